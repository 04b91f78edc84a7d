import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProductCollectionListSchema } from '@omni/shared/contracts';
import { ok, responses } from '../../http/envelope';
import { listCollections } from './repository';

export const sourcingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/product-sources/collections/list',
    {
      auth: true,
      schema: { tags: ['sourcing'], response: responses(ProductCollectionListSchema) },
    },
    async () => ok(await listCollections(app.ctx.db)),
  );
};
