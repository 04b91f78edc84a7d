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
import { eq } from 'drizzle-orm';
import { BodyStatus } from '@omni/shared/errors';
import { orderLineItems, orders, socialAds, users } from '../../db/schema';
import { readQuotas } from '../quotas/quota-service';
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

/** An order of one workplace with a line of the catalogue product, shipped to `country`. */
async function orderOf(workplaceId: string, productId: number, country: string, at: Date) {
  const platformOrderId = `R-${Math.random().toString(36).slice(2)}`;
  const [order] = await t.db
    .insert(orders)
    .values({
      workplaceId,
      platformOrderId,
      countryCode: country,
      status: 'open',
      section: 'awaiting',
      subStatus: 'awaiting_order',
      platformCreatedAt: at,
    })
    .returning({ id: orders.id });
  await t.db.insert(orderLineItems).values({
    orderId: order!.id,
    workplaceId,
    platformOrderId,
    platformLineItemId: '1',
    title: 'Line',
    quantity: 1,
    price: '10.00',
    sourceProductId: String(productId),
  });
}

describe('ah/research/products/{id}: only what was observed', () => {
  it('starts the price history the day the product is first seen and adds a point per day seen', async () => {
    const user = await signUp(t.app, uniqueEmail('research'));
    const product = await aProduct();
    const path = `/api/ah/research/products/${product.id}/price-history`;
    const first = await call<PriceHistory>(t.app, 'GET', path, { token: user.token });
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(first.body.data).toEqual({
      currency: 'USD',
      points: [{ date: today, price: product.priceMin }],
      min: product.priceMin,
      max: product.priceMin,
      current: product.priceMin,
    });
    // the same day again adds nothing; the next day adds the price seen that day
    expect((await call<PriceHistory>(t.app, 'GET', path, { token: user.token })).body.data).toEqual(
      first.body.data,
    );
    t.clock.advance(86_400_000);
    const later = await call<PriceHistory>(t.app, 'GET', path, { token: user.token });
    expect(later.body.data!.points.map((point) => point.date)).toEqual([
      today,
      t.clock.now().toISOString().slice(0, 10),
    ]);
  });

  it('counts the platform’s own orders of the product over every workplace, as totals only', async () => {
    const user = await signUp(t.app, uniqueEmail('orders'));
    const other = await signUp(t.app, uniqueEmail('orders-other'));
    const product = await aProduct();
    const path = `/api/ah/research/products/${product.id}`;
    const none = await call<OrderStatistics>(t.app, 'GET', `${path}/order-statistics`, {
      token: user.token,
    });
    expect(none.body.data!.total).toBe(0);
    expect(none.body.data!.points).toHaveLength(12);
    const empty = await call<TopCountries>(t.app, 'GET', `${path}/top-countries`, {
      token: user.token,
    });
    expect(empty.body.data!.items).toEqual([]);

    const now = t.clock.now();
    await orderOf(user.workplaceId, product.id, 'DE', now);
    await orderOf(other.workplaceId, product.id, 'DE', now);
    await orderOf(other.workplaceId, product.id, 'FR', new Date(now.getTime() - 8 * 86_400_000));
    const stats = await call<OrderStatistics>(t.app, 'GET', `${path}/order-statistics`, {
      token: user.token,
    });
    expect(stats.body.data!.total).toBe(3);
    expect(stats.body.data!.points.at(-1)!.orders).toBeGreaterThanOrEqual(2);
    const countries = await call<TopCountries>(t.app, 'GET', `${path}/top-countries`, {
      token: user.token,
    });
    expect(countries.body.data!.items).toEqual([
      { country: 'DE', orders: 2, share: 66.7 },
      { country: 'FR', orders: 1, share: 33.3 },
    ]);
    // nothing in the answers names a workplace, an order or a customer
    const raw = JSON.stringify([stats.body, countries.body]);
    for (const secret of [user.workplaceId, other.workplaceId]) expect(raw).not.toContain(secret);
  });

  it('lists no stores selling the product: no service has reported any', async () => {
    const user = await signUp(t.app, uniqueEmail('stores'));
    const product = await aProduct();
    const url = `/api/ah/research/products/${product.id}/fetch-stores-selling`;
    const first = await call<StoresSelling>(t.app, 'POST', url, { token: user.token, body: {} });
    expect(first.body.data).toEqual({ items: [], total: 0, current_total: 0, has_more: false });
  });

  it('finds similar products, keywords, the seller and the review summary from the catalogue', async () => {
    const user = await signUp(t.app, uniqueEmail('similar'));
    const product = await aProduct();
    const path = `/api/ah/research/products/${product.id}`;
    const similar = await call<Static<typeof SimilarProductsSchema>>(
      t.app,
      'POST',
      `${path}/similar-products`,
      { token: user.token, workplaceId: user.workplaceId, body: { limit: 5 } },
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

  it('counts similar-product lookups under FIND_SIMILAR_PRODUCT and refuses them past the plan', async () => {
    const user = await signUp(t.app, uniqueEmail('similar-quota'));
    const product = await aProduct();
    const lookUp = (id: number, workplaceId = user.workplaceId) =>
      call(t.app, 'POST', `/api/ah/research/products/${id}/similar-products`, {
        token: user.token,
        workplaceId,
        body: { limit: 3 },
      });
    const used = async () =>
      (await readQuotas(t.db, { workplaceId: user.workplaceId })).features.FIND_SIMILAR_PRODUCT
        .usage;

    // an unknown product and a workplace that is not the caller's count nothing
    expect((await lookUp(2_000_000_000)).http).toBe(404);
    const other = await signUp(t.app, uniqueEmail('similar-other'));
    expect((await lookUp(product.id, other.workplaceId)).http).toBe(403);
    expect(await used()).toBe(0);

    // FREE allows 5 a period (seeded plan table), asked for at once: the sixth is refused
    const answers = await Promise.all(Array.from({ length: 6 }, () => lookUp(product.id)));
    const statuses = answers.map((answer) => answer.http).sort();
    console.log(`6 concurrent lookups on a limit of 5: ${statuses.join(', ')}`);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 402]);
    expect(answers.find((answer) => answer.http === 402)!.body).toMatchObject({
      status: BodyStatus.QUOTA_EXPIRED,
      data: null,
      errors: [{ field: 'quota', params: { feature: 'FIND_SIMILAR_PRODUCT', limit: 5, usage: 5 } }],
    });
    expect(await used()).toBe(5);

    // a paid plan's limit applies at once
    await t.db.update(users).set({ planKey: 'BASIC' }).where(eq(users.id, user.userId));
    expect((await lookUp(product.id)).http).toBe(200);
    expect(await used()).toBe(6);
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
  it('lists no ads for a product no ads service reported', async () => {
    const user = await signUp(t.app, uniqueEmail('ads-none'));
    const product = await aProduct();
    const list = await call<SocialAdPage>(
      t.app,
      'GET',
      `/api/social/ads/list?product_id=${product.id}`,
      { token: user.token },
    );
    expect(list.body.data!.items).toEqual([]);
  });

  it('lists a product’s reported ads with filters and remembers views per workplace', async () => {
    const user = await signUp(t.app, uniqueEmail('ads'));
    const other = await signUp(t.app, uniqueEmail('ads-other'));
    const product = await aProduct();
    const seen = t.clock.now();
    await t.db.insert(socialAds).values(
      (['facebook', 'tiktok', 'facebook'] as const).map((platform, index) => ({
        id: `${product.id}-reported-${index}`,
        productId: product.id,
        platform,
        advertiser: `Advertiser ${index}`,
        caption: 'Reported caption',
        callToAction: 'Shop now',
        country: 'US',
        likes: 10 * (index + 1),
        comments: index,
        shares: index,
        firstSeen: new Date(seen.getTime() - 10 * 86_400_000),
        lastSeen: seen,
      })),
    );
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
