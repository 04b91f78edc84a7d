import type { FastifyPluginAsync } from 'fastify';
import { refundRequestEndpoint, refundRequestTypeEndpoint } from '@omni/shared/contracts/orders';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { currentWorkplaceId } from '../../../plugins/auth';
import { actorOf } from '../order-log';
import { refundRequestType, requestRefund } from './refund-service';

/** Refund requests (spec 002 §7; ADR 048). */
export const refundRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, refundRequestTypeEndpoint, async ({ body }, request) =>
    ok(await refundRequestType(app.ctx.db, currentWorkplaceId(request), body.order_id)),
  );
  endpointRoute(app, refundRequestEndpoint, async ({ body }, request) =>
    ok(await requestRefund(app, actorOf(request), body)),
  );
};
