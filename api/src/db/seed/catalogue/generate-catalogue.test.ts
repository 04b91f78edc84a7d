import {
  categoryRows,
  FIRST_PRODUCT_ID,
  generateProduct,
  hasVideo,
  keywordRows,
} from './generate-catalogue';

describe('catalogue generator', () => {
  it('is deterministic: product n is always the same product', () => {
    expect(generateProduct(1234)).toEqual(generateProduct(1234));
    expect(generateProduct(0).product.id).toBe(FIRST_PRODUCT_ID);
    expect(generateProduct(1).product.title).not.toBe(generateProduct(2).product.title);
  });

  it('makes consistent products: prices from in-stock variants, shipping per listed country', () => {
    for (let index = 0; index < 300; index += 1) {
      const { product, variants, shipping, images } = generateProduct(index);
      const inStock = variants.filter((v) => v.stock > 0).map((v) => v.price_usd);
      expect(inStock.length).toBeGreaterThan(0);
      expect(product.price_min).toBe(Math.min(...inStock));
      expect(product.price_max).toBe(Math.max(...inStock));
      expect(product.variant_count).toBe(variants.length);
      expect(shipping.map((s) => s.country_code)).toEqual(product.ship_countries);
      expect(shipping.every((s) => s.min_days <= s.max_days && s.cost >= 0)).toBe(true);
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.suggested_price).toBeGreaterThan(product.price_min);
    }
  });

  it('gives a share of products a video, best sellers more often', () => {
    const products = Array.from({ length: 2000 }, (_, index) => generateProduct(index).product);
    const share = (list: typeof products) =>
      list.filter((product) => product.has_video).length / list.length;
    const bestSellers = products.filter((product) => product.order_count >= 500);
    const others = products.filter((product) => product.order_count < 500);
    expect(share(products)).toBeGreaterThan(0.1);
    expect(share(products)).toBeLessThan(0.6);
    expect(share(bestSellers)).toBeGreaterThan(share(others));
    expect(products.every((p) => p.has_video === hasVideo(p.id, p.order_count))).toBe(true);
  });

  it('every 150th product is a sneaker listing over 100 variants', () => {
    const wide = generateProduct(156);
    expect(wide.variants.length).toBe(120);
    expect(wide.product.category_id).toBe(301);
  });

  it('has a two-level category tree and keywords in every sub-category', () => {
    const rows = categoryRows();
    const subs = rows.filter((row) => row.parent_id !== null);
    expect(rows.filter((row) => row.parent_id === null)).toHaveLength(10);
    const keywordCategories = new Set(keywordRows().map((k) => k.category_id));
    expect(subs.every((sub) => keywordCategories.has(sub.id))).toBe(true);
  });
});
