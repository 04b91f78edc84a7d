import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Database } from '../../../db/database';
import { orderLogs, orderPlacements, orders, type OrderPlacementRow } from '../../../db/schema';
import { currentShipmentTab } from '../shipment-tracking/parcel-order-status';
import { enqueueJob } from '../../../jobs/enqueue';
import {
  defineJob,
  PermanentJobError,
  type JobContext,
  type JobModule,
} from '../../../jobs/job-types';
import {
  ParcelTrackingService,
  TrackingNumberRejectedError,
} from '../../parcel-tracking/parcel-tracking-service';
import { writeOrderLog } from '../order-log';
import { queueStoreTracking } from '../store-tracking/store-tracking-job';
import { recordSourceParcels } from './source-parcels';
import { parcelsByOrder } from './awaiting-parcels';
import { PAY_ON_SOURCE } from '../../../integrations/suppliers/supplier-source';
import {
  SOURCE_SYNCS,
  SYNCED_SOURCES,
  awaitsPaymentOnSource,
  type SourceObservation,
  type SourceSync,
} from './source-readers';

export { isSyncedSource, type SourceObservation } from './source-readers';

/*
 * The source order sync (ADR 037 "Status sync", ADR 040): a job per workplace that reads, from each
 * source whose API tells it (source-readers.ts), the status of the workplace's placed source orders
 * and their parcel, and brings them to the order: the last observed status on the placement, the
 * parcel followed in shipment tracking (parcel_trackings, through the tracking service like any
 * parcel), a paid order moved to its shipment tab, and an order the source cancelled taken out of
 * payment. One run per interval slot, chained while an order is open.
 */

export const SourceSyncPayloadSchema = Type.Object({
  workplaceId: Type.String({ format: 'uuid' }),
});
export type SourceSyncPayload = Static<typeof SourceSyncPayloadSchema>;

/** One run of the sync for one workplace. */
export const SOURCE_ORDER_SYNC_JOB = defineJob<SourceSyncPayload>('orders.sync-source-orders');

/** One run per workplace and interval slot: every queue within the slot is the same job. */
export const sourceSyncDedupeKey = (workplaceId: string, slot: number) =>
  `source-sync:${workplaceId}:${slot}`;

/** The placement error and order error of an unpaid order its source cancelled. */
export const SOURCE_CANCELLED = 'source_cancelled';

/** Orders read per run; the rest wait for the next run (least recently read first). */
const BATCH = 100;

/** SOURCE_ORDER_SYNC_INTERVAL_MS, default 10 minutes (at least 1 second). */
export function sourceSyncIntervalMs(env: Record<string, string | undefined> = process.env) {
  const raw = env.SOURCE_ORDER_SYNC_INTERVAL_MS?.trim();
  const value = raw ? Number(raw) : 10 * 60_000;
  if (!Number.isInteger(value) || value < 1000)
    throw new Error('SOURCE_ORDER_SYNC_INTERVAL_MS must be a whole number of milliseconds ≥ 1000');
  return value;
}

/**
 * Queues the workplace's next run at the start of the next interval slot, keyed by the slot: every
 * queue within one slot (a run re-queueing itself, placements succeeding, payments) is the same
 * job, so the chain never doubles. Pass the transaction that makes an order syncable.
 */
export function queueSourceOrderSync(
  db: Database,
  workplaceId: string,
  now: Date,
  intervalMs = sourceSyncIntervalMs(),
) {
  const slot = Math.floor(now.getTime() / intervalMs) + 1;
  return enqueueJob(db, {
    job: SOURCE_ORDER_SYNC_JOB,
    payload: { workplaceId },
    dedupeKey: sourceSyncDedupeKey(workplaceId, slot),
    runAt: new Date(slot * intervalMs),
    workplaceId,
  });
}

/**
 * Placed orders of synced sources still to read: those whose source has not reached a final
 * status, and those that reached one before the merchant paid and are paid now (payment/
 * order_placed), so their parcel's shipment tab is still to come.
 */
