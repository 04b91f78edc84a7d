import { and, eq, inArray } from 'drizzle-orm';
import { channelCustomers, orderAddresses, orders } from '../../db/schema';
import { ShopifyUnauthorizedError } from '../../integrations/shopify/admin-client';
import {
  ensureWebhookSubscriptions,
  fetchExternalChannels,
  ordersUpdatedSince,
} from '../../integrations/shopify/admin-operations';
import {
  isRestOrderPayload,
  orderFromGraphql,
  orderFromWebhook,
} from '../../integrations/shopify/order-mapping';
import {
  defineJob,
  PermanentJobError,
  type JobContext,
  type JobModule,
} from '../../jobs/job-types';
import { parseExactJson } from '../../integrations/json/exact-json';
import { ingestChannelOrder } from '../channel-orders/ingest-channel-order';
import { onAppPurchaseOneTimeUpdate } from '../quotas/shopify-quota-purchases';
import { onProductDeleted } from './product-deleted';
import {
  onAppSubscriptionUpdate,
  onShopUninstalled,
} from '../subscriptions/shopify-billing-webhook';
import {
  deleteStores,
  findConnectionsOfShop,
  markConnectionRevoked,
  saveExternalChannels,
  setOrdersSyncedAt,
} from './repository';
import {
  exportJobsFor,
  customerDataExportJobs,
  type CustomerDataRequestPayload,
} from './customer-data-request';
import { activeShopifyClient, shopifyServices, type ShopifyServices } from './shopify-services';

export const SHOPIFY_JOBS = {
  setupStore: defineJob<StorePayload>('shopify.setup-store'),
  syncOrders: defineJob<SyncPayload>('shopify.sync-orders'),
  webhook: defineJob<WebhookJobPayload>('shopify.webhook'),
};

export interface StorePayload {
  storeId: string;
}

export interface SyncPayload extends StorePayload {
  /** A periodic run queues the next one first; a one-off run does not. */
  periodic: boolean;
}

/** Periodic runs of one store share a key per interval slot, so the chain never doubles. */
export const periodicSyncKey = (storeId: string, runAt: Date, intervalMs: number) =>
  `shopify:sync:${storeId}:${Math.floor(runAt.getTime() / intervalMs)}`;

export interface WebhookJobPayload {
  shop: string;
  topic: string;
  /** The verified raw body. */
  body: string;
}

/** The webhook endpoint's URL (shop subscriptions and the app's compliance URL). */
export const webhookUrl = (services: ShopifyServices) =>
  `${services.config.apiPublicUrl}/webhooks/shopify`;

function parseBody(body: string): unknown {
  try {
    return parseExactJson(body);
  } catch {
    throw new PermanentJobError('webhook body is not JSON');
  }
}

/**
 * The queued Shopify work: after a connect (webhook subscriptions, sales channels, the orders so
 * far) and every verified webhook. Handlers are idempotent: a job may run twice.
 */
