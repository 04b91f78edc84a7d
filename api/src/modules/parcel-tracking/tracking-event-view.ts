import {
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  type TrackingEventView,
} from '@omni/shared/contracts/parcel-tracking';
import type { ParcelTrackingEvent } from '../../db/schema';

/** A status word of spec 002 §3, or undefined for any other word the tracking service sent. */
export const shipmentStatus = (value: string | undefined): ShipmentStatus | undefined =>
  (SHIPMENT_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ShipmentStatus)
    : undefined;

/** A stored carrier event as the API answers it (the merchant's tracking and the public page). */
export function trackingEventView(event: ParcelTrackingEvent): TrackingEventView {
  const status = shipmentStatus(event.status);
  return {
    time: event.time,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    ...(status ? { status } : {}),
  };
}
