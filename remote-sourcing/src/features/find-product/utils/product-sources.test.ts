import { PRODUCT_SOURCES, resolveProductSource, searchableSource } from './product-sources';

describe('product sources', () => {
  it('offers the own catalogue first, then the marketplaces', () => {
    expect(PRODUCT_SOURCES).toEqual(['omni', 'aliexpress', 'ebay', 'amazon', 'temu']);
  });

  it('keeps a known source', () => {
    expect(resolveProductSource('ebay')).toBe('ebay');
  });

  it.each([null, undefined, '', 'etsy', 'EBAY'])('falls back to omni for %p', (value) => {
    expect(resolveProductSource(value)).toBe('omni');
  });

  it('searches the own catalogue and AliExpress; eBay, Amazon and Temu come through the extension', () => {
    expect(searchableSource('omni')).toBe('omni');
    expect(searchableSource('aliexpress')).toBe('aliexpress');
    expect(searchableSource('ebay')).toBeNull();
    expect(searchableSource('amazon')).toBeNull();
    expect(searchableSource('temu')).toBeNull();
  });
});
