import { sql } from 'drizzle-orm';
import type { ProductPage } from '@omni/shared/contracts';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { countKey, SearchCache, searchCacheFor, searchKey } from './search-cache';
import { toSearchCriteria, type SearchCriteria } from './search-criteria';
import type { SearchScope } from './search-repository';
import { uniqueEmail, useCatalogueTestApp } from './testing/catalogue-test-app';

const t = useCatalogueTestApp();
let user: SignedInUser;

beforeAll(async () => {
  user = await signUp(t.app, uniqueEmail('search-cache'));
});

afterEach(() => searchCacheFor(t.app.ctx.db).setEnabled(true));

async function find(query: string, who: SignedInUser = user): Promise<ProductPage> {
  const answer = await call<ProductPage>(t.app, 'GET', `/api/center/products/find?${query}`, {
    token: who.token,
    workplaceId: who.workplaceId,
  });
  expect(answer.http).toBe(200);
  return answer.body.data!;
}

/** Runs `work` and returns how many searches the cache answered and how many it missed. */
async function counted(work: () => Promise<unknown>) {
  const cache = searchCacheFor(t.app.ctx.db);
  cache.resetStats();
  await work();
  return { ...cache.stats };
}

describe('search cache', () => {
  it('answers an identical search from the cache with the same page', async () => {
    const first = await find('sort=asc_price&ship_to=DE&page_size=10');
    let again: ProductPage | undefined;
    expect(
      await counted(async () => {
        again = await find('sort=asc_price&ship_to=DE&page_size=10');
      }),
    ).toEqual({ hits: 1, misses: 0 });
    expect(again).toEqual(first);
    // Any difference in the query is another search.
    expect(await counted(() => find('sort=asc_price&ship_to=DE&page_size=10&page=2'))).toEqual({
      hits: 0,
      misses: 1,
    });
  });

  it('never serves a result older than a catalogue write', async () => {
    const query = 'sort=asc_price&ship_to=US&page_size=5';
    const before = await find(query);
    const cheapest = before.items[0]!;
    await t.db.execute(
      sql`UPDATE sourcing_products SET price_min = price_min + 1000 WHERE id = ${Number(cheapest.source_product_id)}`,
    );
    try {
      let after: ProductPage | undefined;
      expect(
        await counted(async () => {
          after = await find(query);
        }),
      ).toEqual({ hits: 0, misses: 1 });
      expect(after!.items.map((card) => card.source_product_id)).not.toContain(
        cheapest.source_product_id,
      );
    } finally {
      await t.db.execute(
        sql`UPDATE sourcing_products SET price_min = price_min - 1000 WHERE id = ${Number(cheapest.source_product_id)}`,
      );
    }
    expect((await find(query)).items[0]!.source_product_id).toBe(cheapest.source_product_id);
  });

  it('keeps entries when only picture hashes change (image search indexing)', async () => {
    const query = 'sort=desc_orders&ship_to=FR&page_size=5';
    await find(query);
    await t.db.execute(
      sql`UPDATE sourcing_product_images SET phash = 'ffffffffffffffff' WHERE position = 0`,
    );
    expect(await counted(() => find(query))).toEqual({ hits: 1, misses: 0 });
  });

  it("reads each workplace's favourite marks fresh on a cached page", async () => {
    const query = 'sort=desc_profit&ship_to=US&page_size=3';
    const page = await find(query);
    const id = page.items[0]!.source_product_id;
    expect(page.items[0]!.favourited).toBe(false);
    const added = await call(t.app, 'POST', '/api/center/products/favourite', {
      token: user.token,
      workplaceId: user.workplaceId,
      body: { product_ids: [id] },
    });
    expect(added.http).toBe(200);
    const stranger = await signUp(t.app, uniqueEmail('search-cache-other'));
    let mine: ProductPage | undefined;
    let theirs: ProductPage | undefined;
    expect(
      await counted(async () => {
        mine = await find(query);
        theirs = await find(query, stranger);
      }),
    ).toEqual({ hits: 2, misses: 0 });
    expect(mine!.items[0]).toMatchObject({ source_product_id: id, favourited: true });
    expect(theirs!.items[0]).toMatchObject({ source_product_id: id, favourited: false });
  });

  it('switched off, every search reads the database', async () => {
    searchCacheFor(t.app.ctx.db).setEnabled(false);
    const query = 'sort=asc_orders&ship_to=GB&page_size=5';
    expect(
      await counted(async () => {
        await find(query);
        await find(query);
      }),
    ).toEqual({ hits: 0, misses: 2 });
  });
});

