import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NotificationSettingsSchema,
  SaveNotificationSettingsBodySchema,
} from '@omni/shared/contracts/notification-settings';
import { MessageKey } from '@omni/shared/errors';
import { badRequest } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { currentWorkplaceId } from '../../plugins/auth';
import { readPreferences, savePreferences } from './preferences-repository';

const tags = ['notifications'];

/** /app/setting/notification: which kinds notify the workplace, in the app and by e-mail. */
export const notificationSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.ctx;

  app.get(
    '/core/notification-settings',
    { workplace: true, schema: { tags, response: responses(NotificationSettingsSchema) } },
    async (request) => ok({ preferences: await readPreferences(db, currentWorkplaceId(request)) }),
  );

  app.put(
    '/core/notification-settings',
    {
      workplace: true,
      schema: {
        tags,
        body: SaveNotificationSettingsBodySchema,
        response: responses(NotificationSettingsSchema),
      },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const { preferences } = request.body;
      // a kind sent twice has no single meaning: refused rather than last-one-wins
      if (new Set(preferences.map((p) => p.kind)).size !== preferences.length)
        throw badRequest(MessageKey.ValidationFailed, [
          { field: 'preferences', message: MessageKey.FieldInvalid },
        ]);
      await savePreferences(db, workplaceId, preferences, now());
      return ok({ preferences: await readPreferences(db, workplaceId) }, MessageKey.SaveSuccess);
    },
  );
};
