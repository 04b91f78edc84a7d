import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type {
  CategoryNode,
  ExpertPickPage,
  Keyword,
  LogisticsResult,
  PriceDetail,
  ProductPage,
  ReviewPage,
  SourcingCollection,
  SupplierProduct,
} from '@omni/shared/contracts';
import { BodyStatus } from '@omni/shared/errors';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { rowsOf } from '../../db/result-rows';
import {
  TEST_CATALOGUE_SIZE,
  uniqueEmail,
  useCatalogueTestApp,
} from './testing/catalogue-test-app';

const t = useCatalogueTestApp();
let user: SignedInUser;

beforeAll(async () => {
  user = await signUp(t.app, uniqueEmail('browse'));
});

const get = <T>(url: string) =>
  call<T>(t.app, 'GET', `/api${url}`, { token: user.token, workplaceId: user.workplaceId });

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await t.db.execute(query))[0]!;
}

/** A product shipping to US and DE with a sold-out variant and reviews with pictures. */
async function sampleProductId(): Promise<string> {
  const row = await one<{ id: string }>(sql`
    SELECT p.id::text AS id FROM sourcing_products p
    WHERE EXISTS (SELECT 1 FROM sourcing_product_variants v WHERE v.product_id = p.id AND v.stock = 0)
      AND 'US' = ANY(p.ship_countries) AND 'DE' = ANY(p.ship_countries)
      AND EXISTS (SELECT 1 FROM sourcing_reviews r WHERE r.product_id = p.id AND cardinality(r.image_seeds) > 0)
    ORDER BY p.id LIMIT 1`);
  return row.id;
}

