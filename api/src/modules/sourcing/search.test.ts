import { sql } from 'drizzle-orm';
import {
  LISTING_COUNT_FILTERS,
  ORDER_COUNT_FILTERS,
  PRICE_FILTERS,
  type ProductCard,
  type ProductPage,
  type RangeBounds,
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
  user = await signUp(t.app, uniqueEmail('search'));
});

async function find(
  query: Record<string, string | number | boolean>,
  path = '/api/center/products/find',
) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return call<ProductPage>(t.app, 'GET', `${path}?${qs}`, {
    token: user.token,
    workplaceId: user.workplaceId,
  });
}

async function findOk(
  query: Record<string, string | number | boolean>,
  path?: string,
): Promise<ProductPage> {
  const answer = await find(query, path);
  expect(answer.body.status).toBe(BodyStatus.OK);
  return answer.body.data!;
}

async function scalar<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await t.db.execute(query))[0]!;
}

const sortedBy = (values: number[], direction: 'asc' | 'desc') =>
  values.every(
    (value, i) =>
      i === 0 || (direction === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
  );

describe('center/products/find: relevance', () => {
  it('ranks the exact title first', async () => {
    // A title that appears once but is contained in longer titles, which match too.
    const { title, id } = await scalar<{ title: string; id: string }>(sql`
      SELECT a.title, a.id::text AS id FROM sourcing_products a
      JOIN sourcing_product_shipping s ON s.product_id = a.id AND s.country_code = 'US'
      WHERE (SELECT count(*) FROM sourcing_products b WHERE b.title = a.title) = 1
        AND (SELECT count(*) FROM sourcing_products b WHERE b.title ILIKE '%' || a.title || '%') > 1
      ORDER BY a.id LIMIT 1`);
    const page = await findOk({ keyword: title, sort: 'relevance' });
    expect(page.items[0]).toMatchObject({ source_product_id: id, name: title, source: 'omni' });
    expect(page.total).toBeGreaterThan(1);
  });

  it('tolerates typos through trigram correction', async () => {
    const exact = await findOk({ keyword: 'sneakers', sort: 'relevance', page_size: 60 });
    const typo = await findOk({ keyword: 'sneakres', sort: 'relevance', page_size: 60 });
    expect(exact.total).toBeGreaterThan(0);
    expect(typo.items.map((c) => c.source_product_id)).toEqual(
      exact.items.map((c) => c.source_product_id),
    );
  });

  it('finds nothing for words the catalogue does not have', async () => {
    const page = await findOk({ keyword: 'zzqxv' });
    expect(page).toMatchObject({ items: [], total: 0, has_more: false });
  });
});

describe('center/products/find: cards', () => {
  it('has every card field of spec 001 §3 with up to 5 images served by the API', async () => {
    const page = await findOk({ page_size: 5 });
    const card = page.items[0]!;
    expect(card.images.length).toBeGreaterThanOrEqual(3);
    expect(card.images.length).toBeLessThanOrEqual(5);
    expect(card.images[0]).toMatch(
      /^http:\/\/localhost(:\d+)?\/api\/catalogue-media\/products\/\d+\/0\.png$/,
    );
    expect(card).toMatchObject({
      source: 'omni',
      ship_to: 'US',
      imported: false,
      mapped: false,
      product_package_id: null,
      design_info: null,
      favourited: false,
    });
    expect(card.details.ship_countries).toContain('US');
    expect(card.details.shipping_time_min).toBeLessThanOrEqual(card.details.shipping_time_max!);
    expect(card.details.price_range.min).toBe(card.price);
    expect(card.profit).toBeCloseTo(
      card.suggested_price - card.price - card.details.shipping_cost!,
      2,
    );
  });
});

describe('center/products/find: sorts', () => {
  const cases: Array<[string, (card: ProductCard) => number, 'asc' | 'desc']> = [
    ['desc_profit', (c) => c.profit!, 'desc'],
    ['asc_profit', (c) => c.profit!, 'asc'],
    ['asc_price', (c) => c.price, 'asc'],
    ['desc_price', (c) => c.price, 'desc'],
    ['desc_orders', (c) => c.trade_count, 'desc'],
    ['asc_orders', (c) => c.trade_count, 'asc'],
    ['desc_latest_volume', (c) => c.details.lastest_volume, 'desc'],
    ['asc_shipping_time', (c) => c.details.shipping_time_min!, 'asc'],
    ['desc_shipping_time', (c) => c.details.shipping_time_min!, 'desc'],
    ['asc_shipping_cost', (c) => c.details.shipping_cost!, 'asc'],
    ['desc_shipping_cost', (c) => c.details.shipping_cost!, 'desc'],
  ];
  it.each(cases)('%s orders the cards', async (sort, value, direction) => {
    const page = await findOk({ sort, page_size: 40, ship_to: 'DE' });
    expect(page.items).toHaveLength(40);
    expect(page.sort).toBe(sort);
    expect(sortedBy(page.items.map(value), direction)).toBe(true);
  });

  // A keyword search sorts its matches on the product row's shipping keys; the cards show the
  // shipping row itself, so keys out of step with the rows would break the order.
  it.each(cases)('%s orders the cards of a keyword search', async (sort, value, direction) => {
    const { word } = await scalar<{ word: string }>(
      sql`SELECT word FROM sourcing_search_words WHERE numnode(plainto_tsquery('english', word)) > 0
        ORDER BY product_count DESC, word LIMIT 1`,
    );
    const page = await findOk({ keyword: word, sort, page_size: 30, ship_to: 'DE' });
    expect(page.items).toHaveLength(30);
    expect(sortedBy(page.items.map(value), direction)).toBe(true);
  });

  it('defaults to highest profit (spec 000 §9)', async () => {
    const page = await findOk({});
    expect(page.sort).toBe('desc_profit');
    expect(
      sortedBy(
        page.items.map((c) => c.profit!),
        'desc',
      ),
    ).toBe(true);
  });
});

describe('in-row shipping keys (migration 0019)', () => {
  const keysOf = (id: number) =>
    scalar<{ countries: string[]; costs: number[]; min_days: number[]; profits: number[] }>(
      sql`SELECT shipping_countries AS countries, shipping_cost_cents AS costs,
        shipping_min_days AS min_days, shipping_profit_cents AS profits
        FROM sourcing_products WHERE id = ${id}`,
    );
  const rowsOfProduct = async (id: number) =>
    rowsOf<{ country_code: string; cost: string; min_days: number; profit: string }>(
      await t.db.execute(
        sql`SELECT country_code, cost, min_days, profit FROM sourcing_product_shipping
          WHERE product_id = ${id} ORDER BY country_code`,
      ),
    );

  it('are in step with the shipping rows for every seeded product', async () => {
    const { out_of_step } = await scalar<{ out_of_step: number }>(sql`
      SELECT count(*)::int AS out_of_step FROM sourcing_products p
      CROSS JOIN LATERAL (
        SELECT COALESCE(array_agg(s.country_code ORDER BY s.country_code), '{}') AS countries,
          COALESCE(array_agg(round(s.cost * 100)::int ORDER BY s.country_code), '{}') AS costs,
          COALESCE(array_agg(s.min_days ORDER BY s.country_code), '{}') AS min_days,
          COALESCE(array_agg(round(s.profit * 100)::int ORDER BY s.country_code), '{}') AS profits
        FROM sourcing_product_shipping s WHERE s.product_id = p.id) k
      WHERE (p.shipping_countries, p.shipping_cost_cents, p.shipping_min_days, p.shipping_profit_cents)
        IS DISTINCT FROM (k.countries, k.costs, k.min_days, k.profits)`);
    expect(out_of_step).toBe(0);
  });

  it('mirror the shipping rows through inserts, updates and deletes', async () => {
    const { id } = await scalar<{ id: string }>(
      sql`SELECT product_id AS id FROM sourcing_product_shipping WHERE country_code = 'DE' ORDER BY product_id LIMIT 1`,
    );
    const productId = Number(id);
    const expectInStep = async () => {
      const rows = await rowsOfProduct(productId);
      expect(await keysOf(productId)).toEqual({
        countries: rows.map((r) => r.country_code),
        costs: rows.map((r) => Math.round(Number(r.cost) * 100)),
        min_days: rows.map((r) => Number(r.min_days)),
        profits: rows.map((r) => Math.round(Number(r.profit) * 100)),
      });
    };
    await expectInStep();
    const [de] = (await rowsOfProduct(productId)).filter((r) => r.country_code === 'DE');
    try {
      await t.db.execute(
        sql`UPDATE sourcing_product_shipping SET cost = cost + 1.25, min_days = min_days + 1
          WHERE product_id = ${productId} AND country_code = 'DE'`,
      );
      await expectInStep();
      await t.db.execute(
        sql`DELETE FROM sourcing_product_shipping WHERE product_id = ${productId} AND country_code = 'DE'`,
      );
      await expectInStep();
      expect((await keysOf(productId)).countries).not.toContain('DE');
    } finally {
      await t.db.execute(
        sql`DELETE FROM sourcing_product_shipping WHERE product_id = ${productId} AND country_code = 'DE'`,
      );
      await t.db.execute(
        sql`INSERT INTO sourcing_product_shipping (product_id, country_code, cost, min_days, max_days, profit)
          SELECT ${productId}, 'DE', ${de!.cost}, ${de!.min_days}, max_days, ${de!.profit}
          FROM sourcing_product_shipping WHERE product_id = ${productId} LIMIT 1`,
      );
    }
    await expectInStep();
  });
});

describe('center/products/find: filters', () => {
  // every bucket of spec 000 §9 / 001 §9, straight from the contract's tables
  const inBucket = (bounds: RangeBounds, value: (c: ProductCard) => number) => (c: ProductCard) =>
    (bounds[0] === null || value(c) >= bounds[0]) && (bounds[1] === null || value(c) < bounds[1]);
  const buckets = (
    name: string,
    table: Record<string, RangeBounds>,
    value: (c: ProductCard) => number,
  ) =>
    Object.entries(table)
      .filter(([key]) => key !== 'all')
      .map(([key, bounds]): [string, string | boolean, (c: ProductCard) => boolean] => [
        name,
        key,
        inBucket(bounds, value),
      ]);
  it.each([
    ...buckets('order_count', ORDER_COUNT_FILTERS, (c) => c.trade_count),
    ...buckets('price', PRICE_FILTERS, (c) => c.price),
    ...buckets('listing_count', LISTING_COUNT_FILTERS, (c) => c.listing_count),
    ['rating_4_up', true, (c: ProductCard) => c.details.rating >= 4],
  ])('%s=%s keeps only matching products', async (name, value, check) => {
    const all = await findOk({ page_size: 60 });
    const page = await findOk({ [name]: value, page_size: 60 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(all.total);
    expect(page.items.every(check)).toBe(true);
  });

  it('free price bounds are inclusive and combine with the bucket', async () => {
    const page = await findOk({ min_price: 12, max_price: 20, page_size: 60 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((c) => c.price >= 12 && c.price <= 20)).toBe(true);
    const both = await findOk({ price: '10_30', max_price: 15, page_size: 60 });
    expect(both.items.every((c) => c.price >= 10 && c.price <= 15)).toBe(true);
  });

  it('ship_to keeps products shipping there and prices their shipping for it (UK is GB)', async () => {
    const uk = await findOk({ ship_to: 'UK', page_size: 60 });
    expect(uk.ship_to).toBe('GB');
    expect(
      uk.items.every((c) => c.details.ship_countries.includes('GB') && c.ship_to === 'GB'),
    ).toBe(true);
    const { n } = await scalar<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sourcing_product_shipping WHERE country_code = 'GB'`,
    );
    expect(uk.total).toBe(Math.min(n, 1000));
  });

  it('a top category includes its sub-categories', async () => {
    const page = await findOk({ category_id: 6, page_size: 60 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((c) => Math.floor(c.category_id / 100) === 6)).toBe(true);
  });
});

describe('center/products/find: pagination', () => {
  it('pages do not overlap and together list every match', async () => {
    const filter = { order_count: 'over_10000', sort: 'asc_price' };
    const { total } = await findOk({ ...filter, page_size: 60 });
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 7); page += 1) {
      const answer = await findOk({ ...filter, page, page_size: 7 });
      expect(answer.has_more).toBe(page < Math.ceil(total / 7));
      seen.push(...answer.items.map((c) => c.source_product_id));
    }
    expect(new Set(seen).size).toBe(total);
  });

  it('a page past the end is empty', async () => {
    const page = await findOk({ page: 500, page_size: 60 });
    const { n } = await scalar<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sourcing_product_shipping WHERE country_code = 'US'`,
    );
    expect(n).toBeLessThanOrEqual(TEST_CATALOGUE_SIZE);
    expect(page).toMatchObject({ items: [], has_more: false, total: n });
  });
});

describe('bad input → BAD_REQUEST with field errors', () => {
  it.each([
    [{ source: 'temu' }, 'source'],
    [{ ship_to: 'ZZ' }, 'ship_to'],
    [{ ship_to: 'USA' }, 'ship_to'],
    [{ min_price: -1 }, 'min_price'],
    [{ max_price: -5 }, 'max_price'],
    [{ min_price: 30, max_price: 10 }, 'max_price'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ order_count: 'over_9000' }, 'order_count'],
    [{ page: 0 }, 'page'],
    [{ page_size: 61 }, 'page_size'],
  ])('%j', async (query, field) => {
    const answer = await find(query);
    expect(answer.http).toBe(400);
    expect(answer.body.status).toBe(BodyStatus.BAD_REQUEST);
    expect(answer.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('aliexpress and cj need a linked supplier account', async () => {
    const answer = await find({ source: 'aliexpress', keyword: 'dress' });
    expect(answer.http).toBe(400);
    expect(answer.body).toMatchObject({
      status: BodyStatus.BAD_REQUEST,
      message: 'SupplierAccountNotLinked',
    });
  });

  it('needs a session', async () => {
    const answer = await call(t.app, 'GET', '/api/center/products/find');
    expect(answer.body.status).toBe(BodyStatus.UNAUTHORIZED);
  });
});

describe('other search paths', () => {
  it('ah/products/search defaults to relevance, ah/products/find to most orders', async () => {
    expect((await findOk({ keyword: 'dress' }, '/api/ah/products/search')).sort).toBe('relevance');
    const found = await findOk({}, '/api/ah/products/find');
    expect(found.sort).toBe('desc_orders');
    expect(
      sortedBy(
        found.items.map((c) => c.trade_count),
        'desc',
      ),
    ).toBe(true);
  });

  it('ah/products/dropshipping lists fast, well rated products', async () => {
    const page = await findOk({ page_size: 60 }, '/api/ah/products/dropshipping');
    expect(page.items.length).toBeGreaterThan(0);
    expect(
      page.items.every((c) => c.details.shipping_time_max! <= 10 && c.details.rating >= 4.5),
    ).toBe(true);
  });
});
