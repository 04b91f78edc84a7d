// Not in the contracts index: every remote that imports the index loads it whole (a shared
// module); only the orders remote and the API follow parcels.
import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';

/**
 * Parcels a workplace follows (tracking center, spec 002 §2 shipment tab and §7 Tracking center).
 * Statuses are the shipment statuses of spec 002 §3; the shipment tab's sub-statuses are the
 * same words in lower case.
 */
export const SHIPMENT_STATUSES = [
  'NOT_FOUND',
  'INFO_RECEIVED',
  'IN_TRANSIT',
  'AVAILABLE_FOR_PICKUP',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'EXPIRED',
  'DELIVERY_FAILURE',
  'EXCEPTION',
  'ALERT',
  'PENDING',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const ShipmentStatusSchema = Type.Enum(SHIPMENT_STATUSES);

/** Tracking numbers as carriers issue them: letters and digits, 8 to 40 characters. */
export const TrackingNumberSchema = Type.String({ pattern: '^[A-Za-z0-9]{8,40}$' });

export const TrackingEventSchema = Type.Object({
  time: Type.String(),
  description: Type.String(),
  location: Type.Optional(Type.String()),
  status: Type.Optional(ShipmentStatusSchema),
});
export type TrackingEventView = Static<typeof TrackingEventSchema>;

export const ParcelTrackingSchema = Type.Object({
  tracking_number: Type.String(),
  carrier: Type.Union([Type.String(), Type.Null()]),
  /** Our reference for the parcel (the order it ships). */
  reference: Type.Union([Type.String(), Type.Null()]),
  status: ShipmentStatusSchema,
  /** Newest first. */
  events: Type.Array(TrackingEventSchema),
  last_event_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updated_at: Type.String({ format: 'date-time' }),
});
export type ParcelTrackingView = Static<typeof ParcelTrackingSchema>;

// POST orders/v2/trackings/track-now — pulls the current status of the workplace's parcels from
// the tracking service now, instead of waiting for its next push. Numbers the workplace does not
// follow are not pulled (`not_found`); delivered or expired parcels answer what is stored.
/** The most numbers one track-now call pulls. */
export const TRACK_NOW_MAX = 40;
export const TrackNowBodySchema = Type.Object({
  tracking_numbers: Type.Array(TrackingNumberSchema, { minItems: 1, maxItems: TRACK_NOW_MAX }),
});
export type TrackNowBody = Static<typeof TrackNowBodySchema>;

export const TrackNowResultSchema = Type.Object({
  trackings: Type.Array(ParcelTrackingSchema),
  /** Asked for but not followed by this workplace. */
  not_found: Type.Array(Type.String()),
});
export type TrackNowResult = Static<typeof TrackNowResultSchema>;

export const trackNowEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v2/trackings/track-now',
  body: TrackNowBodySchema,
  response: TrackNowResultSchema,
  tag: 'tracking',
});
