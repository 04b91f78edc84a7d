import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  InstallUrlSchema,
  PublicationsQuerySchema,
  PublicationsSchema,
  ShopifyInstallBodySchema,
  ShopifyInstallQuerySchema,
  ShopifyUninstallBodySchema,
  ShopifyUninstalledSchema,
  type ShopifyConnectFailure,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { normalizeShopifyDomain } from '@omni/shared/stores';
import { badRequest, notFound } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { isUuid } from '../../http/is-uuid';
import { ShopifyUnauthorizedError } from '../../integrations/shopify/admin-client';
import { fetchExternalChannels, fetchShop } from '../../integrations/shopify/admin-operations';
import {
  authorizeUrl,
  checkCallbackQuery,
  exchangeCodeForToken,
  revokeAccessToken,
} from '../../integrations/shopify/oauth';
import { currentSession, currentWorkplaceId } from '../../plugins/auth';
import { findMemberWorkplaceId } from '../workplaces/membership-repository';
import {
  CONNECT_TTL_MS,
  readCookie,
  OAUTH_COOKIE,
  openCookie,
  openStaffTicket,
  openTicket,
  sameNonce,
  sealCookie,
  sealTicket,
} from './oauth-state';
import {
  deleteStores,
  findConnectionsOfShop,
  findStoreConnection,
  findWorkplaceShopifyStore,
  markConnectionRevoked,
  saveConnection,
  saveExternalChannels,
} from './repository';
import { SHOPIFY_JOBS } from './shopify-jobs';
import { shopifyServices, tokenContext } from './shopify-services';
import { linkStaffUser } from './embedded-user';
import { shopifyStaffRoutes } from './staff-link-routes';
import { shopifyWebhookRoutes } from './webhook-routes';
import { toStore } from '../stores/repository';
import { assertNotAnotherOwnersStore, isConnectedByAnotherOwner } from '../stores/store-ownership';

const tags = ['shopify'];
const CALLBACK_PATH = '/auth/platform/shopify';

/**
 * Shopify: install link, OAuth begin/callback, sales channels (publications), disconnect and
 * webhooks (spec 000 §3, §7; 002 §4, §5, §7 Channels). See shared/src/contracts/shopify.ts.
 */
