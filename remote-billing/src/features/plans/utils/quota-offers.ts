import type { QuotaUsage } from '@omni/shared/contracts';
import {
  EXTRA_QUOTA_FEATURES,
  READY2SALE_PACK,
  EXTRA_QUOTA_PACKS,
  isUnlimited,
  type ExtraQuotaFeature,
  type QuotaPack,
} from '@omni/shared/plans';

export type OfferFeature = ExtraQuotaFeature | 'READY2SALE';

export interface QuotaOffer {
  feature: OfferFeature;
  pack: QuotaPack;
  /** The feature this period, extra units already bought included; null when the plan has none. */
  quota: { limit: number; usage: number } | null;
}

/**
 * What can be bought for the current period (ADR 027): extra units of each counted feature the
 * plan includes with a limit (charge-extra refuses a feature the plan leaves out, limit 0, and an
 * unlimited one), and the Ready2Sale add-on, which a plan without READY2SALE may buy too; an
 * unlimited READY2SALE needs no add-on.
 */
export function quotaOffers(usage: QuotaUsage): QuotaOffer[] {
  const offers: QuotaOffer[] = EXTRA_QUOTA_FEATURES.flatMap((feature) => {
    const quota = usage.features[feature];
    if (!quota || quota.limit === 0 || isUnlimited(quota.limit)) return [];
    return [
      {
        feature,
        pack: EXTRA_QUOTA_PACKS[feature],
        quota: { limit: quota.limit, usage: quota.usage },
      },
    ];
  });
  const ready2sale = usage.features.READY2SALE;
  if (!ready2sale || !isUnlimited(ready2sale.limit))
    offers.push({
      feature: 'READY2SALE',
      pack: READY2SALE_PACK,
      quota:
        ready2sale && ready2sale.limit > 0
          ? { limit: ready2sale.limit, usage: ready2sale.usage }
          : null,
    });
  return offers;
}
