import type { Database } from '../../db/database';
import type { ParcelTrackingRow } from '../../db/schema';
import { OutboundClient, type OutboundLogger } from '../../integrations/http/outbound-client';
import { SeventeenTrackClient } from '../../integrations/tracking/seventeen-track';
import { FINAL_SHIPMENT_STATUSES } from '../../integrations/tracking/shipment-status';
import { trackingConfig } from '../../integrations/tracking/tracking-config';
import type { ShipmentStatus } from '../../integrations/suppliers/supplier-source';
import { applyTracking, followParcels, listParcels } from './repository';

/**
 * Following parcels for a workplace: register them with the tracking service, pull their status
 * on demand, and apply pushed updates. The orders area calls this when a source order gets a
 * tracking number; the tracking center reads the rows.
 */
export class ParcelTrackingService {
  readonly client: SeventeenTrackClient;

  constructor(
    private readonly db: Database,
    logger?: OutboundLogger,
    client?: SeventeenTrackClient,
  ) {
    this.client =
      client ??
      new SeventeenTrackClient(
        trackingConfig(),
        new OutboundClient({ service: 'tracking', logger }),
      );
  }

  /** Registers the numbers with the tracking service and starts keeping their status. */
  async follow(
    workplaceId: string,
    parcels: { trackingNumber: string; carrier?: string; reference?: string }[],
  ): Promise<{ followed: string[]; rejected: { number: string; message: string }[] }> {
    const result = await this.client.register(
      parcels.map((p) => ({ number: p.trackingNumber, tag: p.reference })),
      workplaceId,
    );
    await followParcels(
      this.db,
      workplaceId,
      parcels.filter((p) => result.accepted.includes(p.trackingNumber)),
    );
    return {
      followed: result.accepted,
      rejected: result.rejected.map((r) => ({ number: r.number, message: r.message })),
    };
  }

  /** Pulls the current status of the workplace's parcels that are not final yet. */
  async refresh(workplaceId: string, numbers?: string[]): Promise<ParcelTrackingRow[]> {
    const open = (await listParcels(this.db, workplaceId, numbers)).filter(
      (row) => !FINAL_SHIPMENT_STATUSES.includes(row.status as ShipmentStatus),
    );
    if (open.length > 0) {
      const parcels = await this.client.trackInfo(
        open.map((row) => ({ number: row.trackingNumber })),
        workplaceId,
      );
      for (const parcel of parcels) await applyTracking(this.db, parcel, workplaceId);
    }
    return listParcels(this.db, workplaceId, numbers);
  }

  /**
   * "Track now" (spec 002 §7 `trackings/track-now`): pulls the asked numbers the workplace follows;
   * the others come back as `notFound` and are never sent to the tracking service.
   */
  async trackNow(
    workplaceId: string,
    numbers: string[],
  ): Promise<{ parcels: ParcelTrackingRow[]; notFound: string[] }> {
    const wanted = [...new Set(numbers)];
    const followed = await listParcels(this.db, workplaceId, wanted);
    const known = new Set(followed.map((row) => row.trackingNumber));
    const notFound = wanted.filter((n) => !known.has(n));
    const parcels = known.size > 0 ? await this.refresh(workplaceId, [...known]) : [];
    return { parcels, notFound };
  }

  /** A pushed update, already verified: applies to every workplace following the number. */
  async applyPush(rawBody: string): Promise<number> {
    const parcel = this.client.parsePush(rawBody);
    return parcel ? applyTracking(this.db, parcel) : 0;
  }
}
