import { DEFAULT_FILTERS, type SearchFilters } from './search-filters';
import { filtersForSource, sortSupported, unavailableFilters } from './source-support';

const chosen: SearchFilters = {
  ...DEFAULT_FILTERS,
  sort: 'desc_profit',
  orderCount: 'over_100',
  price: '10_30',
  listingCount: 'under_100',
  rating4Up: true,
};

describe('what each source’s search can apply', () => {
  it('keeps everything for the own catalogue', () => {
    expect(filtersForSource(chosen, 'omni')).toEqual(chosen);
    expect(unavailableFilters('omni')).toEqual([]);
  });

  it('AliExpress sorts by price and orders but filters nothing', () => {
    expect(sortSupported('aliexpress', 'desc_orders')).toBe(true);
    expect(sortSupported('aliexpress', 'desc_profit')).toBe(false);
    expect(filtersForSource(chosen, 'aliexpress')).toEqual({
      ...DEFAULT_FILTERS,
      sort: 'relevance',
    });
    expect(filtersForSource({ ...chosen, sort: 'asc_price' }, 'aliexpress').sort).toBe('asc_price');
    expect(unavailableFilters('aliexpress')).toEqual([
      'orderCount',
      'price',
      'listingCount',
      'rating4Up',
    ]);
  });

  it('CJ filters by price only', () => {
    expect(filtersForSource(chosen, 'cj')).toEqual({
      ...DEFAULT_FILTERS,
      sort: 'relevance',
      price: '10_30',
    });
    expect(unavailableFilters('cj')).toEqual(['orderCount', 'listingCount', 'rating4Up']);
  });
});
