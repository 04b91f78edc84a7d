import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ExtensionProduct, ImageSearchResult, ImportResult } from '@omni/shared/contracts';
import { sourcingImportedImages, sourcingProductImages, users } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { renderCatalogueImage } from '../catalogue-media/routes';
import { renderFixtureImage } from '../research/catalogue-fixture';
import { uniqueEmail, useCatalogueTestApp } from '../sourcing/testing/catalogue-test-app';
import { productDocument } from '../catalogue/product-document';
import { importProduct } from '../sourcing/import-service';
import {
  BACKFILL_IMPORTED_PICTURES_JOB,
  importsLackingSignatures,
} from './backfill-imported-pictures';
import { queuePictureBackfill } from './backfill-job';

const t = useCatalogueTestApp();

// A marketplace picture host on loopback, reachable only because the test allows its origin
// (as the start script allows the sandbox stand-ins).
let host: http.Server;
let origin = '';
const pictures = new Map<string, Buffer>();
beforeAll(async () => {
  pictures.set('/dripper.png', await renderFixtureImage(4242));
  host = http.createServer((request, response) => {
    const body = pictures.get(request.url ?? '');
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(body);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  process.env.SANDBOX_ALLOWED_ORIGINS = origin;
});
afterAll(async () => {
  delete process.env.SANDBOX_ALLOWED_ORIGINS;
  await new Promise((resolve) => host.close(resolve));
});

const as = (user: SignedInUser) => ({ token: user.token, workplaceId: user.workplaceId });

async function merchant(prefix: string) {
  const user = await signUp(t.app, uniqueEmail(prefix));
  await t.db.execute(sql`
    INSERT INTO plans (key, name, features, is_public)
    VALUES ('TEST_IMAGE_IMPORT', 'TEST_IMAGE_IMPORT',
            ${JSON.stringify({ IMPORT_PRODUCT: { limit: 50 } })}::jsonb, false)
    ON CONFLICT (key) DO NOTHING`);
  await t.db.update(users).set({ planKey: 'TEST_IMAGE_IMPORT' }).where(eq(users.id, user.userId));
  return user;
}

async function searchByPicture(user: SignedInUser, picture: Buffer) {
  const upload = await sharp(picture).resize(160).jpeg().toBuffer();
  const answer = await call<ImageSearchResult>(t.app, 'POST', '/api/get-product-id-by-image', {
    ...as(user),
    body: { image: `data:image/jpeg;base64,${upload.toString('base64')}` },
  });
  expect(answer.body.status).toBe(200);
  return answer.body.data!.items;
}

const dripper = (id: string): ExtensionProduct => ({
  source: 'ebay',
  source_product_id: id,
  source_url: `https://www.ebay.com/itm/${id}`,
  title: 'Ceramic pour-over coffee dripper',
  images: [`${origin}/dripper.png`, `${origin}/missing.png`],
  currency: 'USD',
  options: [],
  variants: [{ sku_id: 'one', options: {}, price: 18.5, quantity: 4 }],
  seller: { id: 'kp', name: 'Kitchen Pro' },
});

async function importOk(user: SignedInUser, source: string, body: object) {
  const imported = await call<ImportResult>(
    t.app,
    'POST',
    `/api/center/products/import/${source}`,
    {
      ...as(user),
      body,
    },
  );
  expect(imported.body.status).toBe(200);
}

/** A catalogue product with at least three pictures, none of them signed yet. */
async function unsignedGalleryProduct() {
  const [target] = await t.db
    .select({
      productId: sourcingProductImages.productId,
      seed: sourcingProductImages.renderSeed,
    })
    .from(sourcingProductImages)
    .where(
      and(
        eq(sourcingProductImages.position, 2),
        sql`NOT EXISTS (SELECT 1 FROM sourcing_imports i
                        WHERE i.source = 'omni'
                          AND i.source_product_id = ${sourcingProductImages.productId}::text)`,
      ),
    )
    .limit(1);
  return target!;
}

describe('image search over imported products (signed at import time)', () => {
  it('finds an extension-imported product by its picture, for its workplace only', async () => {
    const owner = await merchant('img-import');
    const stranger = await merchant('img-stranger');
    await importOk(owner, 'ebay', { product: dripper('395500001111') });

    const found = await searchByPicture(owner, pictures.get('/dripper.png')!);
    expect(found[0]).toMatchObject({
      source: 'ebay',
      source_product_id: '395500001111',
      name: 'Ceramic pour-over coffee dripper',
      image: `${origin}/dripper.png`,
      price_min: 18.5,
    });
    expect(found[0]!.similarity).toBeGreaterThan(90);

    const theirs = await searchByPicture(stranger, pictures.get('/dripper.png')!);
    expect(theirs.some((match) => match.source === 'ebay')).toBe(false);
  });

  it('signs every picture of an imported catalogue product, so a gallery picture finds it', async () => {
    const user = await merchant('img-catalogue');
    const target = await unsignedGalleryProduct();
    const signed = () =>
      t.db
        .select({ position: sourcingProductImages.position })
        .from(sourcingProductImages)
        .where(
          and(
            eq(sourcingProductImages.productId, target!.productId),
            isNotNull(sourcingProductImages.phash),
          ),
        );
    expect(await signed()).toEqual([]);

    await importOk(user, 'omni', { product_id: String(target!.productId) });
    expect((await signed()).length).toBeGreaterThanOrEqual(3);

    const found = await searchByPicture(user, await renderCatalogueImage(target!.seed, 480));
    expect(found[0]).toMatchObject({
      source: 'omni',
      source_product_id: String(target!.productId),
    });
  });
});

describe('backfill of imports made before pictures were signed at import', () => {
  it('signs them batch by batch, skipping what cannot be read, so image search finds them', async () => {
    const user = await merchant('img-backfill');
    const target = await unsignedGalleryProduct();
    await importOk(user, 'ebay', { product: dripper('395500002222') });
    await importOk(user, 'omni', { product_id: String(target.productId) });
    // An AliExpress import whose account was unlinked since: its pictures cannot be read.
    await importProduct(
      t.db,
      user.workplaceId,
      {
        source: 'aliexpress',
        sourceProductId: '1005001',
        document: productDocument({
          title: 'Unlinked',
          descriptionHtml: '',
          sourceUrl: null,
          supplierName: null,
          options: [],
          variants: [{ id: 'sku', options: {}, price: '1.00', currency: 'USD', stock: 1 }],
          images: [],
        }),
        pictures: [],
      },
      'US',
      new Date(),
    );
    // As they were before signing at import existed: no signatures at all.
    await t.db
      .delete(sourcingImportedImages)
      .where(eq(sourcingImportedImages.workplaceId, user.workplaceId));
    await t.db
      .update(sourcingProductImages)
      .set({ phash: null })
      .where(eq(sourcingProductImages.productId, target.productId));
    const gallery = await renderCatalogueImage(target.seed, 480);
    const findsOwn = async () =>
      (await searchByPicture(user, gallery)).some(
        (match) => match.source === 'omni' && match.source_product_id === String(target.productId),
      );
    const findsEbay = async () =>
      (await searchByPicture(user, pictures.get('/dripper.png')!)).some(
        (match) => match.source_product_id === '395500002222',
      );
    expect(await findsOwn()).toBe(false);
    expect(await findsEbay()).toBe(false);
    const lacking = async () =>
      (await importsLackingSignatures(t.db, undefined, 1000))
        .filter((key) => key.workplaceId === user.workplaceId)
        .map((key) => key.source);
    expect(await lacking()).toEqual(['aliexpress', 'ebay', 'omni']);

    // One import per batch: each batch queues the next after the last import it handled.
    await t.app.jobs.enqueue({
      job: BACKFILL_IMPORTED_PICTURES_JOB,
      payload: { run: 'test', batch: 1 },
    });
    let batches = 0;
    for (let round = 0; round < 20; round += 1) {
      const { claimed, done } = await t.app.jobs.runDue();
      expect(done).toBe(claimed);
      if (claimed === 0) break;
      batches += claimed;
    }
    expect(batches).toBeGreaterThanOrEqual(3);

    expect(await findsOwn()).toBe(true);
    expect(await findsEbay()).toBe(true);
    // the unreadable one stays for a later walk; the others are done
    expect(await lacking()).toEqual(['aliexpress']);
    const ebayRows = await t.db
      .select({ phash: sourcingImportedImages.phash })
      .from(sourcingImportedImages)
      .where(eq(sourcingImportedImages.workplaceId, user.workplaceId));
    // the dripper is signed; the missing picture keeps its row unsigned and is not retried
    expect(ebayRows.map((row) => row.phash !== null).sort()).toEqual([false, true]);
  });

  it('is queued once at start', async () => {
    const first = await queuePictureBackfill(t.app, new Date());
    const again = await queuePictureBackfill(t.app, new Date());
    expect(first.deduped).toBe(false);
    expect(again).toEqual({ id: first.id, deduped: true });
  });
});
