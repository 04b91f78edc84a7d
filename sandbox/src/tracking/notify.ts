import { standInEnvNames, type StandInOptions } from '../stand-in';
import { outcomeFor, trackingNumberFor, type Outcome, type Shipment } from './timeline';

/**
 * Where the tracking stand-in is, for a stand-in that ships parcels: SANDBOX_TRACKING_URL, else
 * the stand-in's host on SANDBOX_TRACKING_PORT (4105).
 */
export function trackingStandInUrl(options: Pick<StandInOptions, 'env' | 'host'>): string {
  const names = standInEnvNames('tracking');
  const port = options.env[names.port]?.trim() || '4105';
  const host = options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
  return options.env[names.url]?.trim() || `http://${host}:${port}`;
}

/**
 * Tells the 17TRACK-style stand-in that a supplier stand-in shipped a parcel, so the tracking
 * service knows the number as a real carrier would. Best effort: the supplier's own tracking
 * call works without it, and the tracking stand-in may not be running in a unit test.
 */
export async function notifyTrackingStandIn(
  trackingUrl: string | undefined,
  shipment: Shipment,
): Promise<void> {
  if (!trackingUrl) return;
  try {
    await fetch(`${trackingUrl}/_control/shipments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shipment),
      signal: AbortSignal.timeout(2_000),
    });
  } catch {
    // the tracking stand-in is not running: the parcel stays known to the supplier only
  }
}

/**
 * A supplier stand-in ships a parcel from China: its tracking number (from `seed`, the same on
 * every run), the parcel's journey (its outcome drawn from the number unless given), and the
 * tracking stand-in told, as `told` to await where an answer must come after it.
 */
export function shipParcel(
  trackingUrl: string | undefined,
  parcel: {
    seed: string;
    carrier: string;
    carrierCode: number;
    destinationCountry: string;
    shippedAt: number;
    stepMs: number;
    outcome?: Outcome;
  },
): { shipment: Shipment; told: Promise<void> } {
  const { seed, outcome, ...rest } = parcel;
  const trackingNumber = trackingNumberFor(seed);
  const shipment: Shipment = {
    ...rest,
    trackingNumber,
    originCountry: 'CN',
    outcome: outcome ?? outcomeFor(trackingNumber),
  };
  return { shipment, told: notifyTrackingStandIn(trackingUrl, shipment) };
}
