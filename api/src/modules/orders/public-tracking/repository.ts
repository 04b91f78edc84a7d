import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { orders, parcelTrackings, stores } from '../../../db/schema';

/**
 * The order behind a public tracking link, whatever its workplace (the link is the only key):
 * only what the page may show is selected, so nothing else can leak from here.
 */
export async function findTrackedOrder(db: Database, orderId: string) {
  const [found] = await db
    .select({
      id: orders.id,
      workplaceId: orders.workplaceId,
      orderName: orders.orderName,
      storeName: stores.domain,
    })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  return found;
}

/** The order's followed parcels (a parcel names its order in `reference`), oldest first. */
export function trackedParcels(db: Database, workplaceId: string, orderId: string) {
  return db
    .select({
      trackingNumber: parcelTrackings.trackingNumber,
      carrier: parcelTrackings.carrier,
      status: parcelTrackings.status,
      events: parcelTrackings.events,
      lastEventAt: parcelTrackings.lastEventAt,
    })
    .from(parcelTrackings)
    .where(
      and(eq(parcelTrackings.workplaceId, workplaceId), eq(parcelTrackings.reference, orderId)),
    )
    .orderBy(asc(parcelTrackings.createdAt), asc(parcelTrackings.trackingNumber));
}
