import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { orderPlacements, type OrderPlacementRow, type SourceParcel } from '../../../db/schema';
import { SOURCE_SYNCS, SYNCED_SOURCES, type SourceSync } from './source-readers';

/*
 * Whether an order still waits for a supplier order to ship (ADR 040, amended): an order placed
 * with several supplier orders (AliExpress's one per seller, or CJ and AliExpress each for their
 * lines) is not delivered while one of them that goes on has not shipped, whatever the parcels
 * seen so far say. Read from what the source order sync stored: each supplier order's last word
 * and the parcels it reported.
 */

/**
 * Whether one supplier order still has parcels to come: not at a final word of its source (a
 * delivered, finished, cancelled or refused order says no more), not cancelled, and either no
 * parcel of its own yet (never read, not paid, not shipped) or a word saying only part of it has
 * shipped (AliExpress's SELLER_PART_SEND_GOODS).
 */
export function supplierOrderAwaitsParcels(
  sync: Pick<SourceSync, 'final' | 'cancelled' | 'partlyShipped'>,
  status: string | null | undefined,
  parcels: readonly SourceParcel[],
): boolean {
  if (status) {
    if (sync.final.includes(status)) return false;
    if (sync.cancelled({ status, parcels: [...parcels] })) return false;
  }
  if (parcels.length === 0) return true;
  return status ? (sync.partlyShipped?.includes(status) ?? false) : false;
}

/**
 * Whether a successful placement of a synced source still has a supplier order with parcels to
 * come. A placement split into several orders is asked order by order: each one's word
 * (`source_order_statuses`) with the parcels it reported (`sourceOrderNo`); one with a single
 * order by its `source_status` and all its parcels. A placement without an order number is never
 * read, so it holds nothing back.
 */
export function placementAwaitsParcels(
  sync: Pick<SourceSync, 'final' | 'cancelled' | 'partlyShipped'>,
  placement: Pick<
    OrderPlacementRow,
    'sourceOrderNumbers' | 'sourceStatus' | 'sourceOrderStatuses' | 'sourceParcels'
  >,
): boolean {
  const numbers = placement.sourceOrderNumbers;
  if (numbers.length === 0) return false;
  if (numbers.length === 1)
    return supplierOrderAwaitsParcels(sync, placement.sourceStatus, placement.sourceParcels);
  return numbers.some((number) =>
    supplierOrderAwaitsParcels(
      sync,
      placement.sourceOrderStatuses[number],
      placement.sourceParcels.filter((parcel) => parcel.sourceOrderNo === number),
    ),
  );
}

/**
 * Whether any supplier order of the order (its successful placements with a synced source) still
 * has parcels to come. Placements made by hand are not read by the sync: their parcels are the
 * merchant's to import, so they hold nothing back (as before).
 */
export async function orderAwaitsSupplierParcels(
  tx: Database,
  workplaceId: string,
  orderId: string,
): Promise<boolean> {
  const placements = await tx
    .select({
      source: orderPlacements.source,
      sourceOrderNumbers: orderPlacements.sourceOrderNumbers,
      sourceStatus: orderPlacements.sourceStatus,
      sourceOrderStatuses: orderPlacements.sourceOrderStatuses,
      sourceParcels: orderPlacements.sourceParcels,
    })
    .from(orderPlacements)
    .where(
      and(
        eq(orderPlacements.workplaceId, workplaceId),
        eq(orderPlacements.orderId, orderId),
        eq(orderPlacements.status, 'success'),
        inArray(orderPlacements.source, SYNCED_SOURCES),
      ),
    );
  return placements.some((placement) =>
    placementAwaitsParcels(SOURCE_SYNCS[placement.source]!, placement),
  );
}

/**
 * The parcels of an observation as the placement records them: those of a split placement each
 * with the number of the order that reported it (the first one, when two report the same).
 */
export function parcelsByOrder(seen: {
  parcels: readonly SourceParcel[];
  orders?: readonly { number: string; parcels: readonly SourceParcel[] }[];
}): SourceParcel[] {
  const { orders } = seen;
  if (!orders) return [...seen.parcels];
  return seen.parcels.map((parcel) => {
    const owner = orders.find((order) =>
      order.parcels.some((other) => other.trackingNumber === parcel.trackingNumber),
    );
    return owner ? { ...parcel, sourceOrderNo: owner.number } : { ...parcel };
  });
}
