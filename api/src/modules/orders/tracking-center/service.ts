import type {
  AwaitingTrackingList,
  AwaitingTrackingQuery,
  TrackingList,
  TrackingListQuery,
} from '@omni/shared/contracts/orders';
import type { ShipmentStatus } from '@omni/shared/contracts/parcel-tracking';
import type { Database } from '../../../db/database';
import { trackingEventView } from '../../parcel-tracking/tracking-event-view';
import { awaitingPage, parcelPage, type PageFilter } from './repository';

const pageFilter = (query: AwaitingTrackingQuery): PageFilter => ({
  page: query.page ?? 1,
  pageSize: query.page_size ?? 20,
  keyword: query.keyword?.trim() || null,
});

/** GET orders/v2/trackings: one page of the parcels shipping the workplace's orders. */
export async function trackingList(
  db: Database,
  workplaceId: string,
  query: TrackingListQuery,
): Promise<TrackingList> {
  const filter = { ...pageFilter(query), status: query.status ?? null };
  const { rows, total } = await parcelPage(db, workplaceId, filter);
  return {
    items: rows.map((row) => ({
      tracking_number: row.trackingNumber,
      carrier: row.carrier,
      status: row.status as ShipmentStatus,
      latest_event: row.latestEvent ? trackingEventView(row.latestEvent) : null,
      last_event_at: row.lastEventAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
      order: { id: row.orderId, name: row.orderName, section: row.section },
    })),
    total,
    page: filter.page,
    page_size: filter.pageSize,
  };
}

/** GET orders/v2/trackings/supplier-unavailable: one page of orders waiting for a number. */
export async function awaitingTrackingList(
  db: Database,
  workplaceId: string,
  query: AwaitingTrackingQuery,
): Promise<AwaitingTrackingList> {
  const filter = pageFilter(query);
  const { rows, total } = await awaitingPage(db, workplaceId, filter);
  return {
    items: rows.map((row) => ({
      order: { id: row.orderId, name: row.orderName, section: row.section },
      source: row.source,
      source_order_numbers: row.sourceOrderNumbers,
      source_status: row.sourceStatus,
      placed_at: row.placedAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
    })),
    total,
    page: filter.page,
    page_size: filter.pageSize,
  };
}
