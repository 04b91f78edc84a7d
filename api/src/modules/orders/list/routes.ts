import type { FastifyInstance } from 'fastify';
import {
  getOrderColumnListEndpoint,
  markArchiveEndpoint,
  markOrderEndpoint,
  orderListEndpoint,
  saveOrderColumnListEndpoint,
  sectionSummaryEndpoint,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { currentWorkplaceId } from '../../../plugins/auth';
import { getOrderColumns, saveOrderColumns } from '../columns/service';
import { actorOf } from '../order-log';
import { archiveOrders, markOrders } from './marks';
import { sectionSummary } from './section-summary';
import { orderListPage } from './service';

/** The order center list calls (issue 11 §1), registered from their endpoint objects. */
export function registerOrderListRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  endpointRoute(app, orderListEndpoint, async ({ query }, request) =>
    ok(await orderListPage(db, currentWorkplaceId(request), query, app.ctx.now())),
  );

  endpointRoute(app, sectionSummaryEndpoint, async ({ params, query }, request) =>
    ok(await sectionSummary(db, currentWorkplaceId(request), params.type, query, app.ctx.now())),
  );

  endpointRoute(app, markOrderEndpoint, async ({ body }, request) =>
    ok({ updated: await markOrders(db, actorOf(request), body.order_ids, body.marked) }),
  );

  endpointRoute(app, markArchiveEndpoint, async ({ body }, request) =>
    ok({
      updated: await archiveOrders(db, actorOf(request), body.orders, body.archived, app.ctx.now()),
    }),
  );

  endpointRoute(app, getOrderColumnListEndpoint, async (_input, request) =>
    ok(await getOrderColumns(db, currentWorkplaceId(request))),
  );

  endpointRoute(app, saveOrderColumnListEndpoint, async ({ body }, request) =>
    ok(
      await saveOrderColumns(db, currentWorkplaceId(request), body, app.ctx.now()),
      MessageKey.SaveSuccess,
    ),
  );
}
