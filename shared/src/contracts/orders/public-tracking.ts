import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ShipmentStatusSchema, TrackingEventSchema } from '../parcel-tracking';

/*
 * The public tracking page (spec 000 §2 /tracking/{orderId}; spec 002 §7
 * GET open-api/orders/tracking/{order_id}): what a merchant's end customer may see of one order's
 * parcels, without signing in (ADR 046). Only the order's name, the store, and per parcel its
 * carrier, number, status and the carrier's events: no address, buyer, price, supplier or
 * workplace.
 */

const NullableString = () => Type.Union([Type.Null(), Type.String()]);

/**
 * Any string: a malformed id answers the same 404 as an unknown one (checked by the service), so
 * the shape of an id tells a caller nothing.
 */
export const PublicTrackingParamsSchema = Type.Object({
  order_id: Type.String({ minLength: 1, maxLength: 200 }),
});

export const PublicParcelSchema = Type.Object({
  tracking_number: Type.String(),
  carrier: NullableString(),
  /** A shipment status of spec 002 §3. */
  status: ShipmentStatusSchema,
  /** When the carrier said it was delivered; null until then. */
  delivered_at: NullableString(),
  /** The carrier's events as the tracking service reported them, newest first. */
  events: Type.Array(TrackingEventSchema),
});
export type PublicParcel = Static<typeof PublicParcelSchema>;

export const PublicTrackingSchema = Type.Object({
  /** The channel's order name, as the buyer knows it (#1007); null when the channel sent none. */
  order_name: NullableString(),
  /** The store the buyer ordered from (its domain). */
  store_name: NullableString(),
  /** The order's parcels that have a tracking number, oldest first; empty before it ships. */
  parcels: Type.Array(PublicParcelSchema),
});
export type PublicTracking = Static<typeof PublicTrackingSchema>;

export const publicTrackingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/open-api/orders/tracking/:order_id',
  params: PublicTrackingParamsSchema,
  response: PublicTrackingSchema,
  access: 'public',
  tag: 'tracking',
});
