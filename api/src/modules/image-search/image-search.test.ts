import sharp from 'sharp';
import type { ImageSearchResult } from '@omni/shared/contracts';
import { signUp } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { insertFixtureCatalogue, renderFixtureImage } from '../research/catalogue-fixture';
import { hashPendingImages } from './image-index';

const t = useTestApp();

const PRODUCTS = [
  {
    id: 710001,
    title: 'Moon lamp',
    priceMin: 9.5,
    orderCount: 5000,
    rating: 4.7,
    imageSeeds: [11, 12],
  },
  {
    id: 710002,
    title: 'Desk lamp',
    priceMin: 14,
    orderCount: 800,
    rating: 4.2,
    imageSeeds: [21, 22],
  },
  {
    id: 710003,
    title: 'Wall lamp',
    priceMin: 22,
    orderCount: 300,
    rating: 3.9,
    imageSeeds: [31, 32],
  },
];

async function seedAndHash() {
  await insertFixtureCatalogue(t.db, PRODUCTS);
  expect(
    await hashPendingImages(t.db, (seed) => renderFixtureImage(seed), { maxPosition: 1 }),
  ).toBe(6);
  // A second call finds nothing left to hash.
  expect(
    await hashPendingImages(t.db, (seed) => renderFixtureImage(seed), { maxPosition: 1 }),
  ).toBe(0);
}

describe('POST get-product-id-by-image', () => {
  it('finds the product whose picture was uploaded first, even re-encoded smaller', async () => {
    await seedAndHash();
    const user = await signUp(t.app, 'img@example.test');
    // The second picture of the desk lamp, as a small JPEG (what a browser download could be).
    const upload = await sharp(await renderFixtureImage(22))
      .resize(150)
      .jpeg()
      .toBuffer();
    const answer = await call<ImageSearchResult>(t.app, 'POST', '/api/get-product-id-by-image', {
      token: user.token,
      body: { image: `data:image/jpeg;base64,${upload.toString('base64')}` },
    });
    expect(answer.http).toBe(200);
    const first = answer.body.data!.items[0]!;
    expect(first).toMatchObject({ source_product_id: '710002', source: 'omni', name: 'Desk lamp' });
    expect(first.distance).toBeLessThanOrEqual(6);
    expect(first.image).toMatch(/^http:\/\/[^/]+\/api\/catalogue-media\/products\/710002\/0\.png$/);
    expect(first.similarity).toBeGreaterThan(80);
    expect(answer.body.data!.indexed_images).toBe(6);
    // One entry per product.
    const ids = answer.body.data!.items.map((item) => item.source_product_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers a clear 4xx for bytes that are not a picture', async () => {
    const user = await signUp(t.app, 'img2@example.test');
    const answer = await call(t.app, 'POST', '/api/get-product-id-by-image', {
      token: user.token,
      body: { image: Buffer.from('definitely not a picture').toString('base64') },
    });
    expect(answer.http).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({ field: 'image' });
  });

  it('requires a session', async () => {
    const answer = await call(t.app, 'POST', '/api/get-product-id-by-image', {
      body: { image: 'aGVsbG8gd29ybGQ=' },
    });
    expect(answer.http).toBe(401);
  });
});

describe('GET get-product-id-by-image', () => {
  it('refuses a private image address through the guarded client', async () => {
    const user = await signUp(t.app, 'img3@example.test');
    const answer = await call(
      t.app,
      'GET',
      `/api/get-product-id-by-image?image_url=${encodeURIComponent('http://169.254.169.254/latest/meta-data')}`,
      { token: user.token },
    );
    expect(answer.http).toBe(400);
  });
});
