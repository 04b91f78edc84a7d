import type { FastifyPluginAsync } from 'fastify';
import { createOrderEndpoint } from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { actorOf } from '../order-log';
import { createManualOrder } from './service';

/** POST orders/v5/create: an order made by hand (spec 002 §7; issue 11 §2; ADR 035). */
export const orderCreateRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, createOrderEndpoint, async ({ body }, request) =>
    ok(
      await createManualOrder(app.ctx.db, actorOf(request), body, app.ctx.now()),
      MessageKey.SaveSuccess,
    ),
  );
};
