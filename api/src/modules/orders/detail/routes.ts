import type { FastifyPluginAsync } from 'fastify';
import {
  orderDetailEndpoint,
  orderLogEndpoint,
  orderPanelEndpoint,
  updateCustomerEndpoint,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { currentWorkplaceId } from '../../../plugins/auth';
import { apiBaseOf } from '../../catalogue/media-urls';
import { actorOf } from '../order-log';
import { orderDetail, orderLog, orderPanel, updateCustomer } from './service';

/** The order detail page's calls (spec 002 §7; issue 11 §2). */
export const orderDetailRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  endpointRoute(app, orderDetailEndpoint, async ({ params }, request) =>
    ok(await orderDetail(db, currentWorkplaceId(request), params.order_id, apiBaseOf(request))),
  );
  endpointRoute(app, orderPanelEndpoint, async ({ params }, request) =>
    ok(await orderPanel(db, currentWorkplaceId(request), params.order_id)),
  );
  endpointRoute(app, updateCustomerEndpoint, async ({ body }, request) => {
    return ok(
      await updateCustomer(db, actorOf(request), body, app.ctx.now()),
      MessageKey.SaveSuccess,
    );
  });
  endpointRoute(app, orderLogEndpoint, async ({ params }, request) =>
    ok(await orderLog(db, currentWorkplaceId(request), params.orderId)),
  );
};
