import { sql } from 'drizzle-orm';
import {
  bulkUpdateEndpoint,
  catalogueCountEndpoint,
  getProductEndpoint,
  importAllEndpoint,
  importDeleteEndpoint,
  importedListEndpoint,
  importListEndpoint,
  updatePricingSettingsEndpoint,
  type ImportListItem,
  type ImportListQuery,
} from '@omni/shared/contracts/catalogue';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { importListItems, importPushMarks, storeListings, stores } from '../../../db/schema';
import { signUp, type SignedInUser } from '../../../testing/accounts';
import { callEndpoint } from '../../../testing/call-endpoint';
import {
  setImportLimit,
  uniqueEmail,
  useCatalogueTestApp,
} from '../../sourcing/testing/catalogue-test-app';
import { importOwn, ownProductIds } from '../testing/imports';

const t = useCatalogueTestApp();

const merchant = (name: string) => signUp(t.app, uniqueEmail(name));

async function listAll(user: SignedInUser, query: ImportListQuery = {}) {
  const items: ImportListItem[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const answer = await callEndpoint(t.app, importListEndpoint, user, {
      query: { ...query, ...(cursor ? { cursor } : {}) },
    });
    expect(answer.body.status).toBe(BodyStatus.OK);
    items.push(...answer.body.data!.items);
    cursor = answer.body.data!.next_cursor ?? undefined;
    if (!cursor) break;
  }
  return items;
}

const titles = (items: ImportListItem[]) => items.map((item) => item.title);

