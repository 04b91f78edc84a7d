import { createHash, timingSafeEqual } from 'node:crypto';
import type { OutboundClient } from '../http/outbound-client';
import type { SupplierTracking, TrackingEvent } from '../suppliers/supplier-source';
import { shipmentStatusFromStage } from './shipment-status';
import type { TrackingConfig } from './tracking-config';

/**
 * Parcel tracking through a 17TRACK-style API (v2.2): register numbers, pull their status
 * (gettrackinfo), and read pushed updates (TRACKING_UPDATED, `sign` header). Carrier stages map
 * to the shipment statuses of spec 002 §3.
 */

export class TrackingApiError extends Error {
  constructor(
    readonly code: number,
    readonly detail: string,
  ) {
    super(`tracking ${code}: ${detail}`);
    this.name = 'TrackingApiError';
  }
}

export interface TrackingNumber {
  number: string;
  /** 17TRACK carrier code; detected when absent. */
  carrier?: number;
  /** Our reference (an order id), echoed back in pushes. */
  tag?: string;
}

export interface RegisterResult {
  accepted: string[];
  /** Already registered numbers count as accepted: registering is idempotent for us. */
  rejected: { number: string; code: number; message: string }[];
}

export interface ParcelTracking extends SupplierTracking {
  tag?: string;
}

/** 17TRACK's "already registered" rejection. */
const ALREADY_REGISTERED = -18019901;
/** One call takes at most 40 numbers. */
const BATCH = 40;

interface Answer<T> {
  code?: number;
  data?: T;
}
interface Rejected {
  number?: string;
  error?: { code?: number; message?: string };
}
interface EventDto {
  time_iso?: string;
  time_utc?: string;
  description?: string;
  location?: string | null;
  stage?: string | null;
}
interface TrackRecord {
  number?: string;
  carrier?: number;
  tag?: string;
  track_info?: {
    latest_status?: { status?: string };
    tracking?: { providers?: { provider?: { name?: string }; events?: EventDto[] }[] };
  };
}

export class SeventeenTrackClient {
  constructor(
    private readonly config: TrackingConfig,
    private readonly http: OutboundClient,
  ) {}

  async register(numbers: TrackingNumber[], tenantId: string): Promise<RegisterResult> {
    const result: RegisterResult = { accepted: [], rejected: [] };
    for (let i = 0; i < numbers.length; i += BATCH) {
      const data = await this.post<{ accepted?: { number?: string }[]; rejected?: Rejected[] }>(
        '/register',
        numbers.slice(i, i + BATCH),
        tenantId,
        // registering twice only earns an "already registered" rejection
        true,
      );
      for (const item of data.accepted ?? []) if (item.number) result.accepted.push(item.number);
      for (const item of data.rejected ?? []) {
        if (item.error?.code === ALREADY_REGISTERED && item.number)
          result.accepted.push(item.number);
        else
          result.rejected.push({
            number: item.number ?? '',
            code: item.error?.code ?? 0,
            message: item.error?.message ?? '',
          });
      }
    }
    return result;
  }

  /** Current status and events of registered numbers; unregistered numbers are left out. */
  async trackInfo(numbers: TrackingNumber[], tenantId: string): Promise<ParcelTracking[]> {
    const parcels: ParcelTracking[] = [];
    for (let i = 0; i < numbers.length; i += BATCH) {
      const data = await this.post<{ accepted?: TrackRecord[] }>(
        '/gettrackinfo',
        numbers.slice(i, i + BATCH).map(({ number, carrier }) => ({ number, carrier })),
        tenantId,
        true,
      );
      for (const record of data.accepted ?? []) parcels.push(toParcel(record));
    }
    return parcels;
  }

  /** True when `sign` is sha256(rawBody + "/" + key) — compare before parsing anything. */
  verifyPush(rawBody: string, sign: string | undefined): boolean {
    if (!sign) return false;
    const expected = createHash('sha256').update(`${rawBody}/${this.config.apiKey}`).digest('hex');
    const given = sign.trim().toLowerCase();
    return (
      given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    );
  }

  /** A verified push's parcel; undefined for other events (e.g. TRACKING_STOPPED). */
  parsePush(rawBody: string): ParcelTracking | undefined {
    const body = JSON.parse(rawBody) as { event?: string; data?: TrackRecord };
    if (body.event !== 'TRACKING_UPDATED' || !body.data) return undefined;
    return toParcel(body.data);
  }

  private async post<T>(
    path: string,
    body: unknown,
    tenantId: string,
    idempotent: boolean,
  ): Promise<T> {
    const response = await this.http.request({
      method: 'POST',
      url: `${this.config.apiUrl}${path}`,
      headers: { '17token': this.config.apiKey },
      json: body,
      tenantId,
      operation: `17track${path}`,
      idempotent,
    });
    let answer: Answer<T>;
    try {
      answer = response.json();
    } catch {
      throw new TrackingApiError(response.status, `HTTP ${response.status}`);
    }
    if (answer.code !== 0 || !answer.data)
      throw new TrackingApiError(answer.code ?? response.status, `HTTP ${response.status}`);
    return answer.data;
  }
}

function toParcel(record: TrackRecord): ParcelTracking {
  const provider = record.track_info?.tracking?.providers?.[0];
  const events: TrackingEvent[] = (provider?.events ?? [])
    .map((event) => ({
      time: event.time_utc ?? event.time_iso ?? '',
      description: event.description ?? '',
      location: event.location ?? undefined,
      status: shipmentStatusFromStage(event.stage),
    }))
    .sort((a, b) => b.time.localeCompare(a.time));
  return {
    trackingNumber: record.number ?? '',
    carrier: provider?.provider?.name,
    status: shipmentStatusFromStage(record.track_info?.latest_status?.status) ?? 'NOT_FOUND',
    events,
    tag: record.tag || undefined,
  };
}