describe('match counts', () => {
  const browse = toSearchCriteria({ ship_to: 'DE', price: 'under_10', sort: 'asc_price' });

  it('are shared by every sort and page of a filter set, and retired by a catalogue write', async () => {
    const cache = new SearchCache(t.db);
    const count = jest.fn(async () => 42);
    expect(await cache.count(browse, {}, count)).toBe(42);
    expect(await cache.count({ ...browse, sort: 'desc_profit', page: 3 }, {}, count)).toBe(42);
    expect(await cache.count({ ...browse, pageSize: 60 }, {}, count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);

    await cache.count({ ...browse, shipTo: 'FR' }, {}, count);
    expect(count).toHaveBeenCalledTimes(2);

    await t.db.execute(sql`UPDATE sourcing_products SET rating = rating WHERE id = 0`);
    await cache.count(browse, {}, count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('are counted every time when the cache is off, or the scope is unnamed', async () => {
    const cache = new SearchCache(t.db);
    const count = jest.fn(async () => 7);
    await cache.count(browse, { extra: sql`true` }, count);
    await cache.count(browse, { extra: sql`true` }, count);
    cache.setEnabled(false);
    await cache.count(browse, {}, count);
    await cache.count(browse, {}, count);
    expect(count).toHaveBeenCalledTimes(4);
  });

  it('a filtered browse answers the same total on every sort and page', async () => {
    const totals = new Set<number>();
    for (const query of ['sort=asc_price', 'sort=desc_orders', 'sort=asc_price&page=2']) {
      totals.add((await find(`${query}&ship_to=IT&order_count=over_100&page_size=5`)).total);
    }
    expect(totals.size).toBe(1);
  });
});

describe('countKey', () => {
  const criteria = toSearchCriteria({ keyword: 'lamp', ship_to: 'DE', price: 'under_10' });

  it('ignores the sort and the page, not the filters', () => {
    expect(countKey({ ...criteria, sort: 'asc_price', page: 4, pageSize: 60 }, {})).toBe(
      countKey(criteria, {}),
    );
    expect(countKey({ ...criteria, shipTo: 'FR' }, {})).not.toBe(countKey(criteria, {}));
    expect(countKey(criteria, { collectionSlug: 'trending' })).not.toBe(countKey(criteria, {}));
  });
});

describe('searchKey', () => {
  const criteria = toSearchCriteria({ keyword: 'lamp', ship_to: 'DE', price: 'under_10' });

  it('is the same for the same search whatever the field order', () => {
    const reordered = Object.fromEntries(Object.entries(criteria).reverse()) as SearchCriteria;
    expect(searchKey(reordered, {})).toBe(searchKey(criteria, {}));
  });

  it.each<[string, Partial<SearchCriteria>, SearchScope]>([
    ['keyword', { keyword: 'lamps' }, {}],
    ['ship-to', { shipTo: 'FR' }, {}],
    ['price range', { price: { min: 10, max: 30 } }, {}],
    ['page', { page: 2 }, {}],
    ['collection', {}, { collectionSlug: 'trending' }],
    ['supplier', {}, { supplierId: 7 }],
    ['named extra condition', {}, { extraKey: 'dropshipping' }],
  ])('changes with the %s', (_, change, scope) => {
    expect(searchKey({ ...criteria, ...change }, scope)).not.toBe(searchKey(criteria, {}));
  });
});
