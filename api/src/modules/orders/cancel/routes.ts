import type { FastifyPluginAsync } from 'fastify';
import { cancelOrdersEndpoint } from '@omni/shared/contracts/orders';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { actorOf } from '../order-log';
import { cancelOrders } from './cancel-service';

/** The merchant cancels orders not yet placed (spec 002 §7 PUT orders/order-cancel; ADR 049). */
export const orderCancelRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, cancelOrdersEndpoint, async ({ body }, request) =>
    ok(await cancelOrders(app.ctx.db, actorOf(request), body.order_ids, body.note)),
  );
};
