import {
  DEFAULT_PRODUCT_SORT,
  LISTING_COUNT_FILTERS,
  ORDER_COUNT_FILTERS,
  PRICE_FILTERS,
  PRODUCT_SORTS,
  type ListingCountFilter,
  type OrderCountFilter,
  type PriceFilter,
  type ProductSearchQuery,
  type ProductSort,
} from '@omni/shared/contracts';
import { DEFAULT_SHIP_TO, resolveShipTo } from '@omni/shared/format';

/**
 * Everything the product list is narrowed and ordered by (spec 000 §9, 001 §9). It lives in the
 * URL so a search can be shared, reloaded and gone back to. Bucket keys and sort names are the
 * API's (`@omni/shared/contracts`); 'all' is the absence of a filter.
 */
export interface SearchFilters {
  keyword: string;
  sort: ProductSort;
  orderCount: OrderCountFilter;
  price: PriceFilter;
  listingCount: ListingCountFilter;
  /** Rating 4 stars and up. */
  rating4Up: boolean;
  /** ISO code (GB, not UK). */
  shipTo: string;
}

export const DEFAULT_FILTERS: SearchFilters = {
  keyword: '',
  sort: DEFAULT_PRODUCT_SORT,
  orderCount: 'all',
  price: 'all',
  listingCount: 'all',
  rating4Up: false,
  shipTo: DEFAULT_SHIP_TO,
};

export const ORDER_COUNT_CHOICES = Object.keys(ORDER_COUNT_FILTERS) as OrderCountFilter[];
export const PRICE_CHOICES = Object.keys(PRICE_FILTERS) as PriceFilter[];
export const LISTING_COUNT_CHOICES = Object.keys(LISTING_COUNT_FILTERS) as ListingCountFilter[];

/** URL search parameter names; `source` belongs to the source choice (omni, aliexpress…). */
export const FILTER_PARAMS = {
  keyword: 'q',
  sort: 'sort',
  orderCount: 'orders',
  price: 'price',
  listingCount: 'listings',
  rating4Up: 'rating',
  shipTo: 'ship_to',
} as const;

/** Longest keyword kept (the API's limit): a pasted page of text is not a search. */
export const MAX_KEYWORD_LENGTH = 200;

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return value !== null && (choices as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/**
 * The filters a URL holds. Unknown or hand-edited values fall back to their defaults one by one,
 * so a bad link still shows products instead of an error.
 */
export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  return {
    keyword: (params.get(FILTER_PARAMS.keyword) ?? '').trim().slice(0, MAX_KEYWORD_LENGTH),
    sort: oneOf(PRODUCT_SORTS, params.get(FILTER_PARAMS.sort)) ?? DEFAULT_FILTERS.sort,
    orderCount: oneOf(ORDER_COUNT_CHOICES, params.get(FILTER_PARAMS.orderCount)) ?? 'all',
    price: oneOf(PRICE_CHOICES, params.get(FILTER_PARAMS.price)) ?? 'all',
    listingCount: oneOf(LISTING_COUNT_CHOICES, params.get(FILTER_PARAMS.listingCount)) ?? 'all',
    rating4Up: params.get(FILTER_PARAMS.rating4Up) === '4',
    shipTo: resolveShipTo(params.get(FILTER_PARAMS.shipTo)),
  };
}

/**
 * Writes filters into URL parameters, keeping the others (the source choice…). Defaults are
 * left out so the plain page has a plain URL.
 */
export function writeSearchFilters(
  current: URLSearchParams,
  filters: SearchFilters,
): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string, fallback: string) => {
    if (value === '' || value === fallback) params.delete(name);
    else params.set(name, value);
  };
  set(FILTER_PARAMS.keyword, filters.keyword.trim().slice(0, MAX_KEYWORD_LENGTH), '');
  set(FILTER_PARAMS.sort, filters.sort, DEFAULT_FILTERS.sort);
  set(FILTER_PARAMS.orderCount, filters.orderCount, 'all');
  set(FILTER_PARAMS.price, filters.price, 'all');
  set(FILTER_PARAMS.listingCount, filters.listingCount, 'all');
  set(FILTER_PARAMS.rating4Up, filters.rating4Up ? '4' : '', '');
  set(FILTER_PARAMS.shipTo, filters.shipTo, DEFAULT_SHIP_TO);
  return params;
}

/** How many filters (not sort, keyword or ship-to) narrow the list, for the filter badge. */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.orderCount !== 'all',
    filters.price !== 'all',
    filters.listingCount !== 'all',
    filters.rating4Up,
  ].filter(Boolean).length;
}

/** The API query for the filters: 'all' and defaults are left out. */
export function toSearchQuery(
  filters: SearchFilters,
): Omit<ProductSearchQuery, 'page' | 'page_size' | 'source'> {
  return {
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    sort: filters.sort,
    ship_to: filters.shipTo,
    ...(filters.orderCount !== 'all' ? { order_count: filters.orderCount } : {}),
    ...(filters.price !== 'all' ? { price: filters.price } : {}),
    ...(filters.listingCount !== 'all' ? { listing_count: filters.listingCount } : {}),
    ...(filters.rating4Up ? { rating_4_up: true } : {}),
  };
}
