import { AppError } from '../../http/app-error';
import { normaliseCountry, normaliseKeyword, toSearchCriteria } from './search-criteria';

describe('search criteria', () => {
  it('defaults: own source, highest profit, US, first page of 20', () => {
    expect(toSearchCriteria({})).toMatchObject({
      source: 'omni',
      sort: 'desc_profit',
      shipTo: 'US',
      page: 1,
      pageSize: 20,
      keyword: null,
      price: { min: null, max: null },
    });
  });
  it('buckets are half-open; free price bounds are inclusive and narrow the bucket', () => {
    expect(toSearchCriteria({ order_count: '1000_5000' }).orderCount).toEqual({
      min: 1000,
      max: 5000,
    });
    expect(toSearchCriteria({ price: '10_30', min_price: 12, max_price: 40 }).price).toEqual({
      min: 12,
      max: 30,
    });
    expect(toSearchCriteria({ max_price: 15 }).price.max).toBeCloseTo(15.005);
  });
  it('countries: case-insensitive, UK is GB, unknown codes are a field error', () => {
    expect(normaliseCountry('uk')).toBe('GB');
    expect(normaliseCountry('de')).toBe('DE');
    expect(normaliseCountry('ZZ')).toBeNull();
    expect(() => toSearchCriteria({ ship_to: 'ZZ' })).toThrow(AppError);
  });
  it('min above max is a field error on max_price', () => {
    try {
      toSearchCriteria({ min_price: 20, max_price: 10 });
      throw new Error('expected a failure');
    } catch (error) {
      expect((error as AppError).fieldErrors?.[0]?.field).toBe('max_price');
    }
  });
  it('keywords are trimmed and blank means none', () => {
    expect(normaliseKeyword('  yoga   mat ')).toBe('yoga mat');
    expect(normaliseKeyword('   ')).toBeNull();
  });
});
