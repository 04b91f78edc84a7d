import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AccountStatisticSchema,
  QuickStartStateSchema,
  QuickStartUpdateBodySchema,
  SetLanguageBodySchema,
  SetLanguageDataSchema,
  UserSchema,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { ok, responses } from '../../http/envelope';
import { currentSession, currentWorkplaceId } from '../../plugins/auth';
import { createAccountService } from './service';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const account = createAccountService(app.ctx);

  app.get(
    '/auth/account',
    { auth: true, schema: { tags, response: responses(UserSchema) } },
    async (request) => ok(await account.getAccount(currentSession(request).userId)),
  );

  app.put(
    '/auth/account/set-language',
    {
      auth: true,
      schema: { tags, body: SetLanguageBodySchema, response: responses(SetLanguageDataSchema) },
    },
    async (request) =>
      ok(
        await account.setLanguage(currentSession(request).userId, request.body.language),
        MessageKey.SaveSuccess,
      ),
  );

  app.put(
    '/auth/account/quick-start',
    {
      auth: true,
      schema: {
        tags,
        body: QuickStartUpdateBodySchema,
        response: responses(QuickStartStateSchema),
      },
    },
    async (request) =>
      ok(await account.updateQuickStart(currentSession(request).userId, request.body.action)),
  );

  app.delete(
    '/auth/account/delete',
    { auth: true, schema: { tags, response: responses(Type.Null()) } },
    async (request) => {
      await account.deleteAccount(currentSession(request).userId);
      return ok(null, MessageKey.AccountDeleted);
    },
  );

  app.get(
    '/auth/account/statistic',
    { workplace: true, schema: { tags, response: responses(AccountStatisticSchema) } },
    async (request) => ok(await account.statistic(currentWorkplaceId(request))),
  );
};
