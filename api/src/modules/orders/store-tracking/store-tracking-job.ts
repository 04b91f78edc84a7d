import { and, eq, inArray, sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Database } from '../../../db/database';
import {
  orderLineItems,
  orderLogs,
  orderPlacements,
  orders,
  shopifyConnections,
  stores,
  woocommerceConnections,
  type PlacementSource,
  type SourceParcel,
} from '../../../db/schema';
import { enqueueJob } from '../../../jobs/enqueue';
import {
  defineJob,
  PermanentJobError,
  type JobContext,
  type JobModule,
} from '../../../jobs/job-types';
import { ShopifyUnauthorizedError } from '../../../integrations/shopify/admin-client';
import { WooApiError } from '../../../integrations/woocommerce/woo-rest-client';
import { markConnectionRevoked } from '../../shopify/repository';
import { activeShopifyClient, shopifyServices } from '../../shopify/shopify-services';
import { findConnection, setConnectionStatus } from '../../woocommerce/woo-repository';
import { wooServiceFor } from '../../woocommerce/woo-service';
import { writeOrderLog } from '../order-log';
import { sendToShopify, sendToWoo, type StoreOutcome } from './send-to-store';

/*
 * Tracking numbers back to the store (ADR 045): when a parcel of an order that came from a
 * connected Shopify or WooCommerce store is recorded, a job per order and number sends the number
 * to the store (send-to-store.ts), and the order's history says whether it got there.
 */

export const StoreTrackingPayloadSchema = Type.Object({
  workplaceId: Type.String({ format: 'uuid' }),
  orderId: Type.String({ format: 'uuid' }),
  /** The placement's source whose supplier order shipped the parcel (its lines are fulfilled). */
  source: Type.Union([
    Type.Literal('aliexpress'),
    Type.Literal('cj'),
    Type.Literal('omni'),
    Type.Literal('manual'),
  ]),
  trackingNumber: Type.String({ minLength: 1 }),
  carrier: Type.Union([Type.String(), Type.Null()]),
});
export type StoreTrackingPayload = Static<typeof StoreTrackingPayloadSchema>;

export const STORE_TRACKING_JOB = defineJob<StoreTrackingPayload>('orders.send-tracking-to-store');

/** One job per order and number, ever: a number read again by the next sync queues nothing. */
export const storeTrackingDedupeKey = (orderId: string, trackingNumber: string) =>
  `store-tracking:${orderId}:${trackingNumber}`;

/** The platforms a number is sent back to. */
const STORE_PLATFORMS = ['shopify', 'woocommerce'];

/**
 * The order's store when the order came from it (its channel is the store's platform: an order
 * made by hand names a store but has no channel), with whether the store is connected now.
 */
async function storeOrderOf(db: Database, workplaceId: string, orderId: string) {
  const [row] = await db
    .select({
      storeId: stores.id,
      platform: stores.platform,
      platformOrderId: orders.platformOrderId,
      connected: sql<boolean>`coalesce(${shopifyConnections.status}, ${woocommerceConnections.status}) = 'active'`,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(shopifyConnections, eq(shopifyConnections.storeId, stores.id))
    .leftJoin(woocommerceConnections, eq(woocommerceConnections.storeId, stores.id))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.workplaceId, workplaceId),
        eq(orders.channel, stores.platform),
        inArray(stores.platform, STORE_PLATFORMS),
      ),
    );
  return row ?? null;
}

/**
 * Queues, in the caller's transaction (the one recording the parcels), the sending of each
 * parcel's number to the order's store, when the order came from a connected Shopify or
 * WooCommerce store; other orders (made by hand, other channels, a store disconnected) queue
 * nothing.
 */
export async function queueStoreTracking(
  tx: Database,
  target: Pick<StoreTrackingPayload, 'workplaceId' | 'orderId' | 'source'>,
  parcels: readonly SourceParcel[],
): Promise<void> {
  if (parcels.length === 0) return;
  const store = await storeOrderOf(tx, target.workplaceId, target.orderId);
  if (!store?.connected) return;
  for (const parcel of parcels)
    await enqueueJob(tx, {
      job: STORE_TRACKING_JOB,
      payload: {
        ...target,
        trackingNumber: parcel.trackingNumber,
        carrier: parcel.carrier ?? null,
      },
      dedupeKey: storeTrackingDedupeKey(target.orderId, parcel.trackingNumber),
      workplaceId: target.workplaceId,
    });
}

