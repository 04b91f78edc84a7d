/** The product center's mapping tabs: every product, those mapped to a supplier, the rest. */
export const MAPPING_FILTERS = ['all', 'mapped', 'unmapped'] as const;

export type MappingFilter = (typeof MAPPING_FILTERS)[number];

export function resolveMappingFilter(value: string | null | undefined): MappingFilter {
  return (MAPPING_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as MappingFilter)
    : 'all';
}

/** The shape of GET center/products/count. */
export interface ProductCounts {
  import_list: number;
  product_center: number;
  mapped: number;
  unmapped: number;
}

/** The badge of a mapping tab: the product center total on "all", else the tab's own count. */
export function mappingFilterCount(
  counts: ProductCounts | undefined,
  filter: MappingFilter,
): number {
  if (!counts) return 0;
  return filter === 'all' ? counts.product_center : counts[filter];
}
