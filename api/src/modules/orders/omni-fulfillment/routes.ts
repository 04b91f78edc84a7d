import type { FastifyPluginAsync } from 'fastify';
import {
  omniFulfillmentConfirmEndpoint,
  omniFulfillmentInteractEndpoint,
  omniFulfillmentRequestEndpoint,
  omniFulfillmentStateEndpoint,
  omniFulfillmentViewEndpoint,
  type OmniFulfillmentStep,
} from '@omni/shared/contracts/orders';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { currentSession, currentWorkplaceId } from '../../../plugins/auth';
import { actorOf } from '../order-log';
import { readEnrolment, recordEnrolmentStep } from './enrolment';
import { requestOmniFulfillment } from './omni-request';

/** The own fulfilment service (ADR 037): its onboarding state and the request call. */
export const omniFulfillmentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  endpointRoute(app, omniFulfillmentStateEndpoint, async (_input, request) =>
    ok(await readEnrolment(db, currentWorkplaceId(request))),
  );
  const steps = [
    [omniFulfillmentViewEndpoint, 'view'],
    [omniFulfillmentInteractEndpoint, 'interact'],
    [omniFulfillmentConfirmEndpoint, 'confirm'],
  ] as const satisfies readonly (readonly [unknown, OmniFulfillmentStep])[];
  for (const [endpoint, step] of steps)
    endpointRoute(app, endpoint, async (_input, request) =>
      ok(
        await recordEnrolmentStep(
          db,
          currentWorkplaceId(request),
          step,
          currentSession(request).userId,
          app.ctx.now(),
        ),
      ),
    );
  endpointRoute(app, omniFulfillmentRequestEndpoint, async ({ body }, request) =>
    ok(await requestOmniFulfillment(app, actorOf(request), body.order_ids)),
  );
};