function openSourceOrders(db: Database, workplaceId: string, limit: number) {
  const stillMoving = or(
    ...SYNCED_SOURCES.map((source) =>
      and(
        eq(orderPlacements.source, source),
        or(
          isNull(orderPlacements.sourceStatus),
          notInArray(orderPlacements.sourceStatus, [...SOURCE_SYNCS[source]!.final]),
        ),
      ),
    ),
  );
  const paidSince = and(eq(orders.section, 'payment'), eq(orders.subStatus, 'order_placed'));
  return db
    .select({ placement: orderPlacements })
    .from(orderPlacements)
    .innerJoin(orders, eq(orders.id, orderPlacements.orderId))
    .where(
      and(
        eq(orderPlacements.workplaceId, workplaceId),
        inArray(orderPlacements.source, SYNCED_SOURCES),
        eq(orderPlacements.status, 'success'),
        sql`jsonb_array_length(${orderPlacements.sourceOrderNumbers}) > 0`,
        or(stillMoving, paidSince),
      ),
    )
    .orderBy(sql`${orderPlacements.sourceStatusAt} ASC NULLS FIRST`, asc(orderPlacements.id))
    .limit(limit)
    .then((rows) => rows.map((row) => row.placement));
}

/**
 * Whether the source order's "shipped" entry is written (its parcels were seen before). One entry
 * per source order, not per order: with several sources each one's shipping is told (an order has
 * one placement per source).
 */
async function shippedBefore(tx: Database, placement: OrderPlacementRow): Promise<boolean> {
  const [entry] = await tx
    .select({ id: orderLogs.id })
    .from(orderLogs)
    .where(
      and(
        eq(orderLogs.orderId, placement.orderId),
        eq(orderLogs.action, 'shipped'),
        sql`${orderLogs.data}->>'source' = ${placement.source}`,
      ),
    )
    .limit(1);
  return entry !== undefined;
}

/**
 * The source will not ship an order it had taken (omni rejected, CJ CANCELLED, AliExpress closed
 * unshipped). Unpaid, the order goes back to New orders with the placement failed as
 * source_cancelled, to be placed again (the same source or another), as a revert leaves it. Paid,
 * it goes to Cancelled · By source (spec 002 §2), where the merchant sees the paid source orders the
 * source cancelled. Either way the history says so; nothing is refunded here.
 */
async function applyCancellation(
  tx: Database,
  placement: OrderPlacementRow,
  seen: SourceObservation,
  now: Date,
) {
  const { workplaceId, orderId, source } = placement;
  const paid = placement.paidAt !== null;
  if (!paid)
    await tx
      .update(orderPlacements)
      .set({ status: 'error', errorKey: SOURCE_CANCELLED, updatedAt: now })
      .where(eq(orderPlacements.id, placement.id));
  const moved = await tx
    .update(orders)
    .set(
      paid
        ? { section: 'cancelled', subStatus: 'source', updatedAt: now }
        : {
            section: 'placement',
            subStatus: 'ready',
            errorMessage: SOURCE_CANCELLED,
            updatedAt: now,
          },
    )
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.workplaceId, workplaceId),
        eq(orders.section, 'payment'),
      ),
    )
    .returning({ id: orders.id });
  if (moved.length === 0 && paid) return;
  await writeOrderLog(
    tx,
    { workplaceId, userId: null },
    [
      {
        orderId,
        action: 'source_cancelled',
        data: { source, status: seen.status, ...(paid ? {} : { error_key: SOURCE_CANCELLED }) },
      },
    ],
    now,
  );
}

/** Each source order's own word by its number: the orders of a split placement, or its one. */
function statusesByNumber(placement: OrderPlacementRow, seen: SourceObservation) {
  if (seen.orders)
    return Object.fromEntries(seen.orders.map((order) => [order.number, order.status]));
  const [number] = placement.sourceOrderNumbers;
  return number === undefined ? {} : { [number]: seen.status };
}

/**
 * The orders of a split placement the source cancelled since the last read while others go on
 * (ADR 040, amended): each is told once in the history, by its number. The placement and the
 * order go on with the others; when the last one is cancelled too, the placement is (above).
 */
