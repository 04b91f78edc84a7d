import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CatalogueCountsSchema } from '@omni/shared/contracts';
import { ok, responses } from '../../http/envelope';
import { currentWorkplaceId } from '../../plugins/auth';
import { countCatalogue } from './repository';

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/center/products/count',
    {
      workplace: true,
      schema: { tags: ['catalogue'], response: responses(CatalogueCountsSchema) },
    },
    async (request) => ok(await countCatalogue(app.ctx.db, currentWorkplaceId(request))),
  );
};
