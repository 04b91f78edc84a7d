import { eq, sql } from 'drizzle-orm';
import type {
  FavouriteIds,
  FavouritePage,
  ImportResult,
  ProductPage,
  SupplierPage,
  SupplierProduct,
} from '@omni/shared/contracts';
import { BodyStatus } from '@omni/shared/errors';
import { importListItems } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { importCost } from './import-service';
import { rowsOf } from '../../db/result-rows';
import { setImportLimit, uniqueEmail, useCatalogueTestApp } from './testing/catalogue-test-app';

const t = useCatalogueTestApp();

const as = (user: SignedInUser) => ({ token: user.token, workplaceId: user.workplaceId });

async function productIds(count: number, where = sql`true`): Promise<string[]> {
  const result = await t.db.execute(
    sql`SELECT id::text AS id FROM sourcing_products WHERE ${where} ORDER BY id LIMIT ${count}`,
  );
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

describe('favourites (center/products/favourite, favourited)', () => {
  it('adds, lists as cards, marks search cards, removes — per workplace', async () => {
    const owner = await signUp(t.app, uniqueEmail('fav'));
    const stranger = await signUp(t.app, uniqueEmail('fav-other'));
    const ids = await productIds(3);

    const added = await call<FavouriteIds>(t.app, 'POST', '/api/center/products/favourite', {
      ...as(owner),
      body: { product_ids: ids },
    });
    expect(added.body).toMatchObject({ status: 200, message: 'SaveSuccess' });

    const favourited = await call<FavouriteIds>(
      t.app,
      'GET',
      '/api/center/products/favourited',
      as(owner),
    );
    expect([...favourited.body.data!.product_ids].sort()).toEqual([...ids].sort());
    const page = await call<FavouritePage>(
      t.app,
      'GET',
      '/api/center/products/favourite?page_size=2',
      as(owner),
    );
    expect(page.body.data).toMatchObject({ total: 3, has_more: true });
    expect(page.body.data!.items.every((card) => card.favourited)).toBe(true);

    // The second user sees none of it, in lists or on cards.
    const theirs = await call<FavouriteIds>(
      t.app,
      'GET',
      '/api/center/products/favourited',
      as(stranger),
    );
    expect(theirs.body.data!.product_ids).toEqual([]);
    const detail = await call<SupplierProduct>(
      t.app,
      'GET',
      `/api/center/products/source/omni/${ids[0]}`,
      as(stranger),
    );
    expect(detail.body.data!.favourited).toBe(false);
    // … and cannot reach the owner's workplace at all.
    const foreign = await call(t.app, 'GET', '/api/center/products/favourited', {
      token: stranger.token,
      workplaceId: owner.workplaceId,
    });
    expect(foreign.body.status).toBe(BodyStatus.FORBIDDEN);

    await call(t.app, 'DELETE', '/api/center/products/favourite', {
      ...as(owner),
      body: { product_ids: [ids[0]] },
    });
    const after = await call<FavouriteIds>(
      t.app,
      'GET',
      '/api/center/products/favourited',
      as(owner),
    );
    expect(after.body.data!.product_ids).toHaveLength(2);
  });

  it('refuses unknown products with a field error', async () => {
    const user = await signUp(t.app, uniqueEmail('fav-bad'));
    const answer = await call(t.app, 'POST', '/api/center/products/favourite', {
      ...as(user),
      body: { product_ids: ['123'] },
    });
    expect(answer.http).toBe(400);
    expect(answer.body.errors?.[0]?.field).toBe('product_ids');
    const empty = await call(t.app, 'POST', '/api/center/products/favourite', {
      ...as(user),
      body: { product_ids: [] },
    });
    expect(empty.body.errors?.[0]?.field).toBe('product_ids');
  });
});

describe('favourite suppliers', () => {
  it('adds and lists suppliers with their product counts, per workplace', async () => {
    const user = await signUp(t.app, uniqueEmail('sup'));
    const other = await signUp(t.app, uniqueEmail('sup-other'));
    const added = await call(t.app, 'POST', '/api/center/products/favourite-suppliers', {
      ...as(user),
      body: { store_ids: ['1', '2'] },
    });
    expect(added.body.status).toBe(200);
    const list = await call<SupplierPage>(
      t.app,
      'GET',
      '/api/center/products/favourite-suppliers',
      as(user),
    );
    expect(list.body.data!.total).toBe(2);
    expect(list.body.data!.items[0]).toMatchObject({ favourited: true });
    expect(
      (
        await call<SupplierPage>(
          t.app,
          'GET',
          '/api/center/products/favourite-suppliers',
          as(other),
        )
      ).body.data!.total,
    ).toBe(0);
    const products = await call<ProductPage>(
      t.app,
      'GET',
      '/api/product-sources/suppliers/omni/1/products?sort=asc_price',
      as(user),
    );
    const prices = products.body.data!.items.map((card) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const unknown = await call(t.app, 'POST', '/api/center/products/favourite-suppliers', {
      ...as(user),
      body: { store_ids: ['999999'] },
    });
    expect(unknown.body.errors?.[0]?.field).toBe('store_ids');
  });
});

describe('import (center/products/import/{source})', () => {
  it('creates an import-list item, marks the card imported, and does not import twice', async () => {
    const user = await signUp(t.app, uniqueEmail('imp'));
    const other = await signUp(t.app, uniqueEmail('imp-other'));
    const [id] = await productIds(1);
    const first = await call<ImportResult>(t.app, 'POST', '/api/center/products/import/omni', {
      ...as(user),
      body: { product_id: id },
    });
    expect(first.body).toMatchObject({
      status: 200,
      data: { already_imported: false, error_message: null },
    });
    const packageId = first.body.data!.product_package_id;
    const [item] = await t.db
      .select()
      .from(importListItems)
      .where(eq(importListItems.id, packageId));
    expect(item).toMatchObject({
      workplaceId: user.workplaceId,
      source: 'omni',
      sourceProductId: id,
    });

    const again = await call<ImportResult>(t.app, 'POST', '/api/center/products/import/omni', {
      ...as(user),
      body: { product_id: id },
    });
    expect(again.body.data).toMatchObject({
      product_package_id: packageId,
      already_imported: true,
    });
    expect(again.body.data!.quota.usage).toBe(first.body.data!.quota.usage);

    const detail = await call<SupplierProduct>(
      t.app,
      'GET',
      `/api/center/products/source/omni/${id}`,
      as(user),
    );
    expect(detail.body.data).toMatchObject({ imported: true, product_package_id: packageId });
    const theirs = await call<SupplierProduct>(
      t.app,
      'GET',
      `/api/center/products/source/omni/${id}`,
      as(other),
    );
    expect(theirs.body.data).toMatchObject({ imported: false, product_package_id: null });
  });

  it('charges the IMPORT_PRODUCT quota and refuses with QUOTA_EXPIRED when over it', async () => {
    const user = await signUp(t.app, uniqueEmail('quota'));
    await setImportLimit(t.db, user, 2);
    const ids = await productIds(3, sql`variant_count <= 100`);
    for (const id of ids.slice(0, 2)) {
      const ok = await call<ImportResult>(t.app, 'POST', '/api/center/products/import/omni', {
        ...as(user),
        body: { product_id: id },
      });
      expect(ok.body.status).toBe(200);
    }
    const refused = await call(t.app, 'POST', '/api/center/products/import/omni', {
      ...as(user),
      body: { product_id: ids[2] },
    });
    expect(refused.http).toBe(402);
    expect(refused.body).toMatchObject({
      status: BodyStatus.QUOTA_EXPIRED,
      message: 'EXCEED_QUOTA_LIMIT',
      errors: [{ field: 'quota', message: 'EXCEED_QUOTA_LIMIT', params: { limit: 2, usage: 2 } }],
    });
    // An already imported product is still answered: it costs nothing.
    const repeat = await call<ImportResult>(t.app, 'POST', '/api/center/products/import/omni', {
      ...as(user),
      body: { product_id: ids[0] },
    });
    expect(repeat.body.data?.already_imported).toBe(true);
  });

  it('counts more than 100 variants as extra imports (spec 001 §9)', async () => {
    expect(importCost(1)).toBe(1);
    expect(importCost(100)).toBe(1);
    expect(importCost(101)).toBe(2);
    expect(importCost(250)).toBe(3);
    const user = await signUp(t.app, uniqueEmail('wide'));
    await setImportLimit(t.db, user, 1);
    const wide = await t.db.execute(sql`
      SELECT p.id::text AS id FROM sourcing_products p
      WHERE (SELECT count(*) FROM sourcing_product_variants v WHERE v.product_id = p.id AND v.stock > 0) > 100
      LIMIT 1`);
    const [row] = rowsOf<{ id: string }>(wide);
    if (!row) throw new Error('the test catalogue has a listing over 100 variants (every 150th)');
    const refused = await call(t.app, 'POST', '/api/center/products/import/omni', {
      ...as(user),
      body: { product_id: row.id },
    });
    expect(refused.body.status).toBe(BodyStatus.QUOTA_EXPIRED);
  });

  it('a plan without the feature (limit 0) cannot import; unlimited (-1) always can', async () => {
    const none = await signUp(t.app, uniqueEmail('none'));
    await setImportLimit(t.db, none, 0);
    const [id] = await productIds(1);
    const refused = await call(t.app, 'POST', '/api/center/products/import/omni', {
      ...as(none),
      body: { product_id: id },
    });
    expect(refused.body.status).toBe(BodyStatus.QUOTA_EXPIRED);
    const unlimited = await signUp(t.app, uniqueEmail('unl'));
    await setImportLimit(t.db, unlimited, -1);
    const done = await call<ImportResult>(t.app, 'POST', '/api/center/products/import/omni', {
      ...as(unlimited),
      body: { product_id: id },
    });
    expect(done.body.data?.quota.limit).toBe(-1);
  });

  it('bad input: unknown product, unknown source, bad country', async () => {
    const user = await signUp(t.app, uniqueEmail('imp-bad'));
    const missing = await call(t.app, 'POST', '/api/center/products/import/omni', {
      ...as(user),
      body: { product_id: '42' },
    });
    expect(missing.body).toMatchObject({ status: BodyStatus.NOT_FOUND, message: 'DataNotFound' });
    const source = await call(t.app, 'POST', '/api/center/products/import/walmart', {
      ...as(user),
      body: { product_id: '42' },
    });
    expect(source.body.errors?.[0]?.field).toBe('source');
    const [id] = await productIds(1);
    const country = await call(t.app, 'POST', '/api/center/products/import/omni', {
      ...as(user),
      body: { product_id: id, ship_to: 'XX' },
    });
    expect(country.body.errors?.[0]?.field).toBe('ship_to');
  });
});
