import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  orderPlacements,
  parcelTrackings,
  type OrderPlacementRow,
  type SourceParcel,
} from '../../../db/schema';

/*
 * A source order's own parcels (ADR 040, amended): the source order sync records on the placement
 * every parcel the source reports for it, so a supplier order shipped as several parcels is
 * followed parcel by parcel, and the panel shows each source order its own numbers.
 */

/**
 * The numbers recorded before that the source no longer reports. Only an answer naming parcels
 * withdraws any: one naming none says nothing of parcels (not shipped yet, or a partial answer),
 * and a source that once shipped does not take the shipment back by leaving its list empty.
 */
export function withdrawnParcels(
  before: readonly SourceParcel[],
  reported: readonly SourceParcel[],
): string[] {
  if (reported.length === 0) return [];
  const still = new Set(reported.map((parcel) => parcel.trackingNumber));
  return before.map((parcel) => parcel.trackingNumber).filter((number) => !still.has(number));
}

/** A parcel the source stopped reporting for the placement, and whether the order let go of it. */
export interface WithdrawnParcel {
  trackingNumber: string;
  /** False when another source order of the same order still reports the number (kept). */
  released: boolean;
}

/**
 * Records the parcels the source reported for the placement (locked by the caller) and lets go of
 * the ones it withdrew (a number the seller corrected or cancelled): their row stays in the
 * tracking center but no longer names the order, so a parcel nobody will deliver does not hold the
 * order's shipment tab back (the least advanced parcel's, ADR 041). A number another source order
 * of the same order still reports stays the order's. Answers the numbers withdrawn from the
 * placement (each once: the next read no longer has them), for the caller's history entry.
 */
export async function recordSourceParcels(
  tx: Database,
  placement: OrderPlacementRow,
  reported: readonly SourceParcel[],
  now: Date,
  { withdraw = true }: { withdraw?: boolean } = {},
): Promise<WithdrawnParcel[]> {
  if (reported.length === 0) return [];
  // a split placement some of whose orders named no parcel (not shipped yet): what they had
  // before is kept beside what the others report, and nothing is withdrawn (ADR 040, amended)
  const kept = withdraw
    ? [...reported]
    : [...reported, ...placement.sourceParcels].filter(
        (parcel, n, all) =>
          all.findIndex((other) => other.trackingNumber === parcel.trackingNumber) === n,
      );
  await tx
    .update(orderPlacements)
    .set({ sourceParcels: kept })
    .where(eq(orderPlacements.id, placement.id));
  if (!withdraw) return [];
  const withdrawn = withdrawnParcels(placement.sourceParcels, reported);
  if (withdrawn.length === 0) return [];
  const others = await tx
    .select({ parcels: orderPlacements.sourceParcels })
    .from(orderPlacements)
    .where(
      and(
        eq(orderPlacements.workplaceId, placement.workplaceId),
        eq(orderPlacements.orderId, placement.orderId),
        ne(orderPlacements.id, placement.id),
      ),
    );
  const elsewhere = new Set(
    others.flatMap((o) => o.parcels.map((parcel) => parcel.trackingNumber)),
  );
  const released = withdrawn.filter((number) => !elsewhere.has(number));
  if (released.length > 0)
    await tx
      .update(parcelTrackings)
      .set({ reference: null, updatedAt: now })
      .where(
        and(
          eq(parcelTrackings.workplaceId, placement.workplaceId),
          eq(parcelTrackings.reference, placement.orderId),
          inArray(parcelTrackings.trackingNumber, released),
        ),
      );
  return withdrawn.map((trackingNumber) => ({
    trackingNumber,
    released: !elsewhere.has(trackingNumber),
  }));
}
