import type { FeatureKey } from './feature-keys';

/**
 * What extra quota costs (ADR 027): a pack adds `units` to a feature's limit for the current
 * billing period, paid from the wallet in `currency` minor units. `charge-extra` sells the counted
 * features; `charge-ready2sale` sells READY2SALE (the Ready2Sale add-on). Gates (the bulk
 * features, cashback) and the redirected EXTRA_AI_PRODUCT_WRITING are not sold by the unit.
 */
export interface QuotaPack {
  units: number;
  /** Minor units of `currency`. */
  price: number;
  currency: 'USD';
}

export const EXTRA_QUOTA_PACKS = {
  IMPORT_PRODUCT: { units: 100, price: 500, currency: 'USD' },
  LISTING_PRODUCTS: { units: 50, price: 500, currency: 'USD' },
  AI_PRODUCT_WRITING: { units: 50, price: 500, currency: 'USD' },
  ORDER_FULFILLMENT: { units: 50, price: 500, currency: 'USD' },
  ORDER_TRACKING_NUMBERS: { units: 100, price: 300, currency: 'USD' },
  FIND_SIMILAR_PRODUCT: { units: 50, price: 300, currency: 'USD' },
} as const satisfies Partial<Record<FeatureKey, QuotaPack>>;

export type ExtraQuotaFeature = keyof typeof EXTRA_QUOTA_PACKS;
export const EXTRA_QUOTA_FEATURES = Object.keys(EXTRA_QUOTA_PACKS) as ExtraQuotaFeature[];

/** The Ready2Sale add-on: ready-to-sell products for the current period. */
export const READY2SALE_PACK = {
  units: 10,
  price: 990,
  currency: 'USD',
} as const satisfies QuotaPack;

/** Packs one call may buy. */
export const MAX_PACKS_PER_CHARGE = 20;

/** The price of `packs` packs. */
export function packsPrice(pack: QuotaPack, packs: number): { amount: number; currency: string } {
  return { amount: pack.price * packs, currency: pack.currency };
}

/** The billing page's "buy more" section, as a URL fragment (the usage popover links to it). */
export const EXTRA_QUOTA_ANCHOR = 'extra-quota';
