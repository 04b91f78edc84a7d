import type { SourcingSource } from '@omni/shared/contracts';

/**
 * Where products can be found, in the order the source choice shows them (spec 001 §2; Temu
 * joins eBay and Amazon as an extension source, spec 001 §7).
 */
export const PRODUCT_SOURCES = ['omni', 'aliexpress', 'ebay', 'amazon', 'temu'] as const;

export type ProductSource = (typeof PRODUCT_SOURCES)[number];

/** The product's own catalogue is the default source. */
export const DEFAULT_PRODUCT_SOURCE: ProductSource = 'omni';

export function resolveProductSource(value: string | null | undefined): ProductSource {
  return (PRODUCT_SOURCES as readonly string[]).includes(value ?? '')
    ? (value as ProductSource)
    : DEFAULT_PRODUCT_SOURCE;
}

/**
 * The source the search API takes for a choice, or null for the sources that come through the
 * browser extension (eBay, Amazon, Temu) and cannot be searched here.
 */
export function searchableSource(source: ProductSource): SourcingSource | null {
  return source === 'omni' || source === 'aliexpress' ? source : null;
}
