import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MarkReadBodySchema,
  MarkReadDataSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { badRequest } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { isUuid } from '../../http/is-uuid';
import { currentWorkplaceId } from '../../plugins/auth';
import { countUnread, listNotifications, markRead } from './repository';
import { notificationSettingsRoutes } from './settings-routes';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  await app.register(notificationSettingsRoutes);

  app.get(
    '/core/list-notification',
    {
      workplace: true,
      schema: {
        tags,
        querystring: NotificationListQuerySchema,
        response: responses(NotificationListSchema),
      },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const { page = 1, page_size: pageSize = 20, type } = request.query;
      const list = await listNotifications(db, workplaceId, {
        page,
        pageSize,
        ...(type ? { type } : {}),
      });
      return ok({ ...list, unread: await countUnread(db, workplaceId) });
    },
  );

  app.post(
    '/core/notifications/mark-read',
    {
      workplace: true,
      schema: { tags, body: MarkReadBodySchema, response: responses(MarkReadDataSchema) },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const { ids, all } = request.body;
      if (!all && (!ids || ids.length === 0)) {
        throw badRequest(MessageKey.ValidationFailed, [
          { field: 'ids', message: MessageKey.FieldRequired },
        ]);
      }
      // Ids that are not UUIDs cannot be notifications of anyone: they change nothing.
      const updated = all
        ? await markRead(db, workplaceId, 'all')
        : await markRead(db, workplaceId, { ids: (ids ?? []).filter(isUuid) });
      return ok({ updated, unread: await countUnread(db, workplaceId) }, MessageKey.SaveSuccess);
    },
  );
};
