import { parseExactJson } from '../../integrations/json/exact-json';
import { eq } from 'drizzle-orm';
import { woocommerceConnections, type WoocommerceConnectionRow } from '../../db/schema';
import { ingestChannelOrder } from '../channel-orders/ingest-channel-order';
import { mapWooOrder } from '../../integrations/woocommerce/map-woo-order';
import { WooApiError } from '../../integrations/woocommerce/woo-rest-client';
import type { WooOrder } from '../../integrations/woocommerce/woo-types';
import { CATALOGUE_COUNTS_EVENT } from '@omni/shared/contracts/catalogue';
import { defineJob, type JobContext, type JobModule } from '../../jobs/job-types';
import { countCatalogue } from '../catalogue/repository';
import { findConnection, setConnectionStatus } from './woo-repository';
import { wooServiceFor } from './woo-service';
import { wooSettings } from './woo-settings';
import {
  applyWooProductWebhook,
  isWooProductTopic,
  WOO_PRODUCT_TOPICS,
} from './woo-product-webhooks';

export const WOO_JOBS = {
  setupStore: defineJob<StorePayload>('woocommerce.setup-store'),
  syncOrders: defineJob<SyncPayload>('woocommerce.sync-orders'),
  webhook: defineJob<WebhookPayload>('woocommerce.webhook'),
  uninstall: defineJob<UninstallPayload>('woocommerce.uninstall'),
  subscribeTopics: defineJob<StorePayload>('woocommerce.subscribe-topics'),
};

/** The store topics the product listens to. */
export const WOO_WEBHOOK_TOPICS = [
  'order.created',
  'order.updated',
  ...WOO_PRODUCT_TOPICS,
] as const;

export interface StorePayload {
  storeId: string;
}
export interface SyncPayload extends StorePayload {
  /** A periodic run queues the next one when it ends; a manual run does not. */
  periodic: boolean;
}
export interface WebhookPayload extends StorePayload {
  topic: string;
  /** The verified raw body. */
  body: string;
}
export interface UninstallPayload extends StorePayload {
  workplaceId: string;
  shop: string;
}

/** Periodic runs of one store share a key per interval slot, so the chain never doubles. */
export function periodicSyncKey(storeId: string, runAt: Date, intervalMs: number): string {
  return `woocommerce:sync:${storeId}:${Math.floor(runAt.getTime() / intervalMs)}`;
}

const ORDERS_PER_PAGE = 50;

