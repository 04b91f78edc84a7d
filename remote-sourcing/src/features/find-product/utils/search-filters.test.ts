import { PRODUCT_SORTS } from '@omni/shared/contracts';
import {
  DEFAULT_FILTERS,
  LISTING_COUNT_CHOICES,
  MAX_KEYWORD_LENGTH,
  ORDER_COUNT_CHOICES,
  PRICE_CHOICES,
  activeFilterCount,
  parseSearchFilters,
  toSearchQuery,
  writeSearchFilters,
  type SearchFilters,
} from './search-filters';

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));
const roundTrip = (filters: SearchFilters) =>
  parseSearchFilters(writeSearchFilters(new URLSearchParams(), filters));

describe('search filters in the URL', () => {
  it('gives the defaults for an empty URL: highest profit, ship to US, no filter', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.sort).toBe('desc_profit');
    expect(DEFAULT_FILTERS.shipTo).toBe('US');
  });

  it('reads every filter', () => {
    expect(
      parse(
        'q=%20led%20lamp%20&sort=asc_price&orders=1000_5000&price=10_30&listings=over_1000&rating=4&ship_to=UK',
      ),
    ).toEqual({
      keyword: 'led lamp',
      sort: 'asc_price',
      orderCount: '1000_5000',
      price: '10_30',
      listingCount: 'over_1000',
      rating4Up: true,
      shipTo: 'GB',
    });
  });

  it('drops each unknown value on its own and keeps the rest', () => {
    expect(
      parse('sort=cheapest&orders=lots&price=-5&listings=1&rating=5&ship_to=ZZ&q=mug'),
    ).toEqual({ ...DEFAULT_FILTERS, keyword: 'mug' });
  });

  it('cuts an over-long keyword', () => {
    expect(parse(`q=${'a'.repeat(500)}`).keyword).toHaveLength(MAX_KEYWORD_LENGTH);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const filters: SearchFilters = {
      ...DEFAULT_FILTERS,
      keyword: 'mug',
      price: 'under_10',
      shipTo: 'GB',
    };
    const params = writeSearchFilters(new URLSearchParams('source=ebay&sort=asc_price'), filters);
    expect(params.toString()).toBe('source=ebay&q=mug&price=under_10&ship_to=GB');
  });

  it('round-trips every sort and every bucket', () => {
    for (const sort of PRODUCT_SORTS) {
      expect(roundTrip({ ...DEFAULT_FILTERS, sort, rating4Up: true })).toEqual({
        ...DEFAULT_FILTERS,
        sort,
        rating4Up: true,
      });
    }
    for (const orderCount of ORDER_COUNT_CHOICES)
      expect(roundTrip({ ...DEFAULT_FILTERS, orderCount }).orderCount).toBe(orderCount);
    for (const price of PRICE_CHOICES)
      expect(roundTrip({ ...DEFAULT_FILTERS, price }).price).toBe(price);
    for (const listingCount of LISTING_COUNT_CHOICES)
      expect(roundTrip({ ...DEFAULT_FILTERS, listingCount }).listingCount).toBe(listingCount);
  });

  it('offers the buckets of the spec, "all" first', () => {
    expect(ORDER_COUNT_CHOICES).toEqual([
      'all',
      'over_100',
      'under_500',
      '500_1000',
      '1000_5000',
      '5000_10000',
      'over_10000',
    ]);
    expect(PRICE_CHOICES).toEqual(['all', 'under_10', '10_30', '30_50', '50_100', 'over_100']);
    expect(LISTING_COUNT_CHOICES).toEqual([
      'all',
      'under_100',
      '100_250',
      '250_500',
      '500_750',
      '750_1000',
      'over_1000',
    ]);
  });

  it('counts the active filters for the badge', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        price: 'over_100',
        rating4Up: true,
        keyword: 'x',
        shipTo: 'DE',
      }),
    ).toBe(2);
  });

  it('builds the API query without the "all" buckets', () => {
    expect(toSearchQuery(DEFAULT_FILTERS)).toEqual({ sort: 'desc_profit', ship_to: 'US' });
    expect(
      toSearchQuery({
        ...DEFAULT_FILTERS,
        keyword: 'mug',
        orderCount: 'over_100',
        price: '10_30',
        listingCount: 'under_100',
        rating4Up: true,
        shipTo: 'GB',
      }),
    ).toEqual({
      keyword: 'mug',
      sort: 'desc_profit',
      ship_to: 'GB',
      order_count: 'over_100',
      price: '10_30',
      listing_count: 'under_100',
      rating_4_up: true,
    });
  });
});
