import type { FastifyPluginAsync } from 'fastify';
import {
  saveShippingEndpoint,
  shippingChangeEndpoint,
  updateMultipleShippingEndpoint,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { actorOf } from '../order-log';
import { createShippingService } from './shipping-service';

/** The shipping method of order lines (spec 002 §7; issue 11 §2). */
export const orderShippingRoutes: FastifyPluginAsync = async (app) => {
  const service = createShippingService(app);

  endpointRoute(app, saveShippingEndpoint, async ({ params, body }, request) =>
    ok(
      await service.saveShipping(actorOf(request), params.id, body, app.ctx.now()),
      MessageKey.SaveSuccess,
    ),
  );
  // queued: the answer is the change as recorded, its job follows (shipping-jobs.ts)
  endpointRoute(app, updateMultipleShippingEndpoint, async ({ body }, request) =>
    ok(await service.queueMultiple(actorOf(request), body, app.ctx.now())),
  );
  endpointRoute(app, shippingChangeEndpoint, async ({ params }, request) =>
    ok(await service.changeView(actorOf(request).workplaceId, params.id)),
  );
};
