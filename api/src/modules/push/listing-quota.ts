import type { Database } from '../../db/database';
import { consumeQuota, readQuotas, releaseQuota } from '../quotas/quota-service';

export interface ListingQuota {
  limit: number;
  usage: number;
}

/**
 * Takes `cost` LISTING_PRODUCTS units for the new listings of a push request, inside its
 * transaction (the quota service counts atomically, so concurrent pushes never pass the limit),
 * or throws QUOTA_EXPIRED and takes nothing. Updates of existing listings cost nothing.
 */
export async function consumeListingQuota(
  tx: Database,
  workplaceId: string,
  cost: number,
  now: Date,
): Promise<ListingQuota> {
  if (cost > 0) {
    const { limit, usage } = await consumeQuota(tx, {
      workplaceId,
      feature: 'LISTING_PRODUCTS',
      amount: cost,
      now,
    });
    return { limit, usage };
  }
  const { limit, usage } = (await readQuotas(tx, { workplaceId, now })).features.LISTING_PRODUCTS;
  return { limit, usage };
}

/** Gives back the units of a new listing whose push failed for good. */
export async function releaseListingQuota(
  db: Database,
  workplaceId: string,
  cost: number,
  now: Date,
): Promise<void> {
  if (cost > 0)
    await releaseQuota(db, { workplaceId, feature: 'LISTING_PRODUCTS', amount: cost, now });
}
