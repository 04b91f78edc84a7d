import { PRODUCT_SOURCES, resolveProductSource } from './product-sources';

describe('product sources', () => {
  it('offers the own catalogue first, then the marketplaces', () => {
    expect(PRODUCT_SOURCES).toEqual(['omni', 'aliexpress', 'ebay', 'amazon']);
  });

  it('keeps a known source', () => {
    expect(resolveProductSource('ebay')).toBe('ebay');
  });

  it.each([null, undefined, '', 'temu', 'EBAY'])('falls back to omni for %p', (value) => {
    expect(resolveProductSource(value)).toBe('omni');
  });
});
