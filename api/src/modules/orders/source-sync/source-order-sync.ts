import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { ORDER_SECTIONS } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import {
  orderPlacements,
  orders,
  type OrderPlacementRow,
  type PlacementSource,
} from '../../../db/schema';
import { enqueueJob } from '../../../jobs/enqueue';
import { defineJob, PermanentJobError, type JobModule } from '../../../jobs/job-types';
import { ParcelTrackingService } from '../../parcel-tracking/parcel-tracking-service';
import { listParcels } from '../../parcel-tracking/repository';
import { omniClient } from '../omni-fulfillment/omni-client';
import { writeOrderLog } from '../order-log';

/*
 * The source order sync (ADR 037, "Status sync"): a job per workplace that reads, from each source
 * whose API tells it, the status of the workplace's placed source orders and their parcel, and
 * brings them to the order: the last observed status on the placement, the parcel followed in
 * shipment tracking (parcel_trackings, through the tracking service like any parcel), and a paid
 * order moved to its shipment tab. One run per interval slot, chained while an order is open.
 */

export const SourceSyncPayloadSchema = Type.Object({
  workplaceId: Type.String({ format: 'uuid' }),
});
export const SOURCE_ORDER_SYNC_JOB = defineJob<{ workplaceId: string }>(
  'orders.sync-source-orders',
);

/** What a source says of one of its orders: its own status word and its parcel once shipped. */
export interface SourceObservation {
  status: string;
  parcel: { trackingNumber: string; carrier?: string } | null;
}

type SourceReader = (
  app: FastifyInstance,
  placement: OrderPlacementRow,
) => Promise<SourceObservation>;

/** The sources whose orders are synced, and how each is read. */
const READERS: Partial<Record<PlacementSource, SourceReader>> = {
  omni: async (app, placement) => {
    const request = await omniClient(app.ctx, app.log).get(
      placement.sourceOrderNumbers[0]!,
      placement.workplaceId,
    );
    const shipment = request.shipment ?? null;
    return {
      status: request.status,
      parcel: shipment
        ? { trackingNumber: shipment.tracking_number, carrier: shipment.carrier ?? undefined }
        : null,
    };
  },
};

const SYNCED_SOURCES = Object.keys(READERS) as PlacementSource[];
export const isSyncedSource = (source: PlacementSource) => SYNCED_SOURCES.includes(source);

/** Source statuses after which nothing changes any more: the order is no longer read. */
const FINAL_SOURCE_STATUSES = ['delivered', 'rejected'];
/** Statuses that carry a parcel: the first one seen is the order's "shipped" moment. */
const SHIPPED_SOURCE_STATUSES = ['shipped', 'delivered'];

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
 * queue within one slot (a run re-queueing itself, placements succeeding) is the same job, so the
 * chain never doubles. Pass the transaction that makes an order syncable.
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
    dedupeKey: `source-sync:${workplaceId}:${slot}`,
    runAt: new Date(slot * intervalMs),
    workplaceId,
  });
}

/** Placed orders of synced sources whose source has not reached a final status. */
function openSourceOrders(db: Database, workplaceId: string, limit: number) {
  return db
    .select()
    .from(orderPlacements)
    .where(
      and(
        eq(orderPlacements.workplaceId, workplaceId),
        inArray(orderPlacements.source, SYNCED_SOURCES),
        eq(orderPlacements.status, 'success'),
        sql`jsonb_array_length(${orderPlacements.sourceOrderNumbers}) > 0`,
        or(
          isNull(orderPlacements.sourceStatus),
          notInArray(orderPlacements.sourceStatus, FINAL_SOURCE_STATUSES),
        ),
      ),
    )
    .orderBy(sql`${orderPlacements.sourceStatusAt} ASC NULLS FIRST`, asc(orderPlacements.id))
    .limit(limit);
}

const SHIPMENT_SUB_STATUSES: readonly string[] = ORDER_SECTIONS.shipment;

/** The shipment tab of a parcel status (IN_TRANSIT → in_transit); one without a tab: not_found. */
const shipmentSubStatus = (parcelStatus: string | undefined) => {
  const sub = (parcelStatus ?? '').toLowerCase();
  return sub !== 'all' && SHIPMENT_SUB_STATUSES.includes(sub) ? sub : 'not_found';
};

/**
 * Stores one observation, in one transaction: the placement's source status (only while it is
 * still the successful placement read), the "shipped" log entry the first time a parcel is seen,
 * and a paid order (payment/order_placed) moved to the shipment tab of its parcel's status, or an
 * order already there kept on its parcel's tab.
 */
async function applyObservation(
  db: Database,
  placement: OrderPlacementRow,
  seen: SourceObservation,
  now: Date,
): Promise<void> {
  const { workplaceId, orderId } = placement;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const saved = await tx
      .update(orderPlacements)
      .set({ sourceStatus: seen.status, sourceStatusAt: now })
      .where(
        and(
          eq(orderPlacements.id, placement.id),
          eq(orderPlacements.generation, placement.generation),
          eq(orderPlacements.status, 'success'),
        ),
      )
      .returning({ id: orderPlacements.id });
    if (saved.length === 0 || !seen.parcel) return; // reverted meanwhile, or not shipped yet
    const firstParcel = !SHIPPED_SOURCE_STATUSES.includes(placement.sourceStatus ?? '');
    if (firstParcel)
      await writeOrderLog(
        tx,
        { workplaceId, userId: null },
        [
          {
            orderId,
            action: 'shipped',
            data: { source: placement.source, tracking_number: seen.parcel.trackingNumber },
          },
        ],
        now,
      );
    const [parcel] = await listParcels(tx, workplaceId, [seen.parcel.trackingNumber]);
    await tx
      .update(orders)
      .set({ section: 'shipment', subStatus: shipmentSubStatus(parcel?.status), updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.workplaceId, workplaceId),
          or(
            and(eq(orders.section, 'payment'), eq(orders.subStatus, 'order_placed')),
            eq(orders.section, 'shipment'),
          ),
          sql`${orders.subStatus} IS DISTINCT FROM ${shipmentSubStatus(parcel?.status)}`,
        ),
      );
  });
}

/**
 * One run for one workplace. Each order is read on its own: a source that fails (down, refusing,
 * the tracking quota used up) leaves that order's last observed state as it was, and the next run
 * reads it again; the others go on.
 */
export const sourceOrderSyncJobs: JobModule = (app) => {
  const { db } = app.ctx;
  const tracking = new ParcelTrackingService(db, app.log);

  app.jobs.register(SOURCE_ORDER_SYNC_JOB, async (raw: unknown, ctx) => {
    if (!Value.Check(SourceSyncPayloadSchema, raw))
      throw new PermanentJobError('bad source order sync payload');
    const { workplaceId } = raw;
    const open = await openSourceOrders(db, workplaceId, BATCH);
    if (open.length === 0) return; // the chain ends; the next placed order starts it again
    await queueSourceOrderSync(db, workplaceId, ctx.now());
    for (const placement of open) {
      try {
        const seen = await READERS[placement.source]!(app, placement);
        // followed before the status is stored: a parcel that could not be followed is read again
        if (seen.parcel)
          await tracking.follow(
            workplaceId,
            [{ ...seen.parcel, reference: placement.orderId }],
            ctx.now(),
          );
        await applyObservation(db, placement, seen, ctx.now());
      } catch (error) {
        ctx.log.warn(
          { err: error, placementId: placement.id, source: placement.source },
          'source order sync: kept the last observed state',
        );
      }
    }
  });
};
