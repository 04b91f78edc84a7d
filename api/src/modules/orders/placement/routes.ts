import type { FastifyPluginAsync } from 'fastify';
import {
  confirmOrdersEndpoint,
  manuallyFulfillEndpoint,
  placeOrderErrorEndpoint,
  placementEntriesEndpoint,
  recreateOrdersEndpoint,
  previewOrdersEndpoint,
  requestOrdersEndpoint,
  revertOrdersEndpoint,
  stopPlacementsEndpoint,
  updateOrderNumberEndpoint,
  updateToFailEndpoint,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { currentWorkplaceId } from '../../../plugins/auth';
import { actorOf } from '../order-log';
import { createFailedPlacementService } from './failed-placements';
import { createPlacementService } from './placement-service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Placing orders with suppliers (spec 002 §4, §7, §8; issue 11 §3). */
export const orderPlacementRoutes: FastifyPluginAsync = async (app) => {
  const service = createPlacementService(app);
  const failed = createFailedPlacementService(app, service);
  const workplace = currentWorkplaceId;

  endpointRoute(app, previewOrdersEndpoint, async ({ body }, request) =>
    ok({ orders: await service.preview(workplace(request), body.orders) }),
  );
  endpointRoute(app, confirmOrdersEndpoint, async ({ body }, request) =>
    ok(await service.confirm(actorOf(request), body)),
  );
  endpointRoute(app, requestOrdersEndpoint, async ({ body }, request) =>
    ok(await service.request(actorOf(request), body.order_ids)),
  );
  endpointRoute(app, placementEntriesEndpoint, async ({ query }, request) => {
    const ids = query.ids?.split(',').filter((id) => UUID.test(id));
    return ok({ entries: await service.entries(workplace(request), ids) });
  });
  endpointRoute(app, stopPlacementsEndpoint, async ({ body }, request) =>
    ok({ stopped: await service.stop(actorOf(request), body.source) }),
  );
  endpointRoute(app, manuallyFulfillEndpoint, async ({ body }, request) =>
    ok(await service.manuallyFulfill(actorOf(request), body.order_ids)),
  );
  endpointRoute(app, updateOrderNumberEndpoint, async ({ body }, request) =>
    ok(
      await service.updateOrderNumber(
        actorOf(request),
        body.order_id,
        body.order_source,
        body.order_no,
      ),
      MessageKey.SaveSuccess,
    ),
  );
  endpointRoute(app, placeOrderErrorEndpoint, async ({ body }, request) =>
    ok(await service.recordError(actorOf(request), body.order_id, body.source, body.error_key)),
  );
  endpointRoute(app, revertOrdersEndpoint, async ({ body }, request) =>
    ok({ reverted: await service.revert(actorOf(request), body.orders) }),
  );
  endpointRoute(app, updateToFailEndpoint, async ({ body }, request) =>
    ok(await failed.updateToFail(actorOf(request), body)),
  );
  endpointRoute(app, recreateOrdersEndpoint, async ({ body }, request) =>
    ok(await failed.recreate(actorOf(request), body.order_ids)),
  );
};