describe('GET center/products/import/listing', () => {
  it('lists imports with what a row shows, page by page with a keyset cursor, in each sort', async () => {
    const user = await merchant('list');
    const productIds = await ownProductIds(t.db, 5, 2);
    const ids = await importOwn(t, user, productIds, 'DE');

    const first = await callEndpoint(t.app, importListEndpoint, user, {
      query: { page_size: 2 },
    });
    expect(first.body.data!.items).toHaveLength(2);
    expect(first.body.data!.next_cursor).toEqual(expect.any(String));
    const newest = await listAll(user, { page_size: 2 });
    expect(newest.map((item) => item.id)).toEqual([...ids].reverse());

    const row = newest.at(-1)!;
    expect(row).toMatchObject({
      source: 'omni',
      source_product_id: productIds[0],
      ship_to: 'DE',
      tags: [],
      pushed: {},
      pushed_store_ids: [],
      listingQuotaCost: 1,
      cost_currency: 'USD',
      currency: 'USD',
      version: expect.any(Number),
    });
    expect(row.image).toMatch(/^http:\/\/.+\/api\/catalogue-media\/products\/\d+\/\d+\.png$/);
    expect(row.variant_count).toBeGreaterThanOrEqual(2);
    expect(row.cost_from).toBeGreaterThan(0);
    expect(row.cost_from).toBeLessThanOrEqual(row.cost_to);
    // priced with the default rule at import: above cost, ending in .99
    expect(row.price_from).toBeGreaterThan(row.cost_from);
    expect(row.price_from % 100).toBe(99);

    const oldest = await listAll(user, { sort: 'oldest', page_size: 3 });
    expect(oldest.map((item) => item.id)).toEqual(ids);
    const cheap = await listAll(user, { sort: 'asc_price', page_size: 2 });
    const prices = cheap.map((item) => item.price_from);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await listAll(user, { sort: 'desc_price', page_size: 2 });
    expect(dear.map((item) => item.id)).toEqual(
      [...cheap]
        .reverse()
        .map((item) => item.id)
        .filter(() => true),
    );
  });

  it('searches titles and filters by source, ship-to, tag and pushed', async () => {
    const user = await merchant('filter');
    const ids = await importOwn(t, user, await ownProductIds(t.db, 3), 'US');
    const all = await listAll(user);
    const word = all[0]!.title.split(' ')[0]!.toUpperCase();
    expect(titles(await listAll(user, { search: word }))).toContain(all[0]!.title);
    expect(await listAll(user, { search: 'no title has this %_ text' })).toEqual([]);
    expect(await listAll(user, { source: 'aliexpress' })).toEqual([]);
    expect(await listAll(user, { ship_to: 'FR' })).toEqual([]);
    expect(await listAll(user, { ship_to: 'us' })).toHaveLength(3);

    await callEndpoint(t.app, bulkUpdateEndpoint, user, {
      body: { ids: [ids[1]!], tags: { add: ['summer', 'sale'] } },
    });
    expect((await listAll(user, { tag: 'summer' })).map((item) => item.id)).toEqual([ids[1]]);

    const [store] = await t.db
      .insert(stores)
      .values({
        workplaceId: user.workplaceId,
        platform: 'shopify',
        platformDomain: `${ids[0]}.myshopify.com`,
        domain: `${ids[0]}.example`,
      })
      .returning({ id: stores.id });
    await t.db.insert(importPushMarks).values({
      importListItemId: ids[0]!,
      workplaceId: user.workplaceId,
      storeId: store!.id,
      channel: 'shopify',
      storeProductId: '9007199254740993',
      pushedAt: new Date(),
    });
    // the store holding it comes from the push engine's listing (push or update is decided there)
    await t.db.insert(storeListings).values({
      importListItemId: ids[0]!,
      workplaceId: user.workplaceId,
      storeId: store!.id,
      storeProductId: 'gid://shopify/Product/9007199254740993',
      externalKey: 'omni-product',
      adminUrl: 'https://admin.example/products/9007199254740993',
      pushedAt: new Date(),
      updatedAt: new Date(),
    });
    const pushed = await listAll(user, { pushed: 'pushed' });
    expect(pushed.map((item) => [item.id, item.pushed, item.pushed_store_ids])).toEqual([
      [ids[0], { shopify: true }, [store!.id]],
    ]);
    expect((await listAll(user, { pushed: 'not_pushed' })).map((item) => item.id).sort()).toEqual(
      [ids[1], ids[2]].sort(),
    );
  });

  it('refuses a cursor it did not give, of another sort, with a field error', async () => {
    const user = await merchant('cursor');
    await importOwn(t, user, await ownProductIds(t.db, 2));
    const page = await callEndpoint(t.app, importListEndpoint, user, { query: { page_size: 1 } });
    for (const query of [
      { cursor: 'not-a-cursor' },
      { cursor: page.body.data!.next_cursor!, sort: 'asc_price' as const },
    ]) {
      const answer = await callEndpoint(t.app, importListEndpoint, user, { query });
      expect(answer.http).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'cursor', message: MessageKey.FieldInvalid }]);
    }
    const tooBig = await callEndpoint(t.app, importListEndpoint, user, {
      query: { page_size: 1000 },
    });
    expect(tooBig.body.errors?.[0]?.field).toBe('page_size');
  });

  it('shows only the workplace in the header; count and imported_list answer from the same imports', async () => {
    const owner = await merchant('tenant');
    const stranger = await merchant('tenant-other');
    const productIds = await ownProductIds(t.db, 2);
    const ids = await importOwn(t, owner, productIds);
    expect(await listAll(stranger)).toEqual([]);
    const counts = await callEndpoint(t.app, catalogueCountEndpoint, owner);
    expect(counts.body.data!.import_list).toBe((await listAll(owner)).length);
    const imported = await callEndpoint(t.app, importedListEndpoint, owner, {
      query: { source: 'omni', ids: `${productIds.join(',')},999999999` },
    });
    expect(imported.body.data).toEqual({
      imported: { [productIds[0]!]: ids[0], [productIds[1]!]: ids[1] },
    });
    const theirs = await callEndpoint(t.app, importedListEndpoint, stranger, {
      query: { source: 'omni', ids: productIds.join(',') },
    });
    expect(theirs.body.data).toEqual({ imported: {} });
  });
});