/** Registers the WooCommerce job handlers (all idempotent: a job may run twice). */
export const wooJobs: JobModule = (app) => {
  const { db, config } = app.ctx;
  const service = wooServiceFor(app);
  const settings = wooSettings(config);

  /** The store refused our keys: mark it so the UI can ask for a reconnect, and stop. */
  const handleAuthFailure = async (storeId: string, error: unknown, ctx: JobContext) => {
    if (error instanceof WooApiError && error.isAuthFailure) {
      await setConnectionStatus(db, storeId, 'revoked');
      ctx.log.warn(
        { storeId, status: error.status },
        'WooCommerce keys refused: store marked revoked',
      );
      return true;
    }
    return false;
  };

  /**
   * Subscribes the store to every topic in WOO_WEBHOOK_TOPICS that it does not send us yet: all
   * of them on connect; after a half-done attempt, or for a store connected before a topic was
   * added, only the missing ones (our webhooks on the store are read back by id). False when the
   * store refused our keys.
   */
  const subscribeMissingTopics = async (
    connection: WoocommerceConnectionRow,
    ctx: JobContext,
  ): Promise<boolean> => {
    const { storeId } = connection;
    if (connection.webhookIds.length >= WOO_WEBHOOK_TOPICS.length) return true;
    const client = service.clientForConnection(connection);
    let ids = [...connection.webhookIds];
    try {
      const ours =
        ids.length > 0 ? (await client.listWebhooks()).filter((w) => ids.includes(w.id)) : [];
      ids = ours.map((w) => w.id);
      const present = new Set(ours.map((w) => w.topic));
      for (const topic of WOO_WEBHOOK_TOPICS.filter((t) => !present.has(t))) {
        const webhook = await client.createWebhook({
          name: `Omni Dropshipping ${topic}`,
          topic,
          deliveryUrl: service.webhookUrl(storeId),
          secret: service.webhookSecret(connection),
        });
        ids.push(webhook.id);
      }
    } catch (error) {
      if (await handleAuthFailure(storeId, error, ctx)) return false;
      throw error;
    } finally {
      // whatever was created is remembered, so a retry or a disconnect can clean it up
      if (ids.join() !== connection.webhookIds.join())
        await db
          .update(woocommerceConnections)
          .set({ webhookIds: ids })
          .where(eq(woocommerceConnections.storeId, storeId));
    }
    return true;
  };

  const queuePeriodicSync = (storeId: string, after: Date) => {
    const runAt = new Date(after.getTime() + settings.syncIntervalMs);
    return app.jobs.enqueue({
      job: WOO_JOBS.syncOrders,
      payload: { storeId, periodic: true } satisfies SyncPayload,
      dedupeKey: periodicSyncKey(storeId, runAt, settings.syncIntervalMs),
      runAt,
    });
  };

  app.jobs.register(WOO_JOBS.setupStore, async ({ storeId }, ctx) => {
    const connection = await findConnection(db, storeId);
    if (!connection || connection.status !== 'active') return;
    if (!(await subscribeMissingTopics(connection, ctx))) return;
    // the first sync brings in the orders that exist already
    await app.jobs.enqueue({
      job: WOO_JOBS.syncOrders,
      payload: { storeId, periodic: true } satisfies SyncPayload,
      dedupeKey: periodicSyncKey(storeId, ctx.now(), settings.syncIntervalMs),
      workplaceId: connection.workplaceId,
    });
  });

  app.jobs.register(WOO_JOBS.subscribeTopics, async ({ storeId }, ctx) => {
    const connection = await findConnection(db, storeId);
    if (connection?.status === 'active') await subscribeMissingTopics(connection, ctx);
  });

  app.jobs.register(WOO_JOBS.syncOrders, async ({ storeId, periodic }, ctx) => {
    const connection = await findConnection(db, storeId);
    if (!connection || connection.status !== 'active') return; // disconnected: the chain ends
    // The next periodic run is queued first: a failing run retries on its own, but the chain of
    // periodic syncs never breaks (the slot key keeps it single).
    if (periodic) await queuePeriodicSync(storeId, ctx.now());
    // a store connected before a topic was added gets it in a job of its own: one per store and
    // topic list however many syncs notice, and orders sync meanwhile
    if (connection.webhookIds.length < WOO_WEBHOOK_TOPICS.length)
      await app.jobs.enqueue({
        job: WOO_JOBS.subscribeTopics,
        payload: { storeId } satisfies StorePayload,
        dedupeKey: `woocommerce:subscribe:${storeId}:${WOO_WEBHOOK_TOPICS.join(',')}`,
        workplaceId: connection.workplaceId,
      });
    const client = service.clientForConnection(connection);
    // WooCommerce dates have whole seconds and `modified_after` is exclusive: look one second
    // back (ingest is idempotent, a repeated order changes nothing)
    const since = connection.ordersSyncedAt
      ? new Date(connection.ordersSyncedAt.getTime() - 1000)
      : undefined;
    let newest = connection.ordersSyncedAt;
    try {
      let page = 1;
      let done = 0;
      for (;;) {
        const result = await client.listOrders({
          ...(since ? { modifiedAfter: since } : {}),
          page,
          perPage: ORDERS_PER_PAGE,
        });
        for (const order of result.items) {
          const normalized = mapWooOrder(order);
          await ingestChannelOrder(db, connection.workplaceId, storeId, normalized, ctx.now());
          if (!newest || normalized.updatedAt > newest) newest = normalized.updatedAt;
          done += 1;
        }
        await ctx.progress(done, Math.max(result.total, done));
        if (page >= result.totalPages || result.items.length === 0) break;
        page += 1;
      }
    } catch (error) {
      if (await handleAuthFailure(storeId, error, ctx)) return;
      throw error;
    }
    // the store's own clock: the newest change seen, never ours
    if (newest)
      await db
        .update(woocommerceConnections)
        .set({ ordersSyncedAt: newest })
        .where(eq(woocommerceConnections.storeId, storeId));
  });

  app.jobs.register(WOO_JOBS.webhook, async ({ storeId, topic, body }, ctx) => {
    const connection = await findConnection(db, storeId);
    if (!connection) return; // the store was disconnected since
    if (isWooProductTopic(topic)) {
      let unmapped: boolean;
      try {
        ({ unmapped } = await applyWooProductWebhook(
          db,
          () => service.clientForConnection(connection),
          connection,
          topic,
          body,
          ctx.now(),
        ));
      } catch (error) {
        if (await handleAuthFailure(storeId, error, ctx)) return;
        throw error;
      }
      // the badges and the product center follow an unmapped product at once
      if (unmapped)
        app.realtime.publish(
          connection.workplaceId,
          CATALOGUE_COUNTS_EVENT,
          await countCatalogue(db, connection.workplaceId),
        );
      return;
    }
    if (!topic.startsWith('order.') || topic === 'order.deleted') {
      ctx.log.info({ storeId, topic }, 'WooCommerce webhook topic not used');
      return;
    }
    const order = parseExactJson(body) as WooOrder;
    await ingestChannelOrder(db, connection.workplaceId, storeId, mapWooOrder(order), ctx.now());
  });

  app.jobs.register(WOO_JOBS.uninstall, async ({ storeId, workplaceId, shop }, ctx) => {
    const connection = await findConnection(db, storeId);
    if (connection && connection.webhookIds.length > 0) {
      // best effort: a store that is down or revoked our keys keeps stale webhooks, which
      // then fail against a store id we no longer know (401, nothing written)
      const client = service.clientForConnection(connection);
      for (const id of connection.webhookIds) {
        await client.deleteWebhook(id).catch((error: unknown) => {
          ctx.log.warn({ storeId, webhookId: id, err: error }, 'WooCommerce webhook not deleted');
        });
      }
    }
    await service.removeStore(storeId, workplaceId);
    app.realtime.publish(workplaceId, 'stores-uninstalled', {
      platform: 'woocommerce',
      shop,
      store_id: storeId,
    });
  });
};