export const shopifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const services = shopifyServices(app.ctx);
  const { config, box } = services;
  await app.register(shopifyWebhookRoutes, { services });
  await app.register(shopifyStaffRoutes, { services });

  const cookiePath = `${new URL(config.apiPublicUrl).pathname.replace(/\/+$/, '')}${CALLBACK_PATH}`;
  const secureCookie = config.apiPublicUrl.startsWith('https:');
  // Lax: sent on Shopify's top-level redirect back to us, never on cross-site subrequests.
  const stateCookie = (value: string, maxAge: number) =>
    `${OAUTH_COOKIE}=${value}; Path=${cookiePath}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`;

  /** The install link for a shop typed in the connect dialog (refused when already connected). */
  async function installLink(
    userId: string,
    workplaceId: string,
    typed: string,
    staffTicket?: string,
  ): Promise<string> {
    const normalised = normalizeShopifyDomain(typed);
    if (!normalised.ok)
      throw badRequest(MessageKey.ValidationFailed, [
        {
          field: 'shop',
          message:
            normalised.problem === 'required' ? MessageKey.FieldRequired : MessageKey.FieldInvalid,
        },
      ]);
    const shop = normalised.address;
    const existing = await findWorkplaceShopifyStore(db, workplaceId, shop);
    if (existing?.connection?.status === 'active')
      throw badRequest(MessageKey.StoreAlreadyExistsInThisAccount);
    await assertNotAnotherOwnersStore(db, workplaceId, 'shopify', shop, 'active-only');
    const staff = staffTicket ? openStaffTicket(box, staffTicket, app.ctx.now().getTime()) : null;
    if (staffTicket && staff?.shop !== shop) throw badRequest(MessageKey.InvalidOrExpiredLink);
    const ticket = sealTicket(box, {
      userId,
      workplaceId,
      shop,
      expiresAt: app.ctx.now().getTime() + CONNECT_TTL_MS,
      ...(staff ? { staffUserId: staff.staffUserId } : {}),
    });
    return `${config.apiPublicUrl}${CALLBACK_PATH}/begin?ticket=${encodeURIComponent(ticket)}`;
  }

  app.post(
    '/auth/platform/shopify/install',
    {
      workplace: true,
      schema: { tags, body: ShopifyInstallBodySchema, response: responses(InstallUrlSchema) },
    },
    async (request) =>
      ok({
        url: await installLink(
          currentSession(request).userId,
          currentWorkplaceId(request),
          request.body.shop,
          request.body.staff_ticket,
        ),
      }),
  );

  app.get(
    '/shopify/shop/install',
    {
      workplace: true,
      schema: {
        tags,
        querystring: ShopifyInstallQuerySchema,
        response: responses(InstallUrlSchema),
      },
    },
    async (request) =>
      ok({
        url: await installLink(
          currentSession(request).userId,
          currentWorkplaceId(request),
          request.query.shop,
        ),
      }),
  );

  const finish = (
    reply: FastifyReply,
    result: { storeId: string; shop: string } | { reason: ShopifyConnectFailure; shop?: string },
  ) => {
    const target = new URL(`${config.appUrl}/auth/platform/shopify/callback`);
    if ('storeId' in result) {
      target.searchParams.set('success', '1');
      target.searchParams.set('store_id', result.storeId);
    } else {
      target.searchParams.set('success', '0');
      target.searchParams.set('reason', result.reason);
    }
    if (result.shop) target.searchParams.set('shop', result.shop);
    void reply.header('set-cookie', stateCookie('', 0));
    return reply.redirect(target.href, 302);
  };

  // The connect window opens this: the state cookie binds the flow to this browser.
  app.get(
    '/auth/platform/shopify/begin',
    {
      schema: {
        tags,
        description:
          'Opened by the connect window: sets the OAuth state cookie and redirects to Shopify.',
        querystring: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 2048 }) }),
      },
    },
    async (request, reply) => {
      const ticket = openTicket(box, request.query.ticket, app.ctx.now().getTime());
      if (!ticket) return finish(reply, { reason: 'expired' });
      const { cookie: sealed, nonce } = sealCookie(box, {
        ...ticket,
        expiresAt: app.ctx.now().getTime() + CONNECT_TTL_MS,
      });
      void reply.header('set-cookie', stateCookie(sealed, CONNECT_TTL_MS / 1000));
      return reply.redirect(authorizeUrl(config, ticket.shop, nonce), 302);
    },
  );

  // Shopify sends the browser here after Install (code, hmac, host, shop, state, timestamp).
  app.get(
    '/auth/platform/shopify/callback',
    {
      schema: {
        tags,
        description:
          "Shopify's OAuth redirect: HMAC, timestamp, state and shop are checked before the code is exchanged.",
        querystring: Type.Record(Type.String(), Type.String({ maxLength: 2048 })),
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, string>;
      const check = await checkCallbackQuery(services.library, query);
      if (!check.ok)
        return finish(reply, {
          reason: check.reason === 'invalid_shop' ? 'invalid_shop' : 'invalid_signature',
        });
      const state = openCookie(
        box,
        readCookie(request.headers.cookie, OAUTH_COOKIE),
        app.ctx.now().getTime(),
      );
      if (!state || !sameNonce(state.nonce, check.state))
        return finish(reply, { reason: 'expired', shop: check.shop });
      if (state.shop !== check.shop)
        return finish(reply, { reason: 'invalid_shop', shop: check.shop });
      // still a member of the workplace the connect was started for?
      if (!(await findMemberWorkplaceId(db, state.userId, state.workplaceId)))
        return finish(reply, { reason: 'expired', shop: check.shop });
      const existing = await findWorkplaceShopifyStore(db, state.workplaceId, check.shop);
      if (existing?.connection?.status === 'active')
        return finish(reply, { reason: 'StoreAlreadyExistsInThisAccount', shop: check.shop });
      // checked again here: another owner may have connected the shop since the link was given
      if (
        await isConnectedByAnotherOwner(db, state.workplaceId, 'shopify', check.shop, 'active-only')
      )
        return finish(reply, { reason: 'StoreExistAnotherOwner', shop: check.shop });

      let saved: { storeId: string; created: boolean };
      try {
        const { accessToken, scopes } = await exchangeCodeForToken(config, check.shop, check.code);
        const shopInfo = await fetchShop(services.client(check.shop, accessToken));
        saved = await saveConnection(
          db,
          {
            workplaceId: state.workplaceId,
            userId: state.userId,
            shop: check.shop,
            shopGid: shopInfo.id,
            primaryDomain: shopInfo.primaryDomain.host,
            currency: shopInfo.currencyCode,
            scopes,
            sandbox: config.mode === 'sandbox',
            sealToken: (storeId) => box.seal(accessToken, tokenContext(storeId)),
          },
          app.ctx.now(),
        );
      } catch (error) {
        request.log.warn(
          { err: error instanceof Error ? error.message : String(error), shop: check.shop },
          'Shopify connect failed',
        );
        return finish(reply, { reason: 'install_failed', shop: check.shop });
      }
      // the staff member who started from the Shopify admin acts as this user from now on
      if (state.staffUserId)
        await linkStaffUser(
          db,
          { shop: check.shop, staffUserId: state.staffUserId, userId: state.userId },
          app.ctx.now(),
        );
      await app.jobs.enqueue({
        job: SHOPIFY_JOBS.setupStore,
        payload: { storeId: saved.storeId },
        workplaceId: state.workplaceId,
      });
      app.realtime.publish(state.workplaceId, 'store-connected', {
        platform: 'shopify',
        shop: check.shop,
        store_id: saved.storeId,
      });
      return finish(reply, { storeId: saved.storeId, shop: check.shop });
    },
  );

  app.get(
    '/status/shopify-service/api/shopify/shop/publications',
    {
      workplace: true,
      schema: {
        tags,
        description:
          "The store's sales channels read afresh from Shopify (store-id header); update_external_channels=1 saves them on the store.",
        querystring: PublicationsQuerySchema,
        response: responses(PublicationsSchema),
      },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const storeId = request.headers['store-id'];
      const id = Array.isArray(storeId) ? storeId[0] : storeId;
      const found = id && isUuid(id) ? await findStoreConnection(db, workplaceId, id) : null;
      if (!found) throw notFound(MessageKey.StoreNotFound);
      if (found.connection.status !== 'active') throw badRequest(MessageKey.StoreConnectionRefused);
      const token = box.open(found.connection.accessTokenSealed, tokenContext(found.store.id));
      let channels;
      try {
        channels = await fetchExternalChannels(services.client(found.connection.shopDomain, token));
      } catch (error) {
        if (error instanceof ShopifyUnauthorizedError) {
          await markConnectionRevoked(db, found.store.id, app.ctx.now());
          throw badRequest(MessageKey.StoreConnectionRefused);
        }
        request.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'Shopify publications failed',
        );
        throw badRequest(MessageKey.StoreUnreachable);
      }
      const store =
        request.query.update_external_channels === '1'
          ? await saveExternalChannels(db, found.store.id, channels)
          : found.store;
      return ok({ external_channels: channels, store: toStore(store) });
    },
  );

  app.post(
    '/auth/platform/shopify/uninstall',
    {
      workplace: true,
      schema: {
        tags,
        body: ShopifyUninstallBodySchema,
        response: responses(ShopifyUninstalledSchema),
      },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const normalised = normalizeShopifyDomain(request.body.shop);
      const found = normalised.ok
        ? await findWorkplaceShopifyStore(db, workplaceId, normalised.address)
        : null;
      if (!found) throw notFound(MessageKey.StoreNotFound);
      await deleteStores(db, [found.store.id]);
      app.realtime.publish(workplaceId, 'stores-uninstalled', {
        platform: 'shopify',
        shop: found.store.platformDomain,
        store_id: found.store.id,
      });
      // The last workplace to let the shop go also gives up the app's access on Shopify.
      const shop = found.store.platformDomain;
      if (
        found.connection?.status === 'active' &&
        (await findConnectionsOfShop(db, shop)).length === 0
      ) {
        try {
          await revokeAccessToken(
            config,
            shop,
            box.open(found.connection.accessTokenSealed, tokenContext(found.store.id)),
          );
        } catch (error) {
          // the store is gone here either way; Shopify's app/uninstalled will find nothing left
          request.log.warn(
            { err: error instanceof Error ? error.message : String(error), shop },
            'Shopify token not revoked',
          );
        }
      }
      return ok({ store_id: found.store.id }, MessageKey.SaveSuccess);
    },
  );
};