describe('DELETE center/products/import/delete', () => {
  it('deletes one, many or all; another workplace’s id is 404 and nothing is deleted; badges hear it', async () => {
    const owner = await merchant('delete');
    const stranger = await merchant('delete-other');
    const ids = await importOwn(t, owner, await ownProductIds(t.db, 4));
    const [theirs] = await importOwn(t, stranger, await ownProductIds(t.db, 1));
    const events: unknown[] = [];
    const stop = t.app.realtime.hub.subscribe(owner.workplaceId, (type, data) =>
      events.push([type, data]),
    );
    try {
      const foreign = await callEndpoint(t.app, importDeleteEndpoint, owner, {
        body: { ids: [ids[0]!, theirs!] },
      });
      expect(foreign.http).toBe(404);
      expect(await listAll(owner)).toHaveLength(4);
      expect(await listAll(stranger)).toHaveLength(1);

      const one = await callEndpoint(t.app, importDeleteEndpoint, owner, {
        body: { ids: [ids[0]!] },
      });
      expect(one.body.data).toEqual({ deleted: [ids[0]] });
      expect(events.at(-1)).toEqual([
        'catalogue-counts-changed',
        expect.objectContaining({ import_list: 3 }),
      ]);
      const many = await callEndpoint(t.app, importDeleteEndpoint, owner, {
        body: { ids: [ids[1]!, ids[2]!] },
      });
      expect([...many.body.data!.deleted].sort()).toEqual([ids[1], ids[2]].sort());
      const all = await callEndpoint(t.app, importDeleteEndpoint, owner, { body: { all: true } });
      expect(all.body.data).toEqual({ deleted: [ids[3]] });
      expect(events.at(-1)).toEqual([
        'catalogue-counts-changed',
        expect.objectContaining({ import_list: 0 }),
      ]);
      expect(await listAll(stranger)).toHaveLength(1);

      const nothing = await callEndpoint(t.app, importDeleteEndpoint, owner, { body: {} });
      expect(nothing.http).toBe(400);
      expect(nothing.body.errors).toEqual([{ field: 'ids', message: MessageKey.FieldRequired }]);
    } finally {
      stop();
    }
  });

  it('sends the counts event when find-product imports', async () => {
    const user = await merchant('event');
    const events: string[] = [];
    const stop = t.app.realtime.hub.subscribe(user.workplaceId, (type) => events.push(type));
    await importOwn(t, user, await ownProductIds(t.db, 1));
    stop();
    expect(events).toContain('catalogue-counts-changed');
  });
});

