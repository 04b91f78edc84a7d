/** The plan feature keys of spec 000 §3; each is a quota the API counts (api/src/modules/quotas). */
export const FEATURE_KEYS = [
  'IMPORT_PRODUCT',
  'LISTING_PRODUCTS',
  'ORDER_FULFILLMENT',
  'ORDER_TRACKING_NUMBERS',
  'AI_PRODUCT_WRITING',
  'EXTRA_AI_PRODUCT_WRITING',
  'READY2SALE',
  'BULK_ORDER_FULFILLMENT',
  'ADMIAD_CASHBACK',
  'BULK_PUBLISH_TO_STORE',
  'FIND_SIMILAR_PRODUCT',
] as const;

export type FeatureKey = (typeof FEATURE_KEYS)[number];

export function isFeatureKey(value: string): value is FeatureKey {
  return (FEATURE_KEYS as readonly string[]).includes(value);
}
