import { eq } from 'drizzle-orm';
import {
  getProductEndpoint,
  importListEndpoint,
  updateProductEndpoint,
  type ProductUpdate,
} from '@omni/shared/contracts/catalogue';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { importListItems } from '../../../db/schema';
import { signUp, type SignedInUser } from '../../../testing/accounts';
import { callEndpoint } from '../../../testing/call-endpoint';
import { uniqueEmail, useCatalogueTestApp } from '../../sourcing/testing/catalogue-test-app';
import { productColumnsOf } from '../product-columns';
import { productDocument } from '../product-document';
import { importOwn, ownProductIds, saveBodyOf } from '../testing/imports';

const t = useCatalogueTestApp();

const merchant = (name: string) => signUp(t.app, uniqueEmail(name));

async function imported(user: SignedInUser, minVariants = 2) {
  const [productId] = await ownProductIds(t.db, 1, minVariants);
  const [id] = await importOwn(t, user, [productId!]);
  const answer = await callEndpoint(t.app, getProductEndpoint, user, { params: { id: id! } });
  expect(answer.body.status).toBe(BodyStatus.OK);
  return answer.body.data!;
}

const saveBody = saveBodyOf;

async function storedRow(id: string) {
  const [row] = await t.db.select().from(importListItems).where(eq(importListItems.id, id));
  return row!;
}

