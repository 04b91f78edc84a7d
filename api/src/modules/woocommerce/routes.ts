import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  InstallUrlSchema,
  WooAuthCallbackBodySchema,
  WooInstallBodySchema,
  WooSyncAcceptedSchema,
  WooUninstallAcceptedSchema,
  WooUninstallBodySchema,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { storeDomainKey } from '@omni/shared/stores';
import { notFound, unauthorized } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { isUuid } from '../../http/is-uuid';
import {
  isWooPing,
  verifyWooWebhook,
  WOO_WEBHOOK_HEADERS,
} from '../../integrations/woocommerce/webhook-signature';
import { currentSession, currentWorkplaceId } from '../../plugins/auth';
import { WOO_JOBS, type SyncPayload, type UninstallPayload, type WebhookPayload } from './woo-jobs';
import { findConnection, findWorkplaceWooStore } from './woo-repository';
import { StoreOwnedElsewhereError, wooServiceFor } from './woo-service';

const tags = ['woocommerce'];

function header(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/**
 * WooCommerce: connect (wc-auth), the key callback, webhooks, disconnect and order sync
 * (spec 002 §4, §7 Channels; 000 §7 auth/platform calls).
 */
export const woocommerceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const service = wooServiceFor(app);

  app.post(
    '/auth/platform/woocommerce/install',
    {
      workplace: true,
      schema: { tags, body: WooInstallBodySchema, response: responses(InstallUrlSchema) },
    },
    async (request) => {
      const url = await service.installUrl(
        currentSession(request).userId,
        currentWorkplaceId(request),
        request.body.shop,
      );
      return ok({ url });
    },
  );

  // Called by the store, server to server, with the keys of the approved connection.
  app.post(
    '/woocommerce/callback',
    {
      schema: {
        tags,
        description: 'wc-auth callback_url: the store posts the consumer key and secret here.',
        body: WooAuthCallbackBodySchema,
        response: responses(Type.Object({ store_id: Type.String() })),
      },
    },
    async (request) => {
      let saved: Awaited<ReturnType<typeof service.acceptKeys>>;
      try {
        saved = await service.acceptKeys(request.body);
      } catch (error) {
        if (error instanceof StoreOwnedElsewhereError)
          app.realtime.publish(error.workplaceId, 'store-connect-refused', {
            platform: 'woocommerce',
            shop: error.platformDomain,
            message: error.messageKey,
          });
        throw error;
      }
      await app.jobs.enqueue({
        job: WOO_JOBS.setupStore,
        payload: { storeId: saved.storeId },
        dedupeKey: `woocommerce:setup:${saved.storeId}:${saved.keyId}`,
        workplaceId: saved.workplaceId,
      });
      app.realtime.publish(saved.workplaceId, 'store-connected', {
        platform: 'woocommerce',
        shop: saved.platformDomain,
        store_id: saved.storeId,
      });
      return ok({ store_id: saved.storeId });
    },
  );

  // Disconnect answers at once; the job removes the store and publishes `stores-uninstalled`.
  app.post(
    '/auth/platform/woocommerce/uninstall',
    {
      workplace: true,
      schema: {
        tags,
        body: WooUninstallBodySchema,
        response: responses(WooUninstallAcceptedSchema),
      },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const store = await findWorkplaceWooStore(db, workplaceId, storeDomainKey(request.body.shop));
      if (!store) throw notFound(MessageKey.StoreNotFound);
      const job = await app.jobs.enqueue({
        job: WOO_JOBS.uninstall,
        payload: {
          storeId: store.id,
          workplaceId,
          shop: store.platformDomain,
        } satisfies UninstallPayload,
        dedupeKey: `woocommerce:uninstall:${store.id}`,
        workplaceId,
        maxAttempts: 5,
      });
      return ok({ store_id: store.id, job_id: job.id });
    },
  );

  app.post(
    '/woocommerce/stores/:storeId/sync',
    {
      workplace: true,
      schema: {
        tags,
        params: Type.Object({ storeId: Type.String({ maxLength: 64 }) }),
        response: responses(WooSyncAcceptedSchema),
      },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const { storeId } = request.params;
      const connection = isUuid(storeId) ? await findConnection(db, storeId) : null;
      if (!connection || connection.workplaceId !== workplaceId)
        throw notFound(MessageKey.StoreNotFound);
      const job = await app.jobs.enqueue({
        job: WOO_JOBS.syncOrders,
        payload: { storeId, periodic: false } satisfies SyncPayload,
        workplaceId,
      });
      return ok({ job_id: job.id });
    },
  );

  // Webhooks: the signature is over the exact bytes sent, so this scope keeps bodies raw.
  await app.register(async (scope) => {
    const hooks = scope.withTypeProvider<TypeBoxTypeProvider>();
    hooks.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    hooks.post(
      '/woocommerce/webhooks/:storeId',
      {
        schema: {
          tags,
          description:
            'WooCommerce webhook deliveries (X-WC-Webhook-Signature: base64 HMAC-SHA256 of the raw body).',
          params: Type.Object({ storeId: Type.String({ maxLength: 64 }) }),
          response: responses(Type.Object({ queued: Type.Boolean() })),
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        // the unsigned ping a store sends when a webhook is created must get a 2xx
        if (isWooPing(raw, request.headers['content-type'])) return ok({ queued: false });
        const { storeId } = request.params;
        const connection = isUuid(storeId) ? await findConnection(db, storeId) : null;
        const signature = header(request.headers[WOO_WEBHOOK_HEADERS.signature]);
        if (!connection || !verifyWooWebhook(raw, signature, service.webhookSecret(connection)))
          throw unauthorized();
        const topic = header(request.headers[WOO_WEBHOOK_HEADERS.topic]) ?? '';
        const deliveryId = header(request.headers[WOO_WEBHOOK_HEADERS.deliveryId]);
        await app.jobs.enqueue({
          job: WOO_JOBS.webhook,
          payload: { storeId, topic, body: raw } satisfies WebhookPayload,
          // a redelivery of the same delivery is one job
          ...(deliveryId ? { dedupeKey: `woocommerce:webhook:${storeId}:${deliveryId}` } : {}),
          workplaceId: connection.workplaceId,
        });
        return ok({ queued: true });
      },
    );
  });
};
