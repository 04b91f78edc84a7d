import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ExtensionProduct, ImageSearchResult, ImportResult } from '@omni/shared/contracts';
import { sourcingProductImages, users } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { renderCatalogueImage } from '../catalogue-media/routes';
import { renderFixtureImage } from '../research/catalogue-fixture';
import { uniqueEmail, useCatalogueTestApp } from '../sourcing/testing/catalogue-test-app';

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

describe('image search over imported products (signed at import time)', () => {
  it('finds an extension-imported product by its picture, for its workplace only', async () => {
    const owner = await merchant('img-import');
    const stranger = await merchant('img-stranger');
    const product: ExtensionProduct = {
      source: 'ebay',
      source_product_id: '395500001111',
      source_url: 'https://www.ebay.com/itm/395500001111',
      title: 'Ceramic pour-over coffee dripper',
      images: [`${origin}/dripper.png`, `${origin}/missing.png`],
      currency: 'USD',
      options: [],
      variants: [{ sku_id: 'one', options: {}, price: 18.5, quantity: 4 }],
      seller: { id: 'kp', name: 'Kitchen Pro' },
    };
    const imported = await call<ImportResult>(t.app, 'POST', '/api/center/products/import/ebay', {
      ...as(owner),
      body: { product },
    });
    expect(imported.body.status).toBe(200);

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
    const [target] = await t.db
      .select({
        productId: sourcingProductImages.productId,
        seed: sourcingProductImages.renderSeed,
      })
      .from(sourcingProductImages)
      .where(eq(sourcingProductImages.position, 2))
      .limit(1);
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

    const imported = await call<ImportResult>(t.app, 'POST', '/api/center/products/import/omni', {
      ...as(user),
      body: { product_id: String(target!.productId) },
    });
    expect(imported.body.status).toBe(200);
    expect((await signed()).length).toBeGreaterThanOrEqual(3);

    const found = await searchByPicture(user, await renderCatalogueImage(target!.seed, 480));
    expect(found[0]).toMatchObject({
      source: 'omni',
      source_product_id: String(target!.productId),
    });
  });
});
