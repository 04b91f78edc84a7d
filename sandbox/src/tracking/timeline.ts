import { createHash } from 'node:crypto';

/**
 * How a parcel travels in the sandbox, shared by the supplier stand-ins (their own tracking
 * calls) and the 17TRACK-style tracking stand-in: a fixed sequence of carrier events, one every
 * `stepMs` after the supplier ships, so "the supplier ships" produces events over minutes, not
 * weeks. The ending (delivered, pickup, failed delivery, customs exception) follows from the
 * tracking number unless the control page forces one.
 */
export type Stage =
  | 'NotFound'
  | 'InfoReceived'
  | 'InTransit'
  | 'AvailableForPickup'
  | 'OutForDelivery'
  | 'Delivered'
  | 'Expired'
  | 'DeliveryFailure'
  | 'Exception';

export type Outcome = 'delivered' | 'pickup' | 'failure' | 'exception';

export interface Shipment {
  trackingNumber: string;
  /** Carrier display name. */
  carrier: string;
  /** 17TRACK-style numeric carrier code. */
  carrierCode: number;
  originCountry: string;
  destinationCountry: string;
  shippedAt: number;
  stepMs: number;
  outcome: Outcome;
}

export interface TimelineEvent {
  at: number;
  stage: Stage;
  subStatus: string;
  description: string;
  location: string;
}

/** Default pace: one carrier event a minute. */
export const DEFAULT_STEP_MS = 60_000;

export function outcomeFor(trackingNumber: string): Outcome {
  const byte = createHash('sha256').update(trackingNumber).digest()[0]!;
  const share = byte / 256;
  if (share < 0.8) return 'delivered';
  if (share < 0.88) return 'pickup';
  if (share < 0.95) return 'failure';
  return 'exception';
}

const ORIGIN_CITY: Record<string, string> = {
  CN: 'Shenzhen, CN',
  US: 'Ontario, CA, US',
  DE: 'Leipzig, DE',
  ES: 'Madrid, ES',
  FR: 'Roissy, FR',
  GB: 'Coventry, GB',
};

/** Every event of the shipment's whole journey, oldest first. */
export function fullTimeline(shipment: Shipment): TimelineEvent[] {
  const origin = ORIGIN_CITY[shipment.originCountry] ?? shipment.originCountry;
  const destination = shipment.destinationCountry;
  const steps: Omit<TimelineEvent, 'at'>[] = [
    {
      stage: 'InfoReceived',
      subStatus: 'InfoReceived',
      description: 'Shipment information received; label created by the sender',
      location: origin,
    },
    {
      stage: 'InTransit',
      subStatus: 'InTransit_PickedUp',
      description: 'Parcel picked up by the carrier',
      location: origin,
    },
    {
      stage: 'InTransit',
      subStatus: 'InTransit_Departure',
      description: 'Departed from the export sorting centre',
      location: origin,
    },
    {
      stage: 'InTransit',
      subStatus: 'InTransit_Arrival',
      description: 'Arrived in the destination country',
      location: destination,
    },
  ];
  switch (shipment.outcome) {
    case 'exception':
      steps.push({
        stage: 'Exception',
        subStatus: 'Exception_Other',
        description: 'Held by customs: additional documents required',
        location: destination,
      });
      break;
    case 'pickup':
      steps.push(
        {
          stage: 'InTransit',
          subStatus: 'InTransit_CustomsReleased',
          description: 'Customs clearance completed',
          location: destination,
        },
        {
          stage: 'AvailableForPickup',
          subStatus: 'AvailableForPickup_Other',
          description: 'Available for pickup at the local post office',
          location: destination,
        },
        {
          stage: 'Delivered',
          subStatus: 'Delivered_Other',
          description: 'Picked up by the recipient',
          location: destination,
        },
      );
      break;
    case 'failure':
      steps.push(
        {
          stage: 'InTransit',
          subStatus: 'InTransit_CustomsReleased',
          description: 'Customs clearance completed',
          location: destination,
        },
        {
          stage: 'OutForDelivery',
          subStatus: 'OutForDelivery_Other',
          description: 'Out for delivery',
          location: destination,
        },
        {
          stage: 'DeliveryFailure',
          subStatus: 'DeliveryFailure_NoBody',
          description: 'Delivery attempt failed: recipient not available',
          location: destination,
        },
      );
      break;
    default:
      steps.push(
        {
          stage: 'InTransit',
          subStatus: 'InTransit_CustomsReleased',
          description: 'Customs clearance completed',
          location: destination,
        },
        {
          stage: 'OutForDelivery',
          subStatus: 'OutForDelivery_Other',
          description: 'Out for delivery',
          location: destination,
        },
        {
          stage: 'Delivered',
          subStatus: 'Delivered_Other',
          description: 'Delivered to the recipient',
          location: destination,
        },
      );
  }
  return steps.map((step, index) => ({
    ...step,
    at: shipment.shippedAt + index * shipment.stepMs,
  }));
}

/** The events that have happened by `now`, newest first. */
export function eventsSoFar(shipment: Shipment, now: number): TimelineEvent[] {
  return fullTimeline(shipment)
    .filter((event) => event.at <= now)
    .reverse();
}

/** Whether the parcel's journey has reached its Delivered event by `now`. */
export function deliveredBy(shipment: Shipment, now: number): boolean {
  return eventsSoFar(shipment, now)[0]?.stage === 'Delivered';
}

/** Random-looking but deterministic tracking numbers in the UPU S10 shape: LP123456789CN. */
export function trackingNumberFor(seed: string, originCountry = 'CN'): string {
  const digest = createHash('sha256').update(seed).digest();
  const digits = String(digest.readUInt32BE(0) % 100_000_000).padStart(8, '0');
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = digits.split('').reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  let check = 11 - (sum % 11);
  if (check === 10) check = 0;
  if (check === 11) check = 5;
  return `LP${digits}${check}${originCountry}`;
}
