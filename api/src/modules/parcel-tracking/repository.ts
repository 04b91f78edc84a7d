import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { parcelTrackings, type ParcelTrackingRow } from '../../db/schema';
import type { ParcelTracking } from '../../integrations/tracking/seventeen-track';
import { moveOrdersWithParcels } from '../orders/shipment-tracking/parcel-order-status';

/** Followed parcels; reads and writes are scoped to a workplace except the pushed updates. */

/** Follows the parcels; returns how many were new to the workplace (already followed: none). */
export async function followParcels(
  db: Database,
  workplaceId: string,
  parcels: { trackingNumber: string; carrier?: string; reference?: string }[],
): Promise<number> {
  if (parcels.length === 0) return 0;
  const added = await db
    .insert(parcelTrackings)
    .values(
      parcels.map((p) => ({
        workplaceId,
        trackingNumber: p.trackingNumber,
        carrier: p.carrier,
        reference: p.reference,
      })),
    )
    .onConflictDoNothing({ target: [parcelTrackings.workplaceId, parcelTrackings.trackingNumber] })
    .returning({ id: parcelTrackings.id });
  return added.length;
}

export async function listParcels(
  db: Database,
  workplaceId: string,
  numbers?: string[],
): Promise<ParcelTrackingRow[]> {
  const scope = eq(parcelTrackings.workplaceId, workplaceId);
  return db
    .select()
    .from(parcelTrackings)
    .where(numbers ? and(scope, inArray(parcelTrackings.trackingNumber, numbers)) : scope)
    .orderBy(parcelTrackings.createdAt);
}

/**
 * Stores what the tracking service says about a number, for every workplace following it;
 * an update older than the stored one (a late push) changes nothing. In the same transaction each
 * row's order (its reference) follows the parcel's status in its own workplace (ADR 041). Returns
 * the rows changed.
 */
export async function applyTracking(
  db: Database,
  parcel: ParcelTracking,
  workplaceId?: string,
): Promise<number> {
  const lastEventAt = parcel.events[0]?.time ? new Date(parcel.events[0].time) : null;
  const number = eq(parcelTrackings.trackingNumber, parcel.trackingNumber);
  const notOlder = lastEventAt
    ? sql`(${parcelTrackings.lastEventAt} IS NULL OR ${parcelTrackings.lastEventAt} <= ${lastEventAt.toISOString()}::timestamptz)`
    : sql`${parcelTrackings.lastEventAt} IS NULL`;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const updated = await tx
      .update(parcelTrackings)
      .set({
        status: parcel.status,
        carrier: parcel.carrier ?? sql`${parcelTrackings.carrier}`,
        events: parcel.events.map((e) => ({
          time: e.time,
          description: e.description,
          location: e.location,
          status: e.status,
        })),
        lastEventAt,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          number,
          notOlder,
          workplaceId ? eq(parcelTrackings.workplaceId, workplaceId) : undefined,
        ),
      )
      .returning({
        workplaceId: parcelTrackings.workplaceId,
        reference: parcelTrackings.reference,
        trackingNumber: parcelTrackings.trackingNumber,
        status: parcelTrackings.status,
      });
    await moveOrdersWithParcels(tx, updated);
    return updated.length;
  });
}
