import type {
  MarkAdViewSchema,
  OrderStatistics,
  PriceHistory,
  ResearchKeywords,
  ResearchReviews,
  SellerRatings,
  SimilarProductsSchema,
  SocialAdFilters,
  SocialAdPage,
  StoresSelling,
  TopCountries,
} from '@omni/shared/contracts';
import type { Static } from 'typebox';
import { signUp } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { uniqueEmail, useCatalogueTestApp } from '../sourcing/testing/catalogue-test-app';

const t = useCatalogueTestApp();

async function aProduct() {
  const product = await t.db.query.sourcingProducts.findFirst({
    where: (table, { gt }) => gt(table.listingCount, 15),
    orderBy: (table, { desc }) => desc(table.orderCount),
  });
  if (!product) throw new Error('no product with listings in the test catalogue');
  return product;
}

describe('ah/research/products/{id}', () => {
  it('serves a history that is the same on every call and consistent with the product', async () => {
    const user = await signUp(t.app, uniqueEmail('research'));
    const product = await aProduct();
    const path = `/api/ah/research/products/${product.id}`;
    const first = await call<PriceHistory>(t.app, 'GET', `${path}/price-history`, {
      token: user.token,
    });
    const again = await call<PriceHistory>(t.app, 'GET', `${path}/price-history`, {
      token: user.token,
    });
    expect(first.http).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body.data!.points).toHaveLength(26);
    expect(first.body.data!.current).toBe(product.priceMin);

    const orders = await call<OrderStatistics>(t.app, 'GET', `${path}/order-statistics`, {
      token: user.token,
    });
    expect(orders.body.data!.points).toHaveLength(12);
    expect(orders.body.data!.total).toBe(
      orders.body.data!.points.reduce((sum, point) => sum + point.orders, 0),
    );

    const countries = await call<TopCountries>(t.app, 'GET', `${path}/top-countries`, {
      token: user.token,
    });
    const shares = countries.body.data!.items.reduce((sum, item) => sum + item.share, 0);
    expect(Math.abs(shares - 100)).toBeLessThan(1);
    for (const item of countries.body.data!.items)
      expect(product.shipCountries).toContain(item.country);
  });

  it('pages stores selling by current_total', async () => {
    const user = await signUp(t.app, uniqueEmail('stores'));
    const product = await aProduct();
    const url = `/api/ah/research/products/${product.id}/fetch-stores-selling`;
    const first = await call<StoresSelling>(t.app, 'POST', url, { token: user.token, body: {} });
    expect(first.body.data!.items).toHaveLength(10);
    expect(first.body.data!.total).toBe(Math.min(60, product.listingCount));
    const second = await call<StoresSelling>(t.app, 'POST', url, {
      token: user.token,
      body: { current_total: first.body.data!.current_total },
    });
    expect(second.body.data!.items[0]!.store_name).toBeDefined();
    expect(second.body.data!.current_total).toBe(20);
    const firstUrls = new Set(first.body.data!.items.map((item) => item.store_url));
    expect(second.body.data!.items.some((item) => firstUrls.has(item.store_url))).toBe(false);
  });

  it('finds similar products, keywords, the seller and the review summary from the catalogue', async () => {
    const user = await signUp(t.app, uniqueEmail('similar'));
    const product = await aProduct();
    const path = `/api/ah/research/products/${product.id}`;
    const similar = await call<Static<typeof SimilarProductsSchema>>(
      t.app,
      'POST',
      `${path}/similar-products`,
      { token: user.token, body: { limit: 5 } },
    );
    expect(similar.body.data!.items.length).toBeGreaterThan(0);
    expect(similar.body.data!.items.map((item) => item.source_product_id)).not.toContain(
      String(product.id),
    );
    const keywords = await call<ResearchKeywords>(t.app, 'POST', `${path}/keywords`, {
      token: user.token,
    });
    expect(keywords.http).toBe(200);
    const volumes = keywords.body.data!.items.map((item) => item.search_volume);
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
    const seller = await call<SellerRatings>(t.app, 'GET', `${path}/seller-ratings`, {
      token: user.token,
    });
    expect(seller.body.data!.seller_id).toBe(String(product.supplierId));
    const reviews = await call<ResearchReviews>(t.app, 'GET', `${path}/reviews`, {
      token: user.token,
    });
    expect(reviews.body.data!.distribution.map((row) => row.stars)).toEqual([5, 4, 3, 2, 1]);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const user = await signUp(t.app, uniqueEmail('missing'));
    const missing = await call(t.app, 'GET', '/api/ah/research/products/42/price-history', {
      token: user.token,
    });
    expect(missing.http).toBe(404);
    const bad = await call(t.app, 'GET', '/api/ah/research/products/abc/price-history', {
      token: user.token,
    });
    expect(bad.http).toBe(400);
  });
});

describe('social/ads', () => {
  it('lists a product’s ads with filters and remembers views per workplace', async () => {
    const user = await signUp(t.app, uniqueEmail('ads'));
    const other = await signUp(t.app, uniqueEmail('ads-other'));
    const product = await aProduct();
    const list = await call<SocialAdPage>(
      t.app,
      'GET',
      `/api/social/ads/list?product_id=${product.id}`,
      { token: user.token },
    );
    expect(list.http).toBe(200);
    const ads = list.body.data!.items;
    expect(ads.length).toBeGreaterThanOrEqual(3);
    expect(ads.every((ad) => ad.product_id === String(product.id) && !ad.viewed)).toBe(true);

    const filters = await call<SocialAdFilters>(
      t.app,
      'GET',
      `/api/social/ads/data-filters?product_id=${product.id}`,
      { token: user.token },
    );
    const platform = filters.body.data!.platforms[0]!;
    const byPlatform = await call<SocialAdPage>(
      t.app,
      'GET',
      `/api/social/ads/list?product_id=${product.id}&platform=${platform.value}`,
      { token: user.token },
    );
    expect(byPlatform.body.data!.total).toBe(platform.count);

    const marked = await call<Static<typeof MarkAdViewSchema>>(
      t.app,
      'POST',
      '/api/social/ads/mark-view',
      { token: user.token, body: { ad_id: ads[0]!.id, mode: 'AO_Ads' } },
    );
    expect(marked.body.data).toEqual({ ad_id: ads[0]!.id, viewed: true });
    const mine = await call<SocialAdPage>(
      t.app,
      'GET',
      `/api/social/ads/list?product_id=${product.id}`,
      { token: user.token },
    );
    expect(mine.body.data!.items.find((ad) => ad.id === ads[0]!.id)?.viewed).toBe(true);
    const theirs = await call<SocialAdPage>(
      t.app,
      'GET',
      `/api/social/ads/list?product_id=${product.id}`,
      { token: other.token },
    );
    expect(theirs.body.data!.items.find((ad) => ad.id === ads[0]!.id)?.viewed).toBe(false);

    const unknown = await call(t.app, 'POST', '/api/social/ads/mark-view', {
      token: user.token,
      body: { ad_id: 'nope', mode: 'AO_Ads' },
    });
    expect(unknown.http).toBe(404);
  });
});
