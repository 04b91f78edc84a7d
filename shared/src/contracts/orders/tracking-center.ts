import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ShipmentStatusSchema, TrackingEventSchema } from '../parcel-tracking';

/*
 * The tracking center (spec 000 §2 /app/tracking-center/*, spec 002 §7 "Tracking center", ADR
 * 047): the parcels suppliers shipped the workplace's orders in (supplier-available), and the
 * orders placed with a supplier that has not given a tracking number yet (supplier-unavailable).
 * Both lists are paged on the server, so a workplace with thousands of parcels pages quickly.
 */

const NullableString = () => Type.Union([Type.Null(), Type.String()]);

export const TRACKING_CENTER_PAGE_SIZES = [20, 50, 100] as const;

const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  /** Part of a tracking number, an order's name or a supplier's order number. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
};

/** The order a row belongs to, enough to name it and link to its detail. */
export const TrackingCenterOrderSchema = Type.Object({
  id: Type.String(),
  /** The channel's order name (#1007); null when the channel sent none. */
  name: NullableString(),
  /** The order center section it is in (the detail page's address names it). */
  section: Type.String(),
});
export type TrackingCenterOrder = Static<typeof TrackingCenterOrderSchema>;

// GET orders/v2/trackings — the workplace's parcels that ship one of its orders, last updated first.
export const TrackingListQuerySchema = Type.Object({
  ...PageQuery,
  status: Type.Optional(ShipmentStatusSchema),
});
export type TrackingListQuery = Static<typeof TrackingListQuerySchema>;

export const TrackingCenterParcelSchema = Type.Object({
  tracking_number: Type.String(),
  carrier: NullableString(),
  status: ShipmentStatusSchema,
  /** The carrier's newest event; null before the carrier reported any. */
  latest_event: Type.Union([Type.Null(), TrackingEventSchema]),
  last_event_at: Type.Union([Type.Null(), Type.String({ format: 'date-time' })]),
  /** When the tracking service last changed what is stored. */
  updated_at: Type.String({ format: 'date-time' }),
  order: TrackingCenterOrderSchema,
});
export type TrackingCenterParcel = Static<typeof TrackingCenterParcelSchema>;

export const TrackingListSchema = Type.Object({
  items: Type.Array(TrackingCenterParcelSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type TrackingList = Static<typeof TrackingListSchema>;

export const trackingListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v2/trackings',
  query: TrackingListQuerySchema,
  response: TrackingListSchema,
  tag: 'tracking',
});

// GET orders/v2/trackings/supplier-unavailable — orders placed with a supplier that has not
// shipped them yet (no tracking number), longest waiting first (ADR 047 says which count).
export const AwaitingTrackingQuerySchema = Type.Object(PageQuery);
export type AwaitingTrackingQuery = Static<typeof AwaitingTrackingQuerySchema>;

export const AwaitingTrackingSchema = Type.Object({
  order: TrackingCenterOrderSchema,
  /** The supplier the order was placed with (aliexpress, cj, omni). */
  source: Type.String(),
  /** The supplier's own order numbers, as it sent them. */
  source_order_numbers: Type.Array(Type.String()),
  /** The supplier's last word on its order, as the source order sync read it; null before. */
  source_status: NullableString(),
  placed_at: Type.String({ format: 'date-time' }),
  /** When the supplier was paid; null while it waits for payment. */
  paid_at: Type.Union([Type.Null(), Type.String({ format: 'date-time' })]),
});
export type AwaitingTracking = Static<typeof AwaitingTrackingSchema>;

export const AwaitingTrackingListSchema = Type.Object({
  items: Type.Array(AwaitingTrackingSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type AwaitingTrackingList = Static<typeof AwaitingTrackingListSchema>;

export const awaitingTrackingListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v2/trackings/supplier-unavailable',
  query: AwaitingTrackingQuerySchema,
  response: AwaitingTrackingListSchema,
  tag: 'tracking',
});
