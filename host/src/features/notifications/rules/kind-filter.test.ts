import { kindFilterFromQuery } from './kind-filter';

describe('kindFilterFromQuery', () => {
  it('keeps product, supplier and order, and means every kind otherwise', () => {
    expect(kindFilterFromQuery('order')).toBe('order');
    expect(kindFilterFromQuery('supplier')).toBe('supplier');
    expect(kindFilterFromQuery('product')).toBe('product');
    expect(kindFilterFromQuery('all')).toBeUndefined();
    expect(kindFilterFromQuery('system')).toBeUndefined();
    expect(kindFilterFromQuery(null)).toBeUndefined();
  });
});