/** Shopify's ids of the lines the source's placement of the order covers. */
async function placementLineIds(db: Database, orderId: string, source: PlacementSource) {
  const [placement] = await db
    .select({ lines: orderPlacements.lines })
    .from(orderPlacements)
    .where(and(eq(orderPlacements.orderId, orderId), eq(orderPlacements.source, source)));
  const ids = (placement?.lines ?? []).map((line) => line.line_item_id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: orderLineItems.platformLineItemId })
    .from(orderLineItems)
    .where(and(eq(orderLineItems.orderId, orderId), inArray(orderLineItems.id, ids)));
  return rows.map((row) => row.id);
}

/**
 * The history entry of the outcome, once per order, number and outcome however often the job
 * runs (the order is locked, so two runs at once write it once).
 */
async function logOutcome(
  db: Database,
  payload: StoreTrackingPayload,
  platform: string,
  outcome: StoreOutcome,
  now: Date,
) {
  const { workplaceId, orderId, trackingNumber, carrier } = payload;
  const action = outcome.sent ? 'tracking_sent_to_store' : 'tracking_refused_by_store';
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    const [already] = await tx
      .select({ id: orderLogs.id })
      .from(orderLogs)
      .where(
        and(
          eq(orderLogs.orderId, orderId),
          eq(orderLogs.action, action),
          sql`${orderLogs.data}->>'tracking_number' = ${trackingNumber}`,
        ),
      )
      .limit(1);
    if (already) return;
    await writeOrderLog(
      tx,
      { workplaceId, userId: null },
      [
        {
          orderId,
          action,
          data: outcome.sent
            ? { platform, tracking_number: trackingNumber, carrier }
            : {
                platform,
                tracking_number: trackingNumber,
                reason: outcome.reason,
                ...(outcome.message ? { message: outcome.message } : {}),
              },
        },
      ],
      now,
    );
  });
}

/**
 * Sends one number to the store. The store's keys or token refused: the connection is marked for
 * a reconnect, as the store's other jobs do, and the number is logged as not sent. A store that
 * keeps failing is retried with the queue's backoff; after the last attempt the number is logged
 * as not sent (store_unavailable).
 */
export const storeTrackingJobs: JobModule = (app) => {
  const { db } = app.ctx;
  const shopify = shopifyServices(app.ctx);
  const woo = wooServiceFor(app);

  async function send(
    store: { storeId: string; platform: string; platformOrderId: string },
    payload: StoreTrackingPayload,
  ): Promise<StoreOutcome> {
    const tracking = { company: payload.carrier, number: payload.trackingNumber, url: null };
    if (store.platform === 'shopify') {
      const found = await activeShopifyClient(shopify, db, store.storeId);
      if (!found) return { sent: false, reason: 'store_disconnected' };
      const lines = await placementLineIds(db, payload.orderId, payload.source);
      return sendToShopify(found.client, store.platformOrderId, lines, tracking);
    }
    const connection = await findConnection(db, store.storeId);
    if (connection?.status !== 'active') return { sent: false, reason: 'store_disconnected' };
    return sendToWoo(woo.clientForConnection(connection), store.platformOrderId, tracking);
  }

  app.jobs.register(STORE_TRACKING_JOB, async (raw: unknown, ctx: JobContext) => {
    if (!Value.Check(StoreTrackingPayloadSchema, raw))
      throw new PermanentJobError('bad store tracking payload');
    const store = await storeOrderOf(db, raw.workplaceId, raw.orderId);
    if (!store) return; // the order is gone, or its store was removed
    let outcome: StoreOutcome;
    try {
      outcome = await send(store, raw);
    } catch (error) {
      if (error instanceof ShopifyUnauthorizedError) {
        await markConnectionRevoked(db, store.storeId, ctx.now());
        outcome = { sent: false, reason: 'store_disconnected' };
      } else if (error instanceof WooApiError && error.isAuthFailure) {
        await setConnectionStatus(db, store.storeId, 'revoked');
        outcome = { sent: false, reason: 'store_disconnected' };
      } else if (ctx.job.attempts < ctx.job.maxAttempts) throw error;
      else {
        ctx.log.warn({ err: error, orderId: raw.orderId }, 'tracking number not sent to the store');
        outcome = { sent: false, reason: 'store_unavailable' };
      }
    }
    await logOutcome(db, raw, store.platform, outcome, ctx.now());
  });
};
