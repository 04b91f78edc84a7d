import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  WorkplaceIdParamsSchema,
  WorkplaceListSchema,
  WorkplaceNameBodySchema,
  WorkplaceSchema,
  WorkplaceSettingsBodySchema,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { ok, responses } from '../../http/envelope';
import { currentSession, currentWorkplaceId } from '../../plugins/auth';
import { createWorkplaceService } from './service';

const tags = ['workplaces'];

export const workplaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const workplaces = createWorkplaceService(app.ctx);

  app.get(
    '/core/workplaces',
    { auth: true, schema: { tags, response: responses(WorkplaceListSchema) } },
    async (request) => ok(await workplaces.list(currentSession(request).userId)),
  );

  app.post(
    '/core/workplaces',
    {
      auth: true,
      schema: { tags, body: WorkplaceNameBodySchema, response: responses(WorkplaceSchema) },
    },
    async (request) =>
      ok(
        await workplaces.create(currentSession(request).userId, request.body.name),
        MessageKey.SaveSuccess,
      ),
  );

  app.put(
    '/core/workplaces/:id',
    {
      auth: true,
      schema: {
        tags,
        params: WorkplaceIdParamsSchema,
        body: WorkplaceNameBodySchema,
        response: responses(WorkplaceSchema),
      },
    },
    async (request) =>
      ok(
        await workplaces.rename(
          currentSession(request).userId,
          request.params.id,
          request.body.name,
        ),
        MessageKey.SaveSuccess,
      ),
  );

  app.post(
    '/core/workplaces/settings',
    {
      workplace: true,
      schema: { tags, body: WorkplaceSettingsBodySchema, response: responses(WorkplaceSchema) },
    },
    async (request) =>
      ok(
        await workplaces.updateSettings(
          currentSession(request).userId,
          currentWorkplaceId(request),
          request.body.settings.display_currency,
        ),
        MessageKey.SaveSuccess,
      ),
  );
};
