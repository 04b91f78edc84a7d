import type { ShipmentStatus } from '../suppliers/supplier-source';

/**
 * Carrier stages → the shipment statuses of spec 002 §3 (the shipment tab's sub-statuses are
 * these in lower case). 17TRACK's main statuses map one to one; suppliers' own words
 * ("In transit", "Delivered", "Out for delivery") are read the same way once spaces, dashes and
 * case are dropped.
 */
const BY_STAGE: Record<string, ShipmentStatus> = {
  notfound: 'NOT_FOUND',
  inforeceived: 'INFO_RECEIVED',
  intransit: 'IN_TRANSIT',
  availableforpickup: 'AVAILABLE_FOR_PICKUP',
  outfordelivery: 'OUT_FOR_DELIVERY',
  delivered: 'DELIVERED',
  expired: 'EXPIRED',
  deliveryfailure: 'DELIVERY_FAILURE',
  undelivered: 'DELIVERY_FAILURE',
  exception: 'EXCEPTION',
  alert: 'ALERT',
  pending: 'PENDING',
  pickup: 'IN_TRANSIT',
};

/** The status a stage name stands for; unknown words → undefined (keep the previous status). */
export function shipmentStatusFromStage(
  stage: string | null | undefined,
): ShipmentStatus | undefined {
  if (!stage) return undefined;
  const key = stage.toLowerCase().replace(/[^a-z]/g, '');
  return BY_STAGE[key];
}

/** Final statuses: tracking stops polling once a parcel reaches one. */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['DELIVERED', 'EXPIRED'];
