import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  DEFAULT_SHIP_TO,
  LISTING_COUNT_FILTERS,
  ORDER_COUNT_FILTERS,
  OWN_SOURCE,
  PRICE_FILTERS,
  SOURCE_SEARCH_SUPPORT,
  type ProductSearchQuery,
  type ProductSort,
  type RangeBounds,
  type SourcingSource,
} from '@omni/shared/contracts';
import { MessageKey, type FieldError } from '@omni/shared/errors';
import { CURRENCY_CATALOGUE } from '@omni/shared/money';
import { badRequest } from '../../http/app-error';

/** ISO 3166-1 alpha-2 codes (the currency catalogue has one entry per country). */
const COUNTRY_CODES: ReadonlySet<string> = new Set(
  CURRENCY_CATALOGUE.map((entry) => entry.countryCode),
);

/**
 * A ship-to or review country as the client sends it → ISO code, or null when unknown.
 * `UK` is how the app shows GB (spec 000 §3), so it is accepted for GB.
 */
export function normaliseCountry(value: string): string | null {
  const code = value.trim().toUpperCase();
  if (code === 'UK') return 'GB';
  return COUNTRY_CODES.has(code) ? code : null;
}

/** A country parameter, or a BAD_REQUEST naming the field. */
export function requireCountry(
  value: string | undefined,
  field: string,
  fallback = DEFAULT_SHIP_TO,
): string {
  if (value === undefined || value === '') return fallback;
  const code = normaliseCountry(value);
  if (!code)
    throw badRequest(MessageKey.ValidationFailed, [
      { field, message: MessageKey.FieldInvalid, params: { rule: 'country' } },
    ]);
  return code;
}

/** Half-open range [min, max) where null is open. */
export interface Range {
  min: number | null;
  max: number | null;
}

export interface SearchCriteria {
  keyword: string | null;
  source: SourcingSource;
  sort: ProductSort;
  shipTo: string;
  orderCount: Range;
  price: Range;
  listingCount: Range;
  ratingAtLeast: number | null;
  categoryId: number | null;
  page: number;
  pageSize: number;
}

const toRange = ([min, max]: RangeBounds): Range => ({ min, max });

/** The tighter of two ranges (a bucket and free bounds together). */
function intersect(a: Range, b: Range): Range {
  const pickMin = a.min === null ? b.min : b.min === null ? a.min : Math.max(a.min, b.min);
  const pickMax = a.max === null ? b.max : b.max === null ? a.max : Math.min(a.max, b.max);
  return { min: pickMin, max: pickMax };
}

/** Collapses spaces; an empty keyword is no keyword. */
export function normaliseKeyword(keyword: string | undefined): string | null {
  const text = (keyword ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/**
 * The validated query (TypeBox already checked types and enums) → search criteria, with the
 * checks a schema cannot express. Free price bounds are inclusive at both ends.
 */
export function toSearchCriteria(
  query: ProductSearchQuery,
  defaults: Partial<SearchCriteria> = {},
): SearchCriteria {
  const errors: FieldError[] = [];
  let shipTo = DEFAULT_SHIP_TO;
  if (query.ship_to !== undefined) {
    const code = normaliseCountry(query.ship_to);
    if (code) shipTo = code;
    else
      errors.push({
        field: 'ship_to',
        message: MessageKey.FieldInvalid,
        params: { rule: 'country' },
      });
  }
  if (
    query.min_price !== undefined &&
    query.max_price !== undefined &&
    query.min_price > query.max_price
  ) {
    errors.push({
      field: 'max_price',
      message: MessageKey.FieldInvalid,
      params: { rule: 'min_not_above_max' },
    });
  }
  if (errors.length > 0) throw badRequest(MessageKey.ValidationFailed, errors);

  // Free bounds are inclusive; a tiny epsilon turns max into the exclusive form the ranges use.
  const free: Range = {
    min: query.min_price ?? null,
    max: query.max_price === undefined ? null : query.max_price + 0.005,
  };
  const source = query.source ?? OWN_SOURCE;
  // Without an asked-for sort, the call's default where the source can apply it, else its own.
  const fallback = defaults.sort ?? DEFAULT_PRODUCT_SORT;
  const { sorts } = SOURCE_SEARCH_SUPPORT[source];
  return {
    keyword: normaliseKeyword(query.keyword),
    source,
    sort: query.sort ?? (sorts.includes(fallback) ? fallback : sorts[0]!),
    shipTo,
    orderCount: toRange(ORDER_COUNT_FILTERS[query.order_count ?? 'all']),
    price: intersect(toRange(PRICE_FILTERS[query.price ?? 'all']), free),
    listingCount: toRange(LISTING_COUNT_FILTERS[query.listing_count ?? 'all']),
    ratingAtLeast: query.rating_4_up ? 4 : null,
    categoryId: query.category_id ?? null,
    page: query.page ?? 1,
    pageSize: query.page_size ?? DEFAULT_PAGE_SIZE,
  };
}
