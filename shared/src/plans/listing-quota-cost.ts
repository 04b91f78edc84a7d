/** Variants counted as one listing (spec 001 §9). */
export const VARIANTS_PER_LISTING = 100;

export type ListingQuotaFeature = 'LISTING_PRODUCTS' | 'IMPORT_PRODUCT';

/**
 * Quota a product costs by its variant count (spec 001 §9). LISTING_PRODUCTS: ceil(variants/100)
 * when over 100 variants, else 1. IMPORT_PRODUCT: the extra on top of the import itself,
 * ceil(variants/100) - 1 (0 up to 100 variants).
 */
export function listingQuotaCost(variantCount: number, featureKey: ListingQuotaFeature): number {
  const variants = Math.max(0, Math.floor(variantCount || 0));
  const blocks = Math.ceil(variants / VARIANTS_PER_LISTING);
  if (featureKey === 'IMPORT_PRODUCT') return Math.max(0, blocks - 1);
  return variants > VARIANTS_PER_LISTING ? blocks : 1;
}
