import type { ShipmentStatus } from '@omni/shared/contracts/parcel-tracking';
import type { PublicParcel, PublicTracking } from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import type { ParcelTrackingEvent } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';
import { shipmentStatus, trackingEventView } from '../../parcel-tracking/tracking-event-view';
import { findTrackedOrder, trackedParcels } from './repository';

/**
 * When a delivered parcel arrived: its newest DELIVERED event, else its last event (the service
 * said DELIVERED without marking an event); null while it is not delivered.
 */
function deliveredAt(
  status: ShipmentStatus,
  events: ParcelTrackingEvent[],
  lastEventAt: Date | null,
): string | null {
  if (status !== 'DELIVERED') return null;
  const delivered = events.find((event) => event.status === 'DELIVERED');
  return delivered?.time ?? lastEventAt?.toISOString() ?? null;
}

/**
 * GET open-api/orders/tracking/{order_id} (ADR 046): the order's name, its store and its parcels
 * with the carrier's events, for anyone holding the link. A malformed id and an unknown one are
 * the same DataNotFound, so answers tell nothing about which ids exist.
 */
export async function publicTracking(db: Database, orderId: string): Promise<PublicTracking> {
  const order = isUuid(orderId) ? await findTrackedOrder(db, orderId.toLowerCase()) : undefined;
  if (!order) throw notFound(MessageKey.DataNotFound);
  const rows = await trackedParcels(db, order.workplaceId, order.id);
  return {
    order_name: order.orderName,
    store_name: order.storeName,
    parcels: rows.map((row): PublicParcel => {
      // a status the tracking service sent that spec 002 does not name is shown as still unknown
      const status = shipmentStatus(row.status) ?? 'NOT_FOUND';
      return {
        tracking_number: row.trackingNumber,
        carrier: row.carrier,
        status,
        delivered_at: deliveredAt(status, row.events, row.lastEventAt),
        events: row.events.map(trackingEventView),
      };
    }),
  };
}
