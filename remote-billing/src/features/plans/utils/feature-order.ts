/**
 * The order plan cards list features in: what a merchant compares first (products, orders,
 * tracking), then the extras. The API keeps features in a map with no meaningful order.
 */
export const FEATURE_DISPLAY_ORDER = [
  'IMPORT_PRODUCT',
  'LISTING_PRODUCTS',
  'ORDER_FULFILLMENT',
  'ORDER_TRACKING_NUMBERS',
  'BULK_PUBLISH_TO_STORE',
  'BULK_ORDER_FULFILLMENT',
  'AI_PRODUCT_WRITING',
  'EXTRA_AI_PRODUCT_WRITING',
  'FIND_SIMILAR_PRODUCT',
  'READY2SALE',
  'ADMIAD_CASHBACK',
] as const;

/** The features of a plan in display order; keys this release does not know come last, by name. */
export function orderedFeatures<F>(features: Record<string, F>): [string, F][] {
  const rank = (key: string) => {
    const index = (FEATURE_DISPLAY_ORDER as readonly string[]).indexOf(key);
    return index === -1 ? FEATURE_DISPLAY_ORDER.length : index;
  };
  return Object.entries(features).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}
