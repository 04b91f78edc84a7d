import {
  DEFAULT_FILTERS,
  LISTING_COUNT_RANGES,
  MAX_KEYWORD_LENGTH,
  ORDER_COUNT_RANGES,
  PRICE_RANGES,
  SORTS,
  activeFilterCount,
  parseSearchFilters,
  writeSearchFilters,
  type SearchFilters,
} from './search-filters';

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));

describe('search filters in the URL', () => {
  it('gives the defaults for an empty URL: highest profit, ship to US, all sources', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.sort).toBe('profit_desc');
    expect(DEFAULT_FILTERS.shipTo).toBe('US');
  });

  it('reads every filter', () => {
    expect(
      parse(
        'q=%20led%20lamp%20&sort=price_asc&orders=1000_5000&price=10_30&listings=over_1000&rating=4&ship_to=UK&from=aliexpress',
      ),
    ).toEqual({
      keyword: 'led lamp',
      sort: 'price_asc',
      orderCount: '1000_5000',
      price: '10_30',
      listingCount: 'over_1000',
      rating4Up: true,
      shipTo: 'GB',
      sourceFilter: 'aliexpress',
    });
  });

  it('drops each unknown value on its own and keeps the rest', () => {
    expect(
      parse('sort=cheapest&orders=lots&price=-5&listings=1&rating=5&ship_to=ZZ&from=ebay&q=mug'),
    ).toEqual({
      ...DEFAULT_FILTERS,
      keyword: 'mug',
    });
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
    const params = writeSearchFilters(new URLSearchParams('source=ebay&sort=price_desc'), filters);
    expect(params.toString()).toBe('source=ebay&q=mug&price=under_10&ship_to=GB');
  });

  it('round-trips every choice', () => {
    for (const sort of SORTS) {
      for (const orderCount of Object.keys(
        ORDER_COUNT_RANGES,
      ) as (keyof typeof ORDER_COUNT_RANGES)[]) {
        const filters: SearchFilters = { ...DEFAULT_FILTERS, sort, orderCount, rating4Up: true };
        expect(parseSearchFilters(writeSearchFilters(new URLSearchParams(), filters))).toEqual(
          filters,
        );
      }
    }
    for (const price of Object.keys(PRICE_RANGES) as (keyof typeof PRICE_RANGES)[]) {
      const filters: SearchFilters = { ...DEFAULT_FILTERS, price };
      expect(parseSearchFilters(writeSearchFilters(new URLSearchParams(), filters))).toEqual(
        filters,
      );
    }
    for (const listingCount of Object.keys(
      LISTING_COUNT_RANGES,
    ) as (keyof typeof LISTING_COUNT_RANGES)[]) {
      const filters: SearchFilters = { ...DEFAULT_FILTERS, listingCount };
      expect(parseSearchFilters(writeSearchFilters(new URLSearchParams(), filters))).toEqual(
        filters,
      );
    }
  });

  it('has the ranges of the spec', () => {
    expect(ORDER_COUNT_RANGES).toEqual({
      over_100: { min: 100 },
      under_500: { max: 500 },
      '500_1000': { min: 500, max: 1000 },
      '1000_5000': { min: 1000, max: 5000 },
      '5000_10000': { min: 5000, max: 10000 },
      over_10000: { min: 10000 },
    });
    expect(Object.values(PRICE_RANGES)).toEqual([
      { max: 10 },
      { min: 10, max: 30 },
      { min: 30, max: 50 },
      { min: 50, max: 100 },
      { min: 100 },
    ]);
    expect(Object.values(LISTING_COUNT_RANGES)).toEqual([
      { max: 100 },
      { min: 100, max: 250 },
      { min: 250, max: 500 },
      { min: 500, max: 750 },
      { min: 750, max: 1000 },
      { min: 1000 },
    ]);
  });

  it('counts the active filters for the badge', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        price: 'over_100',
        rating4Up: true,
        sourceFilter: 'aliexpress',
        keyword: 'x',
        shipTo: 'DE',
      }),
    ).toBe(3);
  });
});
