import { CATALOGUE_SIZE, CATEGORIES, catalogueProduct } from './generate';
import { UNSERVED_COUNTRIES, quoteShipping } from './shipping';
import { productImageSvg } from './product-image';
import { ALIEXPRESS_SERVICES } from '../aliexpress/catalogue';

describe('supplier catalogue generator', () => {
  it('gives the same product for the same seed and index, and another for another seed', () => {
    expect(catalogueProduct(1, 42)).toEqual(catalogueProduct(1, 42));
    expect(catalogueProduct(2, 42).title).not.toBe(catalogueProduct(1, 42).title);
  });

  it('builds a few thousand believable products: options, every combination as a variant, prices, stock', () => {
    expect(CATALOGUE_SIZE).toBeGreaterThanOrEqual(2000);
    const categories = new Set<string>();
    for (let index = 0; index < 200; index += 1) {
      const product = catalogueProduct(7, index);
      categories.add(product.category);
      const combinations = product.options.reduce((n, o) => n * o.values.length, 1);
      expect(product.variants).toHaveLength(combinations);
      for (const variant of product.variants) {
        expect(variant.price).toBeGreaterThan(0);
        expect(Number.isInteger((variant.price * 100 + 1e-9) | 0)).toBe(true);
        expect(variant.stock).toBeGreaterThanOrEqual(0);
        expect(variant.options.map((o) => o.name)).toEqual(product.options.map((o) => o.name));
      }
      expect(product.title.length).toBeGreaterThan(10);
    }
    expect(categories.size).toBe(CATEGORIES.length);
  });

  it('quotes shipping per country: cheaper to main markets, none to unserved countries', () => {
    const input = {
      productIndex: 3,
      weightGrams: 300,
      quantity: 1,
      shipsFrom: ['CN'],
      orderValueUsd: 5,
    };
    const us = quoteShipping(ALIEXPRESS_SERVICES, { ...input, country: 'US' });
    const ng = quoteShipping(ALIEXPRESS_SERVICES, { ...input, country: 'NG' });
    expect(us.length).toBeGreaterThan(0);
    const tracked = (list: typeof us) => list.find((q) => q.code === 'CAINIAO_STANDARD')!;
    expect(tracked(ng).fee).toBeGreaterThan(tracked(us).fee);
    expect(tracked(ng).maxDays).toBeGreaterThan(tracked(us).maxDays);
    for (const country of UNSERVED_COUNTRIES)
      expect(quoteShipping(ALIEXPRESS_SERVICES, { ...input, country })).toEqual([]);
  });

  it('draws product images locally as SVG with the caption escaped', () => {
    const svg = productImageSvg({ hue: 10, picture: 2, caption: 'Toys & <Hobbies>' });
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toContain('<Hobbies>');
  });
});
