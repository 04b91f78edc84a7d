import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  LinkCjAccountBodySchema,
  SupplierAccountIdParamsSchema,
  SupplierAccountListSchema,
  SupplierAuthorizeSchema,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { notFound } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { isUuid } from '../../http/is-uuid';
import { currentSession, currentWorkplaceId } from '../../plugins/auth';
import { deleteAccount, listAccounts, toContract } from './repository';
import { SupplierAccountService, SupplierLinkError } from './service';
import { supplierSources } from './supplier-sources';

const tags = ['supplier-accounts'];
const CALLBACK_PATH = '/api/supplier-accounts/aliexpress/callback';

/** Source connection rows (spec 002 §2): list, link AliExpress / CJ, unlink. */
export const supplierAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const apiPublicUrl = (
    process.env.API_PUBLIC_URL?.trim() || `http://${config.host}:${config.port}`
  ).replace(/\/+$/, '');
  const sources = supplierSources(app.ctx, app.log);
  const service = new SupplierAccountService(app.ctx, sources, `${apiPublicUrl}${CALLBACK_PATH}`);

  const list = async (workplaceId: string) => ({
    accounts: (await listAccounts(db, workplaceId)).map(toContract),
  });

  app.get(
    '/supplier-accounts',
    { workplace: true, schema: { tags, response: responses(SupplierAccountListSchema) } },
    async (request) => ok(await list(currentWorkplaceId(request))),
  );

  app.post(
    '/supplier-accounts/aliexpress/authorize',
    { workplace: true, schema: { tags, response: responses(SupplierAuthorizeSchema) } },
    async (request) =>
      ok({
        url: service.aliExpressAuthorizeUrl(
          currentWorkplaceId(request),
          currentSession(request).userId,
        ),
      }),
  );

  // The browser comes back here from AliExpress's consent screen (no bearer token: the sealed
  // state names the workplace and user), then goes on to the channel page.
  app.get(
    '/supplier-accounts/aliexpress/callback',
    {
      schema: {
        tags,
        description:
          'AliExpress OAuth redirect: links the account, then redirects to /app/channel.',
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 512 })),
          state: Type.Optional(Type.String({ maxLength: 4096 })),
          error: Type.Optional(Type.String({ maxLength: 200 })),
        }),
      },
    },
    async (request, reply) => {
      const target = new URL(`${config.appUrl}/app/channel`);
      try {
        await service.finishAliExpress(request.query);
        target.searchParams.set('linked', 'aliexpress');
      } catch (error) {
        if (!(error instanceof SupplierLinkError)) throw error;
        target.searchParams.set('link_error', error.messageKey);
      }
      return reply.redirect(target.href, 302);
    },
  );

  app.post(
    '/supplier-accounts/cj/link',
    {
      workplace: true,
      schema: {
        tags,
        body: LinkCjAccountBodySchema,
        response: responses(SupplierAccountListSchema),
      },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      await service.linkCj(workplaceId, request.body);
      return ok(await list(workplaceId), MessageKey.SaveSuccess);
    },
  );

  app.post(
    '/supplier-accounts/:id/unlink',
    {
      workplace: true,
      schema: {
        tags,
        params: SupplierAccountIdParamsSchema,
        response: responses(SupplierAccountListSchema),
      },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const { id } = request.params;
      if (!isUuid(id) || !(await deleteAccount(db, workplaceId, id))) throw notFound();
      return ok(await list(workplaceId), MessageKey.SaveSuccess);
    },
  );
};
