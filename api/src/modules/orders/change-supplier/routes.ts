import type { FastifyPluginAsync } from 'fastify';
import { changeSupplierEndpoint } from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { actorOf } from '../order-log';
import { createChangeSupplierService } from './change-supplier-service';

/** Changing the supplier of order lines (spec 002 §5, §7; issue 11 §2). */
export const orderChangeSupplierRoutes: FastifyPluginAsync = async (app) => {
  const service = createChangeSupplierService(app);
  endpointRoute(app, changeSupplierEndpoint, async ({ params, body }, request) =>
    ok(
      await service.changeSupplier(actorOf(request), params.id, body, app.ctx.now()),
      MessageKey.SaveSuccess,
    ),
  );
};