describe('PUT center/products/bulk_update', () => {
  it('sets tags and product type, re-prices with the workplace rule, bumps versions', async () => {
    const user = await merchant('bulk');
    const ids = await importOwn(t, user, await ownProductIds(t.db, 3));
    const before = await listAll(user);

    await callEndpoint(t.app, bulkUpdateEndpoint, user, {
      body: { all: true, tags: { add: ['a', 'b'] }, product_type: ' Lamps ' },
    });
    const answer = await callEndpoint(t.app, bulkUpdateEndpoint, user, {
      body: { ids: [ids[0]!, ids[1]!], tags: { add: ['c', 'a'], remove: ['b'] } },
    });
    expect(answer.body).toMatchObject({ status: 200, message: MessageKey.SaveSuccess });
    const after = new Map((await listAll(user)).map((item) => [item.id, item]));
    expect(after.get(ids[0]!)!.tags).toEqual(['a', 'c']);
    expect(after.get(ids[2]!)!.tags).toEqual(['a', 'b']);
    expect(after.get(ids[0]!)!.version).toBe(
      before.find((item) => item.id === ids[0])!.version + 2,
    );
    const product = await callEndpoint(t.app, getProductEndpoint, user, {
      params: { id: ids[2]! },
    });
    expect(product.body.data!.product_type).toBe('Lamps');

    // a flat rule: cost × 10, no cents rounding
    await callEndpoint(t.app, updatePricingSettingsEndpoint, user, {
      body: {
        rule: {
          currency: 'USD',
          tiers: [{ cost_from: 0, mode: 'multiplier', value: 10 }],
          compare_at: { mode: 'fixed', value: 100 },
          cents: null,
        },
      },
    });
    await callEndpoint(t.app, bulkUpdateEndpoint, user, {
      body: { ids: [ids[1]!], pricing_rule: true },
    });
    const repriced = await callEndpoint(t.app, getProductEndpoint, user, {
      params: { id: ids[1]! },
    });
    for (const variant of repriced.body.data!.variants) {
      expect(variant.price).toBe(variant.cost.amount * 10);
      expect(variant.compare_at_price).toBe(variant.cost.amount * 10 + 100);
    }
    const row = (await listAll(user)).find((item) => item.id === ids[1])!;
    expect(row.price_from).toBe(row.cost_from * 10);
  });

  it('is 404 with another workplace’s id and changes nothing; an empty update is a field error', async () => {
    const owner = await merchant('bulk-tenant');
    const stranger = await merchant('bulk-tenant-other');
    const [mine] = await importOwn(t, owner, await ownProductIds(t.db, 1));
    const [theirs] = await importOwn(t, stranger, await ownProductIds(t.db, 1));
    const foreign = await callEndpoint(t.app, bulkUpdateEndpoint, owner, {
      body: { ids: [mine!, theirs!], product_type: 'Hacked' },
    });
    expect(foreign.http).toBe(404);
    const rows = await t.db
      .select({ productType: importListItems.productType })
      .from(importListItems)
      .where(sql`${importListItems.id} IN (${mine!}::uuid, ${theirs!}::uuid)`);
    expect(rows.map((row) => row.productType)).toEqual(['', '']);
    const empty = await callEndpoint(t.app, bulkUpdateEndpoint, owner, { body: { all: true } });
    expect(empty.http).toBe(400);
    const nul = await callEndpoint(t.app, bulkUpdateEndpoint, owner, {
      body: { all: true, product_type: 'a\u0000b' },
    });
    expect(nul.http).toBe(400);
    expect(nul.body.errors?.[0]?.field).toBe('product_type');
  });
});

describe('POST center/products/import-all', () => {
  it('answers the success and failed maps of spec 001 §3', async () => {
    const user = await merchant('all');
    const [a, b] = await ownProductIds(t.db, 2);
    const answer = await callEndpoint(t.app, importAllEndpoint, user, {
      body: {
        import_data: [
          { source: 'omni', product_id: a!, ship_to: 'GB' },
          { source: 'omni', product_id: b! },
          { source: 'omni', product_id: '999999999' },
          { source: 'ebay', product_id: '1234' },
        ],
      },
    });
    expect(answer.body.data).toMatchObject({
      failed: { '999999999': MessageKey.DataNotFound, '1234': MessageKey.SourceUnavailable },
      quota_expired: false,
    });
    const success = answer.body.data!.success;
    expect(Object.keys(success).sort()).toEqual([a, b].sort());
    const rows = await listAll(user);
    expect(rows.map((row) => row.id).sort()).toEqual(Object.values(success).sort());
    expect(rows.find((row) => row.id === success[a!])!.ship_to).toBe('GB');
  });

  it('marks the quota expired when every item fails on quota (001 §8)', async () => {
    const user = await merchant('all-quota');
    await setImportLimit(t.db, user, 1);
    const [a, b, c] = await ownProductIds(t.db, 3);
    await importOwn(t, user, [a!]);
    const answer = await callEndpoint(t.app, importAllEndpoint, user, {
      body: {
        import_data: [
          { source: 'omni', product_id: b! },
          { source: 'omni', product_id: c! },
        ],
      },
    });
    expect(answer.body.data).toEqual({
      success: {},
      failed: { [b!]: MessageKey.ExceedQuotaLimit, [c!]: MessageKey.ExceedQuotaLimit },
      quota_expired: true,
      quota: { limit: 1, usage: 1 },
    });
    expect(await listAll(user)).toHaveLength(1);
    const tooMany = await callEndpoint(t.app, importAllEndpoint, user, {
      body: { import_data: [] },
    });
    expect(tooMany.http).toBe(400);
  });
});