describe('collections', () => {
  it('lists the collections in display order with live counts and cover pictures', async () => {
    const answer = await get<SourcingCollection[]>('/product-sources/collections/list');
    const collections = answer.body.data!;
    expect(collections.slice(0, 4).map((c) => c.slug)).toEqual([
      'trending',
      'fastest_delivery_us',
      'free_ship_us',
      'made_in_us',
    ]);
    const trending = collections[0]!;
    expect(trending.name_key).toBe('collections.trending');
    const { n } = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sourcing_collection_products WHERE collection_slug = 'trending'`,
    );
    expect(trending.product_count).toBe(n);
    expect(trending.cover_images).toHaveLength(4);
  });

  it('find-by-collection keeps the curated order and the collection rule', async () => {
    const page = (
      await get<ProductPage>(
        '/product-sources/products/find-by-collection/free_ship_us?page_size=30',
      )
    ).body.data!;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((card) => card.details.shipping_cost === 0)).toBe(true);
    const fastest = (
      await get<ProductPage>(
        '/product-sources/products/find-by-collection/fastest_delivery_us?page_size=30',
      )
    ).body.data!;
    expect(fastest.items.every((card) => card.details.shipping_time_max! <= 7)).toBe(true);
    const sorted = (
      await get<ProductPage>(
        '/product-sources/products/find-by-collection/trending?sort=asc_price&page_size=30',
      )
    ).body.data!;
    const prices = sorted.items.map((card) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('an unknown collection is DataNotFound', async () => {
    const answer = await get('/product-sources/products/find-by-collection/nope');
    expect(answer.http).toBe(404);
    expect(answer.body.message).toBe('DataNotFound');
  });
});

describe('categories, keywords, experts’ choice', () => {
  it('the category tree has two levels whose counts add up to the catalogue', async () => {
    const tree = (await get<CategoryNode[]>('/product-sources/categories/tree')).body.data!;
    expect(tree.length).toBe(10);
    expect(tree[0]!.children.length).toBeGreaterThan(1);
    expect(tree[0]!.product_count).toBe(
      tree[0]!.children.reduce((sum, c) => sum + c.product_count, 0),
    );
    expect(tree.reduce((sum, top) => sum + top.product_count, 0)).toBe(TEST_CATALOGUE_SIZE);
    expect(tree[0]!.name_key).toBe(`categories.${tree[0]!.slug}`);
  });

  it('suggests completions first, then close spellings', async () => {
    const suggestions = (await get<Keyword[]>('/center/products/suggest-keywords?keyword=yoga'))
      .body.data!;
    expect(suggestions[0]!.keyword.startsWith('yoga')).toBe(true);
    const typo = (await get<Keyword[]>('/center/products/suggest-keywords?keyword=hamock')).body
      .data!;
    expect(typo.map((k) => k.keyword)).toContain('hammock');
  });

  it('related keywords share the category and exclude the keyword itself', async () => {
    const related = (await get<Keyword[]>('/center/products/related-keywords?keyword=hammock')).body
      .data!;
    expect(related.length).toBeGreaterThan(2);
    expect(related.map((k) => k.keyword)).not.toContain('hammock');
    expect(
      related.some((k) => /lantern|sleeping bag|backpack|stove|trekking/.test(k.keyword)),
    ).toBe(true);
    const missing = await get('/center/products/related-keywords');
    expect(missing.body.errors?.[0]?.field).toBe('keyword');
  });

  it('trending keywords are ordered by growth', async () => {
    const trending = (await get<Keyword[]>('/center/products/trending-keywords?limit=10')).body
      .data!;
    expect(trending).toHaveLength(10);
    const growth = trending.map((k) => k.growth);
    expect(growth).toEqual([...growth].sort((a, b) => b - a));
  });

  it('experts’ choice lists picks with their note', async () => {
    const page = (await get<ExpertPickPage>('/product-sources/experts-choice?page_size=5')).body
      .data!;
    expect(page.total).toBeGreaterThan(0);
    expect(page.items[0]!.note_key).toMatch(/^experts\.notes\./);
    expect(page.items[0]!.product.details.rating).toBeGreaterThanOrEqual(4.6);
  });
});

describe('product detail', () => {
  it('has the supplier product fields; sold-out variants are dropped', async () => {
    const id = await sampleProductId();
    const detail = (await get<SupplierProduct>(`/center/products/source/omni/${id}`)).body.data!;
    const { all } = await one<{ all: number }>(
      sql`SELECT count(*)::int AS all FROM sourcing_product_variants WHERE product_id = ${Number(id)}`,
    );
    expect(detail.variants.length).toBeLessThan(all);
    expect(detail.variants.every((v) => v.quantity > 0)).toBe(true);
    expect(detail).toMatchObject({
      source_product_id: id,
      source: 'omni',
      currency: 'USD',
      imported: false,
    });
    expect(detail.variants[0]!.sku_property.length).toBe(detail.options.length);
    expect(detail.variants[0]!.aliexpress_options).toContain(':');
    expect(detail.images.length).toBeGreaterThanOrEqual(3);
    const same = (await get<SupplierProduct>(`/ah/products/${id}`)).body.data!;
    expect(same.name).toBe(detail.name);
  });

  it('unknown products are DataNotFound; unknown sources a field error', async () => {
    expect((await get('/center/products/source/omni/999')).body.message).toBe('DataNotFound');
    expect((await get('/center/products/source/omni/not-a-number')).http).toBe(404);
    const badSource = await get('/center/products/source/temu/1000001');
    expect(badSource.http).toBe(400);
    expect(badSource.body.errors?.[0]?.field).toBe('source');
  });

  it('logistics change with the country and the quantity, cheapest first', async () => {
    const id = await sampleProductId();
    const us = (
      await get<LogisticsResult>(`/center/products/source/omni/${id}/logistics?country_code=US`)
    ).body.data!;
    const de = (await get<LogisticsResult>(`/product-sources/logistics/omni/${id}?country_code=DE`))
      .body.data!;
    expect(us.options.length).toBeGreaterThanOrEqual(2);
    expect(us.options.map((o) => o.amount)).toEqual(
      [...us.options.map((o) => o.amount)].sort((a, b) => a - b),
    );
    expect(us.options.map((o) => `${o.code}:${o.amount}`)).not.toEqual(
      de.options.map((o) => `${o.code}:${o.amount}`),
    );
    const express = (r: LogisticsResult) => r.options.find((o) => o.code === 'express')!.amount;
    const five = (
      await get<LogisticsResult>(`/product-sources/logistics/omni/${id}?country_code=US&quantity=5`)
    ).body.data!;
    expect(express(five)).toBeGreaterThan(express(us));
    const nowhere = await one<{ code: string }>(sql`
      SELECT c AS code FROM unnest(ARRAY['US','GB','DE','FR','CA','AU','ES','IT','NL','BR','MX','PL','SE','BE','AT','CH','JP','KR','SA','AE','IL','NZ','IE','PT']) c
      WHERE NOT EXISTS (SELECT 1 FROM sourcing_product_shipping s WHERE s.product_id = ${Number(id)} AND s.country_code = c) LIMIT 1`);
    const none = (
      await get<LogisticsResult>(
        `/product-sources/logistics/omni/${id}?country_code=${nowhere.code}`,
      )
    ).body.data!;
    expect(none.options).toEqual([]);
    expect(
      (await get(`/product-sources/logistics/omni/${id}?country_code=XX`)).body.errors?.[0]?.field,
    ).toBe('country_code');
    expect(
      (await get(`/product-sources/logistics/omni/${id}?sku_id=nope`)).body.errors?.[0]?.field,
    ).toBe('sku_id');
  });

  it('price detail has variant prices with shipping for the country', async () => {
    const id = await sampleProductId();
    const us = (await get<PriceDetail>(`/product-sources/products/price-detail/omni/${id}/US`)).body
      .data!;
    const de = (await get<PriceDetail>(`/product-sources/products/price-detail/omni/${id}/DE`)).body
      .data!;
    const variant = us.product.variants[0]!;
    expect(variant.total_usd).toBeCloseTo(variant.price_usd + variant.shipping_usd!, 2);
    expect(variant.profit).toBeCloseTo(variant.suggested_price - variant.total_usd!, 2);
    expect(us.logistics?.amount).toBe(variant.shipping_usd);
    expect(de.ship_to).toBe('DE');
    expect((await get(`/product-sources/products/price-detail/omni/${id}/QQ`)).http).toBe(400);
  });

  it('reviews: rating is the star percentage / 20, with pictures and country', async () => {
    const id = await sampleProductId();
    const page = (await get<ReviewPage>(`/product-sources/reviews/omni/${id}?with_pictures=true`))
      .body.data!;
    expect(page.items.length).toBeGreaterThan(0);
    const review = page.items[0]!;
    const stored = await one<{ star_percent: number }>(
      sql`SELECT star_percent FROM sourcing_reviews WHERE id = ${Number(review.id)}`,
    );
    expect(review.rating).toBe(stored.star_percent / 20);
    expect(review.images[0]).toMatch(/\/api\/catalogue-media\/reviews\/-?\d+\.png$/);
    expect(review.country).toMatch(/^[A-Z]{2}$/);
    expect(review.orderInfos.length).toBeGreaterThan(0);
  });
});

describe('catalogue pictures', () => {
  it('are PNGs with an ETag, 304 when unchanged, 404 for unknown pictures', async () => {
    const id = await sampleProductId();
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/catalogue-media/products/${id}/0.png`,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/catalogue-media/products/${id}/0`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/catalogue-media/products/${id}/1.png`,
    });
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/catalogue-media/products/${id}/42.png`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: BodyStatus.NOT_FOUND });
  });

  it('are served as WebP at the card widths, smaller than the PNG, and only at those widths', async () => {
    const id = await sampleProductId();
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/catalogue-media/products/${id}/0.png`,
    });
    for (const width of [160, 240, 320, 480]) {
      const webp = await t.app.inject({
        method: 'GET',
        url: `/api/catalogue-media/products/${id}/0-${width}.webp`,
      });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers['cache-control']).toContain('immutable');
      const meta = await sharp(webp.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
      expect(webp.rawPayload.length).toBeLessThan(png.rawPayload.length);
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/catalogue-media/products/${id}/0-${width}.webp`,
        headers: { 'if-none-match': String(webp.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const odd = await t.app.inject({
      method: 'GET',
      url: `/api/catalogue-media/products/${id}/0-200.webp`,
    });
    expect(odd.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/catalogue-media/products/${id}/42-240.webp`,
    });
    expect(missing.statusCode).toBe(404);
  });
});
