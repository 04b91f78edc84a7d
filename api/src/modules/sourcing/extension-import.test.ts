import { and, eq, sql } from 'drizzle-orm';
import type { ExtensionProduct, ImportResult } from '@omni/shared/contracts';
import { BodyStatus } from '@omni/shared/errors';
import { importListItems, sourcingExtensionProducts, users } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';

const t = useTestApp();

const as = (user: SignedInUser) => ({ token: user.token, workplaceId: user.workplaceId });

async function allowImports(user: SignedInUser) {
  await t.db.execute(sql`
    INSERT INTO plans (key, name, features, is_public)
    VALUES ('TEST_EXTENSION_IMPORT', 'TEST_EXTENSION_IMPORT',
            ${JSON.stringify({ IMPORT_PRODUCT: { limit: 50 } })}::jsonb, false)
    ON CONFLICT (key) DO NOTHING`);
  await t.db
    .update(users)
    .set({ planKey: 'TEST_EXTENSION_IMPORT' })
    .where(eq(users.id, user.userId));
}

function ebayProduct(overrides: Partial<ExtensionProduct> = {}): ExtensionProduct {
  return {
    source: 'ebay',
    source_product_id: '395512345678',
    source_url: 'https://www.ebay.com/itm/395512345678',
    title: 'Ceramic pour-over coffee dripper',
    images: ['https://i.ebayimg.com/images/g/abc/s-l1600.jpg'],
    currency: 'USD',
    options: [{ name: 'Colour', values: ['White', 'Black'] }],
    variants: [
      { sku_id: 'w', options: { Colour: 'White' }, price: 18.5, quantity: 12 },
      { sku_id: 'b', options: { Colour: 'Black' }, price: 19.5, quantity: 0 },
    ],
    seller: { id: 'kitchenpro', name: 'Kitchen Pro' },
    rating: 4.6,
    ...overrides,
  };
}

const importExtension = (user: SignedInUser, source: string, body: unknown, query = '') =>
  call<ImportResult>(t.app, 'POST', `/api/center/products/import/${source}${query}`, {
    ...as(user),
    body,
  });

