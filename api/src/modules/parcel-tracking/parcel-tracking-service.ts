import type { Database } from '../../db/database';
import type { ParcelTrackingRow } from '../../db/schema';
import { OutboundClient, type OutboundLogger } from '../../integrations/http/outbound-client';
import { SeventeenTrackClient } from '../../integrations/tracking/seventeen-track';
import { FINAL_SHIPMENT_STATUSES } from '../../integrations/tracking/shipment-status';
import { trackingConfig } from '../../integrations/tracking/tracking-config';
import type { ShipmentStatus } from '../../integrations/suppliers/supplier-source';
import { logRejectedNumbers } from '../orders/shipment-tracking/parcel-order-status';
import { checkQuota, consumeQuota } from '../quotas/quota-service';
import { applyTracking, followParcels, listParcels } from './repository';

/**
 * The tracking service refused the number of a parcel an order ships (invalid, unknown to it):
 * the refusal is on the order's log, and the caller must not treat the order as shipped (ADR 041).
 */
export class TrackingNumberRejectedError extends Error {
  constructor(readonly rejected: { number: string; code: number; reference: string }[]) {
    super(`tracking service rejected ${rejected.map((r) => r.number).join(', ')}`);
    this.name = 'TrackingNumberRejectedError';
  }
}

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

  /**
   * Registers the numbers with the tracking service and starts keeping their status. Each number
   * new to the workplace takes one ORDER_TRACKING_NUMBERS unit (ADR 026), counted with the rows
   * it adds, so concurrent calls cannot pass the limit; a number already followed costs nothing.
   * Over the limit it throws QUOTA_EXPIRED before the tracking service is called, and follows
   * nothing. A refused number of a parcel with a reference (the order it ships) is logged on that
   * order once, and the call then throws TrackingNumberRejectedError (the accepted ones are
   * followed): the order must not move as if it had shipped. Without a reference a refusal is only
   * returned.
   */
  async follow(
    workplaceId: string,
    parcels: { trackingNumber: string; carrier?: string; reference?: string }[],
    now = new Date(),
  ): Promise<{ followed: string[]; rejected: { number: string; message: string }[] }> {
    const known = new Set(
      (
        await listParcels(
          this.db,
          workplaceId,
          parcels.map((p) => p.trackingNumber),
        )
      ).map((row) => row.trackingNumber),
    );
    const fresh = new Set(parcels.map((p) => p.trackingNumber).filter((n) => !known.has(n)));
    if (fresh.size > 0)
      await checkQuota(this.db, {
        workplaceId,
        feature: 'ORDER_TRACKING_NUMBERS',
        amount: fresh.size,
        now,
      });
    const result = await this.client.register(
      parcels.map((p) => ({ number: p.trackingNumber, tag: p.reference })),
      workplaceId,
    );
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const added = await followParcels(
        tx,
        workplaceId,
        parcels.filter((p) => result.accepted.includes(p.trackingNumber)),
      );
      if (added > 0)
        await consumeQuota(tx, {
          workplaceId,
          feature: 'ORDER_TRACKING_NUMBERS',
          amount: added,
          now,
        });
    });
    const refused = result.rejected.flatMap((r) => {
      const reference = parcels.find((p) => p.trackingNumber === r.number)?.reference;
      return reference ? [{ number: r.number, code: r.code, reference }] : [];
    });
    if (refused.length > 0) {
      await logRejectedNumbers(this.db, workplaceId, refused);
      throw new TrackingNumberRejectedError(refused);
    }
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
