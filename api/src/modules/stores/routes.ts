import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StoreListSchema, UpdateDefaultStoreBodySchema } from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { notFound } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { currentWorkplaceId } from '../../plugins/auth';
import { listWorkplaceStores, setDefaultStore } from './repository';
import { isUuid } from '../../http/is-uuid';

const tags = ['stores'];

export const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/stores/list-store',
    { workplace: true, schema: { tags, response: responses(StoreListSchema) } },
    async (request) => ok({ stores: await listWorkplaceStores(db, currentWorkplaceId(request)) }),
  );

  // The store must belong to the workplace in the header; any other id is "not found" there.
  app.post(
    '/core/stores/update-default-store',
    {
      workplace: true,
      schema: { tags, body: UpdateDefaultStoreBodySchema, response: responses(StoreListSchema) },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const { store_id: storeId } = request.body;
      if (!isUuid(storeId) || !(await setDefaultStore(db, workplaceId, storeId)))
        throw notFound(MessageKey.StoreNotFound);
      return ok({ stores: await listWorkplaceStores(db, workplaceId) }, MessageKey.SaveSuccess);
    },
  );
};