export const shopifyJobs: JobModule = (app) => {
  customerDataExportJobs(app);
  const { db } = app.ctx;
  const services = shopifyServices(app.ctx);

  const clientFor = (storeId: string) => activeShopifyClient(services, db, storeId);

  /** Shopify answered 401: mark the connection so the UI asks for a reconnect, and stop. */
  const stopOnRevokedToken = async (storeId: string, error: unknown, ctx: JobContext) => {
    if (!(error instanceof ShopifyUnauthorizedError)) throw error;
    await markConnectionRevoked(ctx.db, storeId, ctx.now());
    throw new PermanentJobError('Shopify refused the token');
  };

  const intervalMs = services.config.syncIntervalMs;
  const queueSync = (storeId: string, workplaceId: string, runAt: Date) =>
    app.jobs.enqueue({
      job: SHOPIFY_JOBS.syncOrders,
      payload: { storeId, periodic: true } satisfies SyncPayload,
      dedupeKey: periodicSyncKey(storeId, runAt, intervalMs),
      runAt,
      workplaceId,
    });

  // After a connect: webhook subscriptions, the sales channels, then the order sync chain.
  app.jobs.register(SHOPIFY_JOBS.setupStore, async ({ storeId }, ctx: JobContext) => {
    const found = await clientFor(storeId);
    if (!found) return; // disconnected meanwhile: nothing to set up
    try {
      await ensureWebhookSubscriptions(found.client, webhookUrl(services));
      await saveExternalChannels(ctx.db, storeId, await fetchExternalChannels(found.client));
    } catch (error) {
      await stopOnRevokedToken(storeId, error, ctx);
    }
    await queueSync(storeId, found.connection.workplaceId, ctx.now());
  });

  // Orders changed since the last run (all of them the first time); webhooks bring the rest at
  // once, this catches what a missed delivery lost.
  app.jobs.register(SHOPIFY_JOBS.syncOrders, async ({ storeId, periodic }, ctx: JobContext) => {
    const found = await clientFor(storeId);
    if (!found) return; // disconnected or revoked: the chain ends
    const { connection, client } = found;
    if (periodic)
      await queueSync(storeId, connection.workplaceId, new Date(ctx.now().getTime() + intervalMs));
    // Shopify's clock, not ours: the newest updated_at seen, one second back (`>` is exclusive
    // and ingest is idempotent, so an order seen twice changes nothing)
    const since = connection.ordersSyncedAt
      ? new Date(connection.ordersSyncedAt.getTime() - 1000)
      : null;
    let newest = connection.ordersSyncedAt;
    let done = 0;
    try {
      // each periodic run makes sure of the webhook subscriptions (one query when none is
      // missing): a store connected before a topic was added (products/delete) gets it, and a
      // subscription Shopify dropped after its deliveries kept failing comes back
      if (periodic) await ensureWebhookSubscriptions(client, webhookUrl(services));
      for await (const order of ordersUpdatedSince(client, since)) {
        const normalized = orderFromGraphql(order);
        await ingestChannelOrder(ctx.db, connection.workplaceId, storeId, normalized, ctx.now());
        if (!newest || normalized.updatedAt > newest) newest = normalized.updatedAt;
        done += 1;
        if (done % 25 === 0) await ctx.progress(done, done);
      }
    } catch (error) {
      await stopOnRevokedToken(storeId, error, ctx);
    }
    if (newest) await setOrdersSyncedAt(ctx.db, storeId, newest);
  });

  app.jobs.register(SHOPIFY_JOBS.webhook, async ({ shop, topic, body }, ctx) => {
    const connections = await findConnectionsOfShop(ctx.db, shop);
    const payload = parseBody(body);
    switch (topic) {
      case 'orders/create':
      case 'orders/updated': {
        if (!isRestOrderPayload(payload)) throw new PermanentJobError('not an order payload');
        const order = orderFromWebhook(payload);
        for (const connection of connections.filter((c) => c.status === 'active'))
          await ingestChannelOrder(
            ctx.db,
            connection.workplaceId,
            connection.storeId,
            order,
            ctx.now(),
          );
        return;
      }
      case 'products/delete':
        await onProductDeleted(app, ctx, connections, payload);
        return;
      case 'app_subscriptions/update':
        await onAppSubscriptionUpdate(app, ctx, shop, payload);
        return;
      case 'app_purchases_one_time/update':
        // extra quota bought through Shopify: ACTIVE adds the units, once (ADR 036)
        await onAppPurchaseOneTimeUpdate(app, ctx, shop, payload);
        return;
      case 'app/uninstalled': {
        // Shopify cancelled the app's charges to the shop: the plans they paid for end
        await onShopUninstalled(app, ctx, shop);
        // the token is dead for every workplace connected to this shop: remove those stores
        await deleteStores(
          ctx.db,
          connections.map((c) => c.storeId),
        );
        for (const connection of connections)
          app.realtime.publish(connection.workplaceId, 'stores-uninstalled', {
            platform: 'shopify',
            shop,
            store_id: connection.storeId,
          });
        return;
      }
      case 'customers/redact': {
        const data = payload as {
          customer?: { id?: number | string };
          orders_to_redact?: Array<number | string>;
        };
        const storeIds = connections.map((c) => c.storeId);
        if (storeIds.length === 0) return;
        const orderIds = (data.orders_to_redact ?? []).map(String);
        if (orderIds.length > 0) {
          const redacted = await ctx.db
            .select({ id: orders.id })
            .from(orders)
            .where(
              and(inArray(orders.storeId, storeIds), inArray(orders.platformOrderId, orderIds)),
            );
          if (redacted.length > 0)
            await ctx.db.delete(orderAddresses).where(
              inArray(
                orderAddresses.orderId,
                redacted.map((o) => o.id),
              ),
            );
        }
        if (data.customer?.id !== undefined)
          await ctx.db
            .delete(channelCustomers)
            .where(
              and(
                inArray(channelCustomers.storeId, storeIds),
                eq(channelCustomers.platformCustomerId, String(data.customer.id)),
              ),
            );
        return;
      }
      case 'shop/redact': {
        const storeIds = connections.map((c) => c.storeId);
        if (storeIds.length > 0)
          await ctx.db.delete(orders).where(inArray(orders.storeId, storeIds));
        await deleteStores(ctx.db, storeIds);
        return;
      }
      case 'customers/data_request': {
        // each workplace holding the shop mails its owner what it keeps about the customer
        for (const job of exportJobsFor(shop, payload as CustomerDataRequestPayload, connections))
          await app.jobs.enqueue(job, ctx.db);
        return;
      }
      default:
        ctx.log.warn({ shop, topic }, 'Shopify webhook topic not handled');
    }
  });
};
