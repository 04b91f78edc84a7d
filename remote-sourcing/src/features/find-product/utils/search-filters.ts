import { DEFAULT_SHIP_TO, resolveShipTo } from '../../ship-to/utils/ship-to-countries';

/** A numeric range of a filter choice; an open end is undefined. */
export interface Bounds {
  min?: number;
  max?: number;
}

/** Order count choices of spec 000 §9 / 001 §9 ('all' is no filter). */
export const ORDER_COUNT_RANGES = {
  over_100: { min: 100 },
  under_500: { max: 500 },
  '500_1000': { min: 500, max: 1000 },
  '1000_5000': { min: 1000, max: 5000 },
  '5000_10000': { min: 5000, max: 10000 },
  over_10000: { min: 10000 },
} as const satisfies Record<string, Bounds>;

/** Price choices, in USD (the catalogue's currency). */
export const PRICE_RANGES = {
  under_10: { max: 10 },
  '10_30': { min: 10, max: 30 },
  '30_50': { min: 30, max: 50 },
  '50_100': { min: 50, max: 100 },
  over_100: { min: 100 },
} as const satisfies Record<string, Bounds>;

/** Listing count choices: how many stores already list the product. */
export const LISTING_COUNT_RANGES = {
  under_100: { max: 100 },
  '100_250': { min: 100, max: 250 },
  '250_500': { min: 250, max: 500 },
  '500_750': { min: 500, max: 750 },
  '750_1000': { min: 750, max: 1000 },
  over_1000: { min: 1000 },
} as const satisfies Record<string, Bounds>;

export type OrderCountRange = keyof typeof ORDER_COUNT_RANGES;
export type PriceRange = keyof typeof PRICE_RANGES;
export type ListingCountRange = keyof typeof LISTING_COUNT_RANGES;

/**
 * Sorts of find product (001 §9, 000 §9): most relevant, price, profit (default: highest
 * profit), orders, shipping time min and shipping cost, each both ways.
 */
export const SORTS = [
  'profit_desc',
  'relevance',
  'price_asc',
  'price_desc',
  'profit_asc',
  'orders_desc',
  'orders_asc',
  'shipping_time_asc',
  'shipping_time_desc',
  'shipping_cost_asc',
  'shipping_cost_desc',
] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'profit_desc';

/** The source filter on cards (001 §9): all, or AliExpress only. */
export const SOURCE_FILTERS = ['all', 'aliexpress'] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number];

/** Everything the product list is narrowed and ordered by; it lives in the URL. */
export interface SearchFilters {
  keyword: string;
  sort: Sort;
  orderCount?: OrderCountRange;
  price?: PriceRange;
  listingCount?: ListingCountRange;
  /** Rating 4 stars and up. */
  rating4Up: boolean;
  /** ISO code (GB, not UK). */
  shipTo: string;
  sourceFilter: SourceFilter;
}

export const DEFAULT_FILTERS: SearchFilters = {
  keyword: '',
  sort: DEFAULT_SORT,
  rating4Up: false,
  shipTo: DEFAULT_SHIP_TO,
  sourceFilter: 'all',
};

/** URL search parameter names; `source` belongs to the source choice (omni, aliexpress…). */
export const FILTER_PARAMS = {
  keyword: 'q',
  sort: 'sort',
  orderCount: 'orders',
  price: 'price',
  listingCount: 'listings',
  rating4Up: 'rating',
  shipTo: 'ship_to',
  sourceFilter: 'from',
} as const;

/** Longest keyword kept: a pasted page of text is not a search. */
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
  const keyword = (params.get(FILTER_PARAMS.keyword) ?? '').trim().slice(0, MAX_KEYWORD_LENGTH);
  const orderCount = oneOf(
    Object.keys(ORDER_COUNT_RANGES) as OrderCountRange[],
    params.get(FILTER_PARAMS.orderCount),
  );
  const price = oneOf(Object.keys(PRICE_RANGES) as PriceRange[], params.get(FILTER_PARAMS.price));
  const listingCount = oneOf(
    Object.keys(LISTING_COUNT_RANGES) as ListingCountRange[],
    params.get(FILTER_PARAMS.listingCount),
  );
  return {
    keyword,
    sort: oneOf(SORTS, params.get(FILTER_PARAMS.sort)) ?? DEFAULT_SORT,
    ...(orderCount ? { orderCount } : {}),
    ...(price ? { price } : {}),
    ...(listingCount ? { listingCount } : {}),
    rating4Up: params.get(FILTER_PARAMS.rating4Up) === '4',
    shipTo: resolveShipTo(params.get(FILTER_PARAMS.shipTo)),
    sourceFilter: oneOf(SOURCE_FILTERS, params.get(FILTER_PARAMS.sourceFilter)) ?? 'all',
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
  const set = (name: string, value: string | undefined, fallback?: string) => {
    if (value === undefined || value === '' || value === fallback) params.delete(name);
    else params.set(name, value);
  };
  set(FILTER_PARAMS.keyword, filters.keyword.trim().slice(0, MAX_KEYWORD_LENGTH));
  set(FILTER_PARAMS.sort, filters.sort, DEFAULT_SORT);
  set(FILTER_PARAMS.orderCount, filters.orderCount);
  set(FILTER_PARAMS.price, filters.price);
  set(FILTER_PARAMS.listingCount, filters.listingCount);
  set(FILTER_PARAMS.rating4Up, filters.rating4Up ? '4' : undefined);
  set(FILTER_PARAMS.shipTo, filters.shipTo, DEFAULT_SHIP_TO);
  set(FILTER_PARAMS.sourceFilter, filters.sourceFilter, 'all');
  return params;
}

/** How many filters (not sort, not keyword, not ship-to) narrow the list, for the filter badge. */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.orderCount,
    filters.price,
    filters.listingCount,
    filters.rating4Up || undefined,
    filters.sourceFilter === 'all' ? undefined : filters.sourceFilter,
  ].filter(Boolean).length;
}