function newlyCancelledOrders(
  sync: SourceSync,
  current: OrderPlacementRow,
  seen: SourceObservation,
) {
  if (!seen.orders || sync.cancelled(seen)) return [];
  return seen.orders.filter(
    (order) =>
      sync.cancelled(order) &&
      !sync.final.includes(current.sourceOrderStatuses[order.number] ?? ''),
  );
}

/**
 * Whether every source order of the observation that goes on named its parcels: only then may a
 * parcel the placement had before be withdrawn (one order not shipped yet, or answering without its
 * list, says nothing of parcels, and the others' answers do not speak for it).
 */
function namesEveryParcel(sync: SourceSync, seen: SourceObservation) {
  return (seen.orders ?? [seen])
    .filter((order) => !sync.cancelled(order))
    .every((order) => order.parcels.length > 0);
}

/**
 * An order already in shipment brought to the tab its parcels and supplier orders give now
 * (ADR 040, amended), when an observation without parcels of its own may have changed it: a
 * supplier order cancelled, or the word of one not shipped. Orders elsewhere are not moved.
 */
async function settleShipmentTab(tx: Database, workplaceId: string, orderId: string, now: Date) {
  const tab = await currentShipmentTab(tx, workplaceId, orderId);
  if (!tab) return;
  await tx
    .update(orders)
    .set({ subStatus: tab, updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.workplaceId, workplaceId),
        eq(orders.section, 'shipment'),
        sql`${orders.subStatus} IS DISTINCT FROM ${tab}`,
      ),
    );
}

/**
 * Stores one observation, in one transaction: the placement's source status and its parcels (only
 * while it is still the successful placement read, source-parcels.ts), with a history entry for
 * each parcel the source withdrew; a cancellation by the source (above); the source order's
 * "shipped" log entry the first time its parcels are seen, and a paid order (payment/
 * order_placed) moved to the shipment tab of its parcels' statuses, or an order already there
 * kept on its parcels' tab. Parcels the tracking service refused (`refused`)
 * are neither: when no other parcel is left the status is stored and the order stays where it is
 * (ADR 041, amended).
 */
async function applyObservation(
  db: Database,
  sync: SourceSync,
  placement: OrderPlacementRow,
  seen: SourceObservation,
  now: Date,
  refused: readonly string[] = [],
): Promise<void> {
  const { workplaceId, orderId } = placement;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // locked, so two reads of the same order (a redelivered job) record its parcels in turn
    const [current] = await tx
      .select()
      .from(orderPlacements)
      .where(
        and(
          eq(orderPlacements.id, placement.id),
          eq(orderPlacements.generation, placement.generation),
          eq(orderPlacements.status, 'success'),
        ),
      )
      .for('update');
    if (!current) return; // reverted meanwhile
    await tx
      .update(orderPlacements)
      .set({
        sourceStatus: seen.status,
        sourceStatusAt: now,
        sourceOrderStatuses: statusesByNumber(current, seen),
        ...(current.warningKey === PAY_ON_SOURCE &&
        sync.awaitsPayment &&
        !awaitsPaymentOnSource(sync, seen)
          ? { warningKey: null }
          : {}),
      })
      .where(eq(orderPlacements.id, current.id));
    const withdrawn = await recordSourceParcels(tx, current, parcelsByOrder(seen), now, {
      withdraw: namesEveryParcel(sync, seen),
    });
    // each parcel the source stopped listing is told once (the next read no longer has it)
    await writeOrderLog(
      tx,
      { workplaceId, userId: null },
      withdrawn.map((parcel) => ({
        orderId,
        action: 'parcel_withdrawn',
        data: {
          source: current.source,
          tracking_number: parcel.trackingNumber,
          released: parcel.released,
        },
      })),
      now,
    );
    const cancelledOrders = newlyCancelledOrders(sync, current, seen);
    if (cancelledOrders.length > 0)
      await writeOrderLog(
        tx,
        { workplaceId, userId: null },
        cancelledOrders.map((order) => ({
          orderId,
          action: 'source_order_cancelled',
          data: { source: current.source, order_no: order.number, status: order.status },
        })),
        now,
      );
    const shipped = await shippedBefore(tx, current);
    // a cancellation after the parcels left is the carrier's story now: they are followed on
    if (sync.cancelled(seen) && !shipped) {
      await applyCancellation(tx, current, seen, now);
      // an order another source order shipped may have waited for this one only
      return settleShipmentTab(tx, workplaceId, orderId, now);
    }
    // numbers nobody can track: their refusal is on the order's log, they move nothing
    const tracked = seen.parcels.filter((parcel) => !refused.includes(parcel.trackingNumber));
    // not shipped yet, or only refused numbers: an order in shipment on another source order's
    // parcels is settled again (this one's word may have stopped holding it back)
    if (tracked.length === 0) return settleShipmentTab(tx, workplaceId, orderId, now);
    // each number goes back to the store the order came from, once (ADR 045)
    await queueStoreTracking(tx, { workplaceId, orderId, source: current.source }, tracked);
    if (!shipped)
      await writeOrderLog(
        tx,
        { workplaceId, userId: null },
        [
          {
            orderId,
            action: 'shipped',
            data: { source: current.source, tracking_number: tracked[0]!.trackingNumber },
          },
        ],
        now,
      );
    // the tab of its least advanced parcel (ADR 041, amended), no further than in_transit while
    // a supplier order of it has parcels to come (ADR 040, amended: read after this observation
    // was stored above); when one has a status without a tab, a paid order that shipped waits in
    // not_found and one in shipment stays where it is
    const tab = await currentShipmentTab(
      tx,
      workplaceId,
      orderId,
      tracked.map((parcel) => parcel.trackingNumber),
    );
    const paid = and(eq(orders.section, 'payment'), eq(orders.subStatus, 'order_placed'));
    await tx
      .update(orders)
      .set({ section: 'shipment', subStatus: tab ?? 'not_found', updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.workplaceId, workplaceId),
          tab ? or(paid, eq(orders.section, 'shipment')) : paid,
          sql`${orders.subStatus} IS DISTINCT FROM ${tab ?? 'not_found'}`,
        ),
      );
  });
}

