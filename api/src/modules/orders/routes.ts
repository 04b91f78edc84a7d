import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderStatusCountsSchema } from '@omni/shared/contracts';
import { ok, responses } from '../../http/envelope';
import { currentWorkplaceId } from '../../plugins/auth';
import { registerOrderListRoutes } from './list/routes';
import { countOrderStatuses } from './repository';
import { registerTrackingCenterRoutes } from './tracking-center/routes';

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/v5/count-order-status',
    { workplace: true, schema: { tags: ['orders'], response: responses(OrderStatusCountsSchema) } },
    async (request) => ok(await countOrderStatuses(app.ctx.db, currentWorkplaceId(request))),
  );
  registerOrderListRoutes(app);
  registerTrackingCenterRoutes(app);
};