describe('POST center/products/import/{ebay|amazon|temu} (extension bridge payloads)', () => {
  it('imports a valid payload into the import list and keeps the payload', async () => {
    const user = await signUp(t.app, 'ext-import@example.test');
    await allowImports(user);
    const answer = await importExtension(user, 'ebay', { product: ebayProduct(), ship_to: 'US' });
    expect(answer.body).toMatchObject({ status: 200, message: 'SaveSuccess' });
    expect(answer.body.data).toMatchObject({ already_imported: false, quota: { usage: 1 } });

    const [item] = await t.db
      .select()
      .from(importListItems)
      .where(eq(importListItems.id, answer.body.data!.product_package_id));
    expect(item).toMatchObject({
      workplaceId: user.workplaceId,
      source: 'ebay',
      sourceProductId: '395512345678',
      title: 'Ceramic pour-over coffee dripper',
    });
    const [saved] = await t.db
      .select()
      .from(sourcingExtensionProducts)
      .where(eq(sourcingExtensionProducts.workplaceId, user.workplaceId));
    expect(saved!.payload.seller.name).toBe('Kitchen Pro');

    // The same product again: nothing charged, the same import-list item.
    const again = await importExtension(user, 'ebay', { product: ebayProduct({ title: 'New' }) });
    expect(again.body.data).toMatchObject({
      already_imported: true,
      product_package_id: answer.body.data!.product_package_id,
      quota: { usage: 1 },
    });
  });

  it('records the Temu price_rule flag', async () => {
    const user = await signUp(t.app, 'ext-temu@example.test');
    await allowImports(user);
    const product = ebayProduct({
      source: 'temu',
      source_product_id: '601099512345',
      source_url: 'https://www.temu.com/goods.html?goods_id=601099512345',
    });
    const answer = await importExtension(user, 'temu', { product }, '?price_rule=true');
    expect(answer.body.status).toBe(200);
    const [saved] = await t.db
      .select({ priceRule: sourcingExtensionProducts.priceRule })
      .from(sourcingExtensionProducts)
      .where(eq(sourcingExtensionProducts.workplaceId, user.workplaceId));
    expect(saved!.priceRule).toBe(true);
  });

  it('answers field errors for a bad payload and imports nothing', async () => {
    const user = await signUp(t.app, 'ext-bad@example.test');
    await allowImports(user);
    const badShape = await importExtension(user, 'amazon', {
      product: {
        ...ebayProduct({ source: 'amazon', source_url: 'https://www.amazon.com/dp/B0TEST' }),
        images: ['javascript:alert(1)', 'file:///etc/passwd'],
        currency: 'usd',
      },
    });
    expect(badShape.http).toBe(400);
    expect(badShape.body.status).toBe(BodyStatus.BAD_REQUEST);
    const fields = badShape.body.errors!.map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining(['product.images.0', 'product.images.1', 'product.currency']),
    );

    const badRules = await importExtension(user, 'amazon', {
      product: ebayProduct({
        // an eBay page sent as an Amazon product, every variant sold out, an unknown option
        variants: [{ sku_id: 'x', options: { Size: 'M' }, price: 3, quantity: 0 }],
      }),
    });
    expect(badRules.http).toBe(400);
    expect(badRules.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'product.source', params: { rule: 'source_mismatch' } }),
        expect.objectContaining({
          field: 'product.source_url',
          params: { rule: 'marketplace_host' },
        }),
        expect.objectContaining({ field: 'product.variants.0.options' }),
        expect.objectContaining({ field: 'product.variants', params: { rule: 'no_variants' } }),
      ]),
    );

    const missing = await importExtension(user, 'ebay', { product_id: '395512345678' });
    expect(missing.body.errors).toEqual([{ field: 'product', message: 'FieldRequired' }]);
    const unknownSource = await importExtension(user, 'etsy', { product: ebayProduct() });
    expect(unknownSource.http).toBe(400);

    const items = await t.db
      .select()
      .from(importListItems)
      .where(eq(importListItems.workplaceId, user.workplaceId));
    expect(items).toEqual([]);
  });

  it('imports a Made-in-US eBay product for the US market only (spec 001 §5)', async () => {
    const user = await signUp(t.app, 'ext-made-in-us@example.test');
    await allowImports(user);
    const product = ebayProduct({ made_in_us: true });
    const abroad = await importExtension(user, 'ebay', { product, ship_to: 'DE' });
    expect(abroad.http).toBe(400);
    expect(abroad.body).toMatchObject({
      status: BodyStatus.BAD_REQUEST,
      message: 'UsMarketOnly',
      errors: [{ field: 'ship_to', message: 'UsMarketOnly' }],
    });
    const items = () =>
      t.db.select().from(importListItems).where(eq(importListItems.workplaceId, user.workplaceId));
    expect(await items()).toEqual([]);

    // the default ship-to is the US; the mark means nothing on another marketplace
    expect((await importExtension(user, 'ebay', { product })).http).toBe(200);
    const amazon = await importExtension(user, 'amazon', {
      product: ebayProduct({
        source: 'amazon',
        source_url: 'https://www.amazon.com/dp/B0MADEINUS',
        source_product_id: 'B0MADEINUS',
        made_in_us: true,
      }),
      ship_to: 'DE',
    });
    expect(amazon.http).toBe(200);
    expect(await items()).toHaveLength(2);
  });

  it('keeps each workplace’s imports apart', async () => {
    const first = await signUp(t.app, 'ext-first@example.test');
    const second = await signUp(t.app, 'ext-second@example.test');
    await allowImports(first);
    await allowImports(second);
    const mine = await importExtension(first, 'ebay', { product: ebayProduct() });
    // Another workplace importing the same listing gets its own item, not the first one's.
    const theirs = await importExtension(second, 'ebay', { product: ebayProduct() });
    expect(theirs.body.data!.already_imported).toBe(false);
    expect(theirs.body.data!.product_package_id).not.toBe(mine.body.data!.product_package_id);
    // Naming the first workplace with the second user's token is refused.
    const intrusion = await call(t.app, 'POST', '/api/center/products/import/ebay', {
      token: second.token,
      workplaceId: first.workplaceId,
      body: { product: ebayProduct({ source_product_id: '111' }) },
    });
    expect(intrusion.http).toBeGreaterThanOrEqual(400);
    const firstRows = await t.db
      .select()
      .from(sourcingExtensionProducts)
      .where(
        and(
          eq(sourcingExtensionProducts.workplaceId, first.workplaceId),
          eq(sourcingExtensionProducts.sourceProductId, '111'),
        ),
      );
    expect(firstRows).toEqual([]);
  });
});
