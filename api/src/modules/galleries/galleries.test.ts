import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import type {
  CropPreview,
  GalleryList,
  GalleryUploadResult,
  ImageOrigins,
  OptimiseResult,
} from '@omni/shared/contracts/catalogue';
import { eq } from 'drizzle-orm';
import { galleryImages, importListItems, sourcingImportedImages } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { hugeHeaderPng, uploadToGallery, type FilePart } from '../../testing/upload-fixtures';

const t = useTestApp();

const HEIC_SAMPLE = fs.readFileSync(path.join(__dirname, 'fixtures', 'sample.heic'));

async function png(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .png()
    .toBuffer();
}

async function jpeg(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg({ quality: 100 })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
    .toBuffer();
}

const upload = uploadToGallery;

const uploadFile = (user: SignedInUser, file: FilePart) => upload(t.app, user, { files: [file] });

async function storedRows(workplaceId: string) {
  return t.db.select().from(galleryImages).where(eq(galleryImages.workplaceId, workplaceId));
}

function expectRefused(
  answer: Awaited<ReturnType<typeof upload>>,
  code: string,
  field: 'file' | 'link' = 'file',
) {
  expect(answer.http).toBe(400);
  expect(answer.body.message).toBe(code);
  expect(answer.body.errors?.[0]).toMatchObject({ field, message: code });
}

async function fetchFile(url: string) {
  const response = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  return response;
}

describe('POST center/products/galleries/upload (file)', () => {
  let user: SignedInUser;
  beforeEach(async () => {
    user = await signUp(t.app, 'gallery@example.test');
  });

  it('stores a PNG re-encoded, with a thumbnail at most 300×300, and serves both with nosniff', async () => {
    const answer = await uploadFile(user, { name: 'red.png', bytes: await png(900, 600) });
    expect(answer.http).toBe(200);
    const image = answer.body.data!.image;
    expect(image).toMatchObject({
      name: 'red.png',
      width: 900,
      height: 600,
      content_type: 'image/png',
    });
    const full = await fetchFile(image.image_url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const thumb = await fetchFile(image.thumbnail_url);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 200]);
  });

  it('strips metadata from a JPEG and stores the re-encoding, not the upload', async () => {
    const original = await jpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await uploadFile(user, { name: 'photo.jpg', bytes: original });
    const [row] = await storedRows(user.workplaceId);
    expect(answer.body.data!.image.content_type).toBe('image/jpeg');
    expect(row!.data.equals(original)).toBe(false);
    expect((await sharp(row!.data).metadata()).exif).toBeUndefined();
  });

  it('checks the content, not the name: a JPEG named .png is stored as the JPEG it is', async () => {
    const answer = await uploadFile(user, {
      name: 'renamed.png',
      type: 'image/png',
      bytes: await jpeg(),
    });
    expect(answer.http).toBe(200);
    expect(answer.body.data!.image.content_type).toBe('image/jpeg');
    expect(answer.body.data!.image.image_url).toMatch(/\/1\.jpg$/);
  });

  it('refuses HTML and a script-bearing page renamed .png as not a picture, and stores nothing', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expectRefused(
      await uploadFile(user, { name: 'cat.png', type: 'image/png', bytes: html }),
      'ImageTypeNotAllowed',
    );
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expectRefused(await uploadFile(user, { name: 'anim.gif', bytes: gif }), 'ImageTypeNotAllowed');
    expect(await storedRows(user.workplaceId)).toHaveLength(0);
  });

  it('rasterises an SVG (its script never reaches a browser) and serves a PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" onload="alert(1)"><script>alert(2)</script><rect width="40" height="30" fill="#0a0"/></svg>',
    );
    const answer = await uploadFile(user, { name: 'logo.svg', type: 'image/svg+xml', bytes: svg });
    expect(answer.http).toBe(200);
    expect(answer.body.data!.image).toMatchObject({
      content_type: 'image/png',
      width: 40,
      height: 30,
    });
    const served = await fetchFile(answer.body.data!.image.image_url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('converts HEIC to JPEG', async () => {
    const answer = await uploadFile(user, { name: 'IMG_0001.HEIC', bytes: HEIC_SAMPLE });
    expect(answer.http).toBe(200);
    expect(answer.body.data!.image).toMatchObject({
      content_type: 'image/jpeg',
      width: 64,
      height: 48,
    });
    const [row] = await storedRows(user.workplaceId);
    expect((await sharp(row!.data).metadata()).format).toBe('jpeg');
  });

  it('refuses a file over 2 MB, and stores nothing', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]);
    const answer = await uploadFile(user, { name: 'big.png', bytes: big });
    expectRefused(answer, 'ImageTooLarge');
    expect(answer.body.errors?.[0]?.params).toEqual({ max_mb: 2 });
    expect(await storedRows(user.workplaceId)).toHaveLength(0);
  });

  it('refuses a 50,000 × 50,000 header in a small file before decoding it', async () => {
    const bomb = hugeHeaderPng();
    expect(bomb.length).toBeLessThan(2000);
    const before = process.memoryUsage().rss;
    const answer = await uploadFile(user, { name: 'bomb.png', bytes: bomb });
    expectRefused(answer, 'ImageTooManyPixels');
    // 2.5 gigapixels would need 7.5 GB decoded; nothing near that was allocated
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    const svgBomb = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"/>',
    );
    expectRefused(
      await uploadFile(user, { name: 'bomb.svg', bytes: svgBomb }),
      'ImageTooManyPixels',
    );
  });

  it('refuses a damaged picture as unreadable', async () => {
    const cut = (await jpeg(400, 400)).subarray(0, 400);
    expectRefused(await uploadFile(user, { name: 'cut.jpg', bytes: cut }), 'ImageUnreadable');
  });

  it('keeps only the base name of a path-like name; nothing is written outside the database', async () => {
    for (const name of ['../../x.png', '..\\..\\windows\\y.png', '/etc/passwd']) {
      const answer = await uploadFile(user, { name, bytes: await png(10, 10) });
      expect(answer.http).toBe(200);
    }
    const names = (await storedRows(user.workplaceId)).map((row) => row.name).sort();
    expect(names).toEqual(['passwd', 'x.png', 'y.png']);
    expect(fs.existsSync(path.resolve(process.cwd(), '../../x.png'))).toBe(false);
  });

  it('takes the first file of a request and drops the others', async () => {
    const answer = await upload(t.app, user, {
      files: [
        { name: 'one.png', bytes: await png(10, 10) },
        { name: 'two.png', bytes: await png(20, 20) },
      ],
    });
    expect(answer.http).toBe(200);
    expect(answer.body.data!.image.name).toBe('one.png');
    expect(await storedRows(user.workplaceId)).toHaveLength(1);
  });

  it('answers ImageMissing for a request without file or link, and without multipart', async () => {
    expectRefused(await upload(t.app, user, { fields: { other: 'x' } }), 'ImageMissing');
    const json = await call(t.app, 'POST', '/api/center/products/galleries/upload', {
      token: user.token,
      workplaceId: user.workplaceId,
      body: { link: 'https://example.com/a.png' },
    });
    expect(json.http).toBe(400);
    expect(json.body.message).toBe('ImageMissing');
  });
});

