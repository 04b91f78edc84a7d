import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ChannelOrderPageSchema,
  ChannelOrderSchema,
  ChannelOrdersQuerySchema,
} from '@omni/shared/contracts';
import { notFound } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { isUuid } from '../../http/is-uuid';
import { currentWorkplaceId } from '../../plugins/auth';
import { getChannelOrder, listChannelOrders } from './channel-order-repository';

const tags = ['orders'];

/** The channel orders ingest stored, with line items, customer and address (spec 002 §3). */
export const channelOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/channel-orders',
    {
      workplace: true,
      schema: {
        tags,
        querystring: ChannelOrdersQuerySchema,
        response: responses(ChannelOrderPageSchema),
      },
    },
    async (request) => {
      const { store_id: storeId, platform_order_id: platformOrderId } = request.query;
      // an id that cannot be a store matches nothing (rather than a database error)
      if (storeId && !isUuid(storeId)) return ok({ orders: [], total: 0 });
      return ok(
        await listChannelOrders(db, currentWorkplaceId(request), {
          ...(storeId ? { storeId } : {}),
          ...(platformOrderId ? { platformOrderId } : {}),
          page: request.query.page ?? 1,
          pageSize: request.query.page_size ?? 25,
        }),
      );
    },
  );

  app.get(
    '/channel-orders/:orderId',
    {
      workplace: true,
      schema: {
        tags,
        params: Type.Object({ orderId: Type.String({ maxLength: 64 }) }),
        response: responses(ChannelOrderSchema),
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const order = isUuid(orderId)
        ? await getChannelOrder(db, currentWorkplaceId(request), orderId)
        : null;
      if (!order) throw notFound();
      return ok(order);
    },
  );
};