describe('GET center/products/{id}', () => {
  it('answers the imported product: in-stock variants with cost, price and option values', async () => {
    const user = await merchant('get');
    const product = await imported(user);
    expect(product.variants.length).toBeGreaterThanOrEqual(2);
    for (const variant of product.variants) {
      expect(variant.supplier_stock).toBeGreaterThan(0);
      expect(variant.cost.currency).toBe('USD');
      expect(variant.price).toBeGreaterThan(variant.cost.amount);
      expect(variant.option_values).toHaveLength(product.options.length);
    }
    expect(product.images[0]!.url).toMatch(/^http:\/\/.+\/api\/catalogue-media\/products\//);
    expect(product.description_html).toMatch(/^<p>/);
    expect(product).toMatchObject({
      version: 1,
      source: 'omni',
      pushed: {},
      pushes: [],
      listingQuotaCost: 1,
      warnings: { too_many_variants: false, too_many_options: false },
    });
    expect(product.source_url).toMatch(/^\/app\/find-product\/omni\/detail\/\d+\/US$/);
  });

  it('warns above 100 variants and counts the listing quota by blocks of 100', async () => {
    const user = await merchant('many');
    const product = await imported(user);
    const colours = Array.from({ length: 11 }, (_, n) => `Colour ${n}`);
    const sizes = Array.from({ length: 10 }, (_, n) => `Size ${n}`);
    const document = productDocument({
      title: 'Many variants',
      descriptionHtml: '',
      sourceUrl: null,
      supplierName: null,
      options: [
        { name: 'Colour', values: colours },
        { name: 'Size', values: sizes },
      ],
      variants: colours.flatMap((colour) =>
        sizes.map((size) => ({
          id: `${colour}/${size}`,
          options: { Colour: colour, Size: size },
          price: '2.00',
          currency: 'USD',
          stock: 5,
        })),
      ),
      images: [],
    });
    await t.db
      .update(importListItems)
      .set(productColumnsOf(document, document.variants))
      .where(eq(importListItems.id, product.id));
    const answer = await callEndpoint(t.app, getProductEndpoint, user, {
      params: { id: product.id },
    });
    expect(answer.body.data!.variants).toHaveLength(110);
    expect(answer.body.data!.warnings.too_many_variants).toBe(true);
    expect(answer.body.data!.listingQuotaCost).toBe(2);
    const list = await callEndpoint(t.app, importListEndpoint, user);
    expect(list.body.data!.items[0]).toMatchObject({ variant_count: 110, listingQuotaCost: 2 });
  });
});

describe('PUT center/products/{id}', () => {
  it('saves the edits, sanitises the description, keeps supplier facts, bumps the version', async () => {
    const user = await merchant('save');
    const product = await imported(user);
    const [first, , ...rest] = product.variants;
    const option = product.options[0]!;
    const renamed = `${option.values[0]} (renamed)`;
    const body = saveBody(product);
    body.title = '  A better title  ';
    body.description_html =
      '<p onclick="steal()">Soft <strong>cotton</strong><script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">x</a><img src="https://cdn.example/a.png" onerror="x()">';
    body.tags = ['Summer', 'summer', ' sale '];
    body.options = product.options.map((o, n) =>
      n === 0 ? { ...o, values: o.values.map((v) => (v === option.values[0] ? renamed : v)) } : o,
    );
    body.variants = [first!, ...rest].map((variant) => ({
      ...variant,
      option_values: variant.option_values.map((v, n) =>
        n === 0 && v === option.values[0] ? renamed : v,
      ),
      // what the client sends for supplier facts is ignored
      cost: { amount: 1, currency: 'EUR' },
      supplier_stock: 999,
    }));
    body.variants[0] = {
      ...body.variants[0]!,
      price: 4242,
      compare_at_price: 5000,
      sku: ' SKU-1 ',
    };
    body.images = [...product.images].reverse();

    const saved = await callEndpoint(t.app, updateProductEndpoint, user, {
      params: { id: product.id },
      body,
    });
    expect(saved.body).toMatchObject({ status: 200, message: MessageKey.SaveSuccess });
    const reloaded = await callEndpoint(t.app, getProductEndpoint, user, {
      params: { id: product.id },
    });
    const after = reloaded.body.data!;
    expect(after.version).toBe(product.version + 1);
    expect(after.title).toBe('A better title');
    expect(after.description_html).toBe(
      '<p>Soft <strong>cotton</strong></p><a>x</a><img src="https://cdn.example/a.png" />',
    );
    expect(after.tags).toEqual(['summer', 'sale']);
    expect(after.variants).toHaveLength(product.variants.length - 1);
    expect(after.variants[0]).toMatchObject({
      price: 4242,
      compare_at_price: 5000,
      sku: 'SKU-1',
      cost: first!.cost,
      supplier_stock: first!.supplier_stock,
    });
    expect(after.images.map((image) => image.url)).toEqual(body.images.map((image) => image.url));
    // stored as this API's paths, not the host the editor reached it at
    expect((await storedRow(product.id)).images[0]!.url).toMatch(/^\/catalogue-media\//);
    const row = await storedRow(product.id);
    expect(row.variantCount).toBe(after.variants.length);
    expect(row.priceFrom).toBe(Math.min(...after.variants.map((v) => v.price)));
  });

  it('gives a stale version a conflict and overwrites nothing (two tabs)', async () => {
    const user = await merchant('conflict');
    const product = await imported(user);
    const firstTab = { ...saveBody(product), title: 'First tab' };
    const secondTab = { ...saveBody(product), title: 'Second tab' };
    expect(
      (
        await callEndpoint(t.app, updateProductEndpoint, user, {
          params: { id: product.id },
          body: firstTab,
        })
      ).body.status,
    ).toBe(BodyStatus.OK);
    const stale = await callEndpoint(t.app, updateProductEndpoint, user, {
      params: { id: product.id },
      body: secondTab,
    });
    expect(stale.http).toBe(422);
    expect(stale.body).toMatchObject({
      status: BodyStatus.UNPROCESSABLE_ENTITY,
      message: MessageKey.VersionConflict,
      errors: [
        {
          field: 'version',
          message: MessageKey.VersionConflict,
          params: { current: product.version + 1 },
        },
      ],
    });
    expect((await storedRow(product.id)).title).toBe('First tab');
  });

  it('is 404 for another workplace’s product, and nothing changes', async () => {
    const owner = await merchant('editor-owner');
    const stranger = await merchant('editor-stranger');
    const product = await imported(owner);
    const read = await callEndpoint(t.app, getProductEndpoint, stranger, {
      params: { id: product.id },
    });
    expect(read.http).toBe(404);
    const write = await callEndpoint(t.app, updateProductEndpoint, stranger, {
      params: { id: product.id },
      body: { ...saveBody(product), title: 'Taken over' },
    });
    expect(write.http).toBe(404);
    expect(write.body.message).toBe(MessageKey.DataNotFound);
    const row = await storedRow(product.id);
    expect(row).toMatchObject({ title: product.title, version: product.version });
  });

  it('refuses bad input with translated field errors and stores nothing', async () => {
    const user = await merchant('bad');
    const product = await imported(user);
    const body = saveBody(product);
    const cases: Array<[string, ProductUpdate, string]> = [
      ['1 MB title', { ...body, title: 'x'.repeat(1_000_000) }, 'title'],
      ['NUL byte', { ...body, title: 'Lamp\u0000' }, 'title'],
      ['blank title', { ...body, title: '   ' }, 'title'],
      [
        'negative price',
        { ...body, variants: body.variants.map((v, n) => (n === 0 ? { ...v, price: -1 } : v)) },
        'variants.0.price',
      ],
      ['no variants', { ...body, variants: [] }, 'variants'],
      [
        'unknown variant',
        {
          ...body,
          variants: body.variants.map((v, n) =>
            n === 0 ? { ...v, supplier_variant_id: 'invented' } : v,
          ),
        },
        'variants.0.supplier_variant_id',
      ],
      [
        'unknown option value',
        {
          ...body,
          variants: body.variants.map((v, n) =>
            n === 0 ? { ...v, option_values: v.option_values.map(() => 'Nope') } : v,
          ),
        },
        'variants.0.option_values.0',
      ],
      ['javascript image', { ...body, images: [{ url: 'javascript:alert(1)' }] }, 'images.0.url'],
    ];
    for (const [name, bad, field] of cases) {
      const answer = await callEndpoint(t.app, updateProductEndpoint, user, {
        params: { id: product.id },
        body: bad,
      });
      expect([name, answer.http, answer.body.message]).toEqual([
        name,
        400,
        MessageKey.ValidationFailed,
      ]);
      expect([name, answer.body.errors?.map((error) => error.field)]).toEqual([
        name,
        expect.arrayContaining([field]),
      ]);
    }
    const row = await storedRow(product.id);
    expect(row).toMatchObject({ title: product.title, version: product.version });
    expect(row.variants).toHaveLength(product.variants.length);
  });
});