describe('POST center/products/galleries/upload (link)', () => {
  let user: SignedInUser;
  let server: http.Server;
  let origin: string;
  let picture: Buffer;

  beforeAll(async () => {
    picture = await png(50, 40);
    server = http.createServer((request, response) => {
      if (request.url === '/pics/shoe%20red.png') {
        response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      } else if (request.url === '/page.png') {
        response.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>');
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    user = await signUp(t.app, 'links@example.test');
    delete process.env.SANDBOX_ALLOWED_ORIGINS;
  });
  afterEach(() => {
    delete process.env.SANDBOX_ALLOWED_ORIGINS;
  });

  it('never fetches a private address (a guard refusal is final)', async () => {
    let hits = 0;
    server.once('request', () => {
      hits += 1;
    });
    const answer = await upload(t.app, user, { fields: { link: `${origin}/pics/shoe%20red.png` } });
    expectRefused(answer, 'ImageLinkBlocked', 'link');
    expect(hits).toBe(0);
    for (const link of [
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/a.png',
      'http://10.0.0.8/a.png',
    ]) {
      expectRefused(await upload(t.app, user, { fields: { link } }), 'ImageLinkBlocked', 'link');
    }
    expect(await storedRows(user.workplaceId)).toHaveLength(0);
  });

  it('refuses a link that is not http(s)', async () => {
    for (const link of ['ftp://example.com/a.png', 'file:///etc/passwd', 'not a url']) {
      expectRefused(await upload(t.app, user, { fields: { link } }), 'ImageLinkInvalid', 'link');
    }
  });

  it('fetches a trimmed link through the guarded client and names the image after its path', async () => {
    process.env.SANDBOX_ALLOWED_ORIGINS = origin;
    const link = `${origin}/pics/shoe%20red.png`;
    const answer = await upload(t.app, user, { fields: { link: `   ${link}  ` } });
    expect(answer.http).toBe(200);
    expect(answer.body.data!.image).toMatchObject({
      name: 'shoe red.png',
      source_url: link,
      width: 50,
    });
  });

  it('answers ImageLinkUnreachable for a 404 and ImageTypeNotAllowed for a page', async () => {
    process.env.SANDBOX_ALLOWED_ORIGINS = origin;
    expectRefused(
      await upload(t.app, user, { fields: { link: `${origin}/gone.png` } }),
      'ImageLinkUnreachable',
      'link',
    );
    expectRefused(
      await upload(t.app, user, { fields: { link: `${origin}/page.png` } }),
      'ImageTypeNotAllowed',
      'link',
    );
  });
});

describe('gallery list, crop, optimise, delete', () => {
  let user: SignedInUser;
  let other: SignedInUser;
  beforeEach(async () => {
    user = await signUp(t.app, 'owner@example.test');
    other = await signUp(t.app, 'other@example.test');
  });

  const as = (who: SignedInUser) => ({ token: who.token, workplaceId: who.workplaceId });

  it('pages newest first, 50 at most, with a cursor, and only the workplace’s own', async () => {
    for (let i = 0; i < 53; i += 1) {
      t.clock.advance(i % 2 === 0 ? 1 : 0); // pairs share a timestamp: the id breaks the tie
      await uploadFile(user, { name: `p${i}.png`, bytes: await png(8, 8) });
    }
    await uploadFile(other, { name: 'theirs.png', bytes: await png(8, 8) });
    const first = await call<GalleryList>(
      t.app,
      'GET',
      '/api/center/products/galleries/list',
      as(user),
    );
    expect(first.body.data!.images).toHaveLength(50);
    expect(first.body.data!.total).toBe(53);
    const cursor = first.body.data!.next_cursor!;
    const second = await call<GalleryList>(
      t.app,
      'GET',
      `/api/center/products/galleries/list?cursor=${cursor}`,
      as(user),
    );
    expect(second.body.data!.images).toHaveLength(3);
    expect(second.body.data!.next_cursor).toBeNull();
    const names = [...first.body.data!.images, ...second.body.data!.images].map(
      (image) => image.name,
    );
    expect(new Set(names).size).toBe(53);
    expect(names).not.toContain('theirs.png');
    expect(names[0]).toBe('p52.png');
    const tooBig = await call(
      t.app,
      'GET',
      '/api/center/products/galleries/list?page_size=51',
      as(user),
    );
    expect(tooBig.http).toBe(400);
  });

  it('crops into a new image on the server, previews at most 300×300, and keeps the original', async () => {
    const uploaded = (await uploadFile(user, { name: 'wide.png', bytes: await png(1000, 500) }))
      .body.data!.image;
    const preview = await call<CropPreview>(
      t.app,
      'GET',
      `/api/center/products/galleries/${uploaded.id}/crop-preview?x=100&y=50&width=800&height=400`,
      as(user),
    );
    expect(preview.body.data).toMatchObject({ width: 300, height: 150 });
    expect(preview.body.data!.data_url).toMatch(/^data:image\/jpeg;base64,/);
    const cropped = await call<GalleryUploadResult>(
      t.app,
      'POST',
      `/api/center/products/galleries/${uploaded.id}/crop`,
      { ...as(user), body: { x: 900, y: 100, width: 400, height: 300 } },
    );
    // clamped to the picture: 100 px left of x = 900
    expect(cropped.body.data!.image).toMatchObject({
      width: 100,
      height: 300,
      cropped_from: uploaded.id,
    });
    expect(await storedRows(user.workplaceId)).toHaveLength(2);
    const outside = await call(
      t.app,
      'POST',
      `/api/center/products/galleries/${uploaded.id}/crop`,
      {
        ...as(user),
        body: { x: 1000, y: 0, width: 10, height: 10 },
      },
    );
    expect(outside.http).toBe(400);
  });

  it('optimises to WebP and answers the bytes saved', async () => {
    // camera-like noise: large as PNG, far smaller as lossy WebP
    const noisy = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    const uploaded = (await uploadFile(user, { name: 'noisy.png', bytes: noisy })).body.data!.image;
    const answer = await call<OptimiseResult>(
      t.app,
      'POST',
      `/api/center/products/galleries/${uploaded.id}/optimise`,
      { ...as(user), body: { mode: 'webp' } },
    );
    const result = answer.body.data!;
    expect(result.bytes_before).toBe(uploaded.size);
    expect(result.bytes_saved).toBe(result.bytes_before - result.bytes_after);
    expect(result.bytes_saved).toBeGreaterThan(0);
    expect(result.image.content_type).toBe('image/webp');
    expect(result.image.image_url).toMatch(/\/2\.webp$/);
    const served = await fetchFile(result.image.image_url);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.length).toBe(result.bytes_after);
    const old = await fetchFile(uploaded.image_url);
    expect(old.headers['cache-control']).not.toContain('immutable');
  });

  it('gives another workplace 404 on every call by id, and changes nothing', async () => {
    const mine = (await uploadFile(user, { name: 'mine.png', bytes: await png() })).body.data!
      .image;
    const base = `/api/center/products/galleries/${mine.id}`;
    const attempts = [
      call(t.app, 'GET', `${base}/crop-preview?x=0&y=0&width=10&height=10`, as(other)),
      call(t.app, 'POST', `${base}/crop`, {
        ...as(other),
        body: { x: 0, y: 0, width: 10, height: 10 },
      }),
      call(t.app, 'POST', `${base}/optimise`, { ...as(other), body: { mode: 'webp' } }),
      call(t.app, 'DELETE', base, as(other)),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.http).toBe(404);
    const [row] = await storedRows(user.workplaceId);
    expect(row).toMatchObject({ version: 1, size: mine.size });
    expect(await storedRows(other.workplaceId)).toHaveLength(0);
    const list = await call<GalleryList>(
      t.app,
      'GET',
      '/api/center/products/galleries/list',
      as(other),
    );
    expect(list.body.data!.total).toBe(0);
  });

  it('deletes an image; its files are gone', async () => {
    const mine = (await uploadFile(user, { name: 'mine.png', bytes: await png() })).body.data!
      .image;
    const removed = await call(
      t.app,
      'DELETE',
      `/api/center/products/galleries/${mine.id}`,
      as(user),
    );
    expect(removed.http).toBe(200);
    expect((await fetchFile(mine.image_url)).statusCode).toBe(404);
  });

  it('needs a signed-in member for every call but the files', async () => {
    const answer = await call(t.app, 'GET', '/api/center/products/galleries/list');
    expect(answer.http).toBe(401);
  });
});

describe('GET center/products/{id}/image-origins', () => {
  it('lists the supplier pictures, then variant pictures not among them; 404 for another workplace', async () => {
    const user = await signUp(t.app, 'origins@example.test');
    const other = await signUp(t.app, 'nosy@example.test');
    const variant = (id: string, image: string | null) => ({
      supplier_variant_id: id,
      option_values: [id],
      cost: { amount: 100, currency: 'USD' },
      price: 200,
      compare_at_price: null,
      sku: id,
      supplier_stock: 5,
      image,
    });
    const [item] = await t.db
      .insert(importListItems)
      .values({
        workplaceId: user.workplaceId,
        title: 'Lamp',
        source: 'aliexpress',
        sourceProductId: '1005001',
        variants: [
          variant('a', 'https://img.example/1.jpg'),
          variant('b', 'https://img.example/v.jpg'),
          variant('c', null),
        ],
      })
      .returning({ id: importListItems.id });
    await t.db.insert(sourcingImportedImages).values(
      ['https://img.example/1.jpg', 'https://img.example/2.jpg'].map((url, position) => ({
        workplaceId: user.workplaceId,
        source: 'aliexpress',
        sourceProductId: '1005001',
        position,
        url,
      })),
    );
    const url = `/api/center/products/${item!.id}/image-origins`;
    const answer = await call<ImageOrigins>(t.app, 'GET', url, {
      token: user.token,
      workplaceId: user.workplaceId,
    });
    expect(answer.body.data!.images).toEqual([
      { url: 'https://img.example/1.jpg', used_by: 'product' },
      { url: 'https://img.example/2.jpg', used_by: 'product' },
      { url: 'https://img.example/v.jpg', used_by: 'variant' },
    ]);
    const foreign = await call(t.app, 'GET', url, {
      token: other.token,
      workplaceId: other.workplaceId,
    });
    expect(foreign.http).toBe(404);
  });
});