/**
 * One run for one workplace. Each order is read on its own: a source that fails (down, refusing,
 * the account unlinked, the tracking quota used up) leaves that order's last observed state as it
 * was, and the next run reads it again; the others go on. A parcel number the tracking service
 * refuses is not such a failure: the observed status is stored (applyObservation).
 */
export const sourceOrderSyncJobs: JobModule = (app) => {
  const { db } = app.ctx;
  const tracking = new ParcelTrackingService(db, app.log);

  app.jobs.register(SOURCE_ORDER_SYNC_JOB, async (raw: unknown, ctx: JobContext) => {
    if (!Value.Check(SourceSyncPayloadSchema, raw))
      throw new PermanentJobError('bad source order sync payload');
    const { workplaceId } = raw;
    const open = await openSourceOrders(db, workplaceId, BATCH);
    if (open.length === 0) return; // the chain ends; the next placed or paid order starts it again
    await queueSourceOrderSync(db, workplaceId, ctx.now());
    for (const placement of open) {
      const sync = SOURCE_SYNCS[placement.source]!;
      try {
        const seen = await sync.read(app, placement);
        // followed before the status is stored: parcels that could not be followed (the tracking
        // service down, the quota used up) are read again. Numbers the tracking service refused
        // are an answer, not a failure: the status is stored, only those parcels' part is left
        // out, and the next run (in its turn) offers them again
        let refused: string[] = [];
        if (seen.parcels.length > 0)
          refused = await tracking
            .follow(
              workplaceId,
              seen.parcels.map((parcel) => ({ ...parcel, reference: placement.orderId })),
              ctx.now(),
            )
            .then(
              () => [],
              (error: unknown) => {
                if (error instanceof TrackingNumberRejectedError)
                  return error.rejected.map((r) => r.number);
                throw error;
              },
            );
        await applyObservation(db, sync, placement, seen, ctx.now(), refused);
      } catch (error) {
        ctx.log.warn(
          { err: error, placementId: placement.id, source: placement.source },
          'source order sync: kept the last observed state',
        );
      }
    }
  });
};
