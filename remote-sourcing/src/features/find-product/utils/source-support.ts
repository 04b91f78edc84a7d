import {
  SOURCE_SEARCH_SUPPORT,
  type ProductSort,
  type SearchFilterName,
  type SourcingSource,
} from '@omni/shared/contracts';
import type { SearchFilters } from './search-filters';

/** Which filter of the bar each API filter is. */
const FILTER_FIELDS: Record<Exclude<SearchFilterName, 'category_id'>, keyof SearchFilters> = {
  order_count: 'orderCount',
  price: 'price',
  listing_count: 'listingCount',
  rating_4_up: 'rating4Up',
};

export const sortSupported = (source: SourcingSource, sort: ProductSort) =>
  SOURCE_SEARCH_SUPPORT[source].sorts.includes(sort);

export const filterSupported = (source: SourcingSource, filter: SearchFilterName) =>
  SOURCE_SEARCH_SUPPORT[source].filters.includes(filter);

/**
 * The filters a source's search can apply: the sort falls back to the source's first (most
 * relevant) and unsupported filters to none. The URL keeps what the user chose, so switching
 * back to the own catalogue restores it; the bar says which options the source lacks.
 */
export function filtersForSource(filters: SearchFilters, source: SourcingSource): SearchFilters {
  const support = SOURCE_SEARCH_SUPPORT[source];
  return {
    ...filters,
    sort: sortSupported(source, filters.sort) ? filters.sort : support.sorts[0]!,
    orderCount: filterSupported(source, 'order_count') ? filters.orderCount : 'all',
    price: filterSupported(source, 'price') ? filters.price : 'all',
    listingCount: filterSupported(source, 'listing_count') ? filters.listingCount : 'all',
    rating4Up: filterSupported(source, 'rating_4_up') ? filters.rating4Up : false,
  };
}

/** The bar's filters a source cannot apply (empty for the own catalogue). */
export function unavailableFilters(source: SourcingSource): Array<keyof SearchFilters> {
  return (Object.keys(FILTER_FIELDS) as Array<keyof typeof FILTER_FIELDS>)
    .filter((filter) => !filterSupported(source, filter))
    .map((filter) => FILTER_FIELDS[filter]);
}
