import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImportProduct } from '@omni/shared/contracts/catalogue';
import { databaseFingerprint } from '../../security/database-fingerprint';
import { signUp } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { uploadToGallery, type FilePart } from '../../testing/upload-fixtures';
import { uniqueEmail, useCatalogueTestApp } from '../sourcing/testing/catalogue-test-app';
import { importOwn, ownProductIds, saveBodyOf } from './testing/imports';

const t = useCatalogueTestApp();

/** The shared locale files the client translates a refusal's message and field errors with. */
const LOCALES = (() => {
  const shared = path.dirname(createRequire(__filename).resolve('@omni/shared/package.json'));
  const folder = path.join(shared, 'src', 'i18n', 'locales');
  return fs.readdirSync(folder).flatMap((name) => {
    if (!name.endsWith('.json')) return [];
    const code = name.slice(0, -'.json'.length);
    const file = path.join(folder, name);
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      messages: Record<string, string>;
      fieldErrors: Record<string, string>;
    };
    return [{ code, ...json }];
  });
})();

const MEGABYTE = 'x'.repeat(1_000_000);

interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  upload?: FilePart;
  /** The field the refusal names. */
  field: string;
}

async function send(probe: Probe, user: { token: string; workplaceId: string }) {
  return probe.upload
    ? uploadToGallery(t.app, user, { files: [probe.upload] })
    : call(t.app, probe.method, probe.url, { ...user, body: probe.body });
}

/*
 * Issue 9 §5: every call of the import list, the editor, the pricing rules, AI writing and the
 * galleries refuses bad input — a 1 MB text, a NUL byte, a negative number, a malformed id, a file
 * too big or renamed — with a 400 whose message and field errors the client translates in all
 * nine languages, and nothing in the database changes. (Another workplace's ids: the generated
 * access matrix, security/access-matrix.test.ts, and each module's own tests.)
 */
describe('issue 9 calls refuse bad input', () => {
  it('answers 400 with translated field errors on every call, and stores nothing', async () => {
    const user = await signUp(t.app, uniqueEmail('bad-input'));
    const [importId] = await importOwn(t, user, await ownProductIds(t.db, 1, 2));
    const product = (
      await call<ImportProduct>(t.app, 'GET', `/api/center/products/${importId}`, user)
    ).body.data!;
    const picture = await sharp({
      create: { width: 60, height: 40, channels: 3, background: { r: 90, g: 20, b: 20 } },
    })
      .png()
      .toBuffer();
    const uploaded = await uploadToGallery(t.app, user, {
      files: [{ name: 'p.png', bytes: picture }],
    });
    const galleryId = uploaded.body.data!.image.id;

    const save = saveBodyOf(product);
    const variant = (change: object) =>
      save.variants.map((v, n) => (n === 0 ? { ...v, ...change } : v));
    const rule = {
      currency: 'USD',
      tiers: [{ cost_from: 0, mode: 'multiplier', value: 2 }],
      compare_at: { mode: 'none', value: 0 },
      cents: null,
    };
    const ai = { field: 'title', style: 'simple', tone: 'expert', language: 'en' };
    const listing = '/api/center/products/import/listing';
    const productUrl = `/api/center/products/${importId}`;
    const gallery = `/api/center/products/galleries/${galleryId}`;
    const probes: Probe[] = [
      {
        name: 'listing: NUL in search',
        method: 'GET',
        url: `${listing}?search=a%00b`,
        field: 'search',
      },
      {
        name: 'listing: long tag',
        method: 'GET',
        url: `${listing}?tag=${'t'.repeat(5000)}`,
        field: 'tag',
      },
      {
        name: 'listing: negative page size',
        method: 'GET',
        url: `${listing}?page_size=-1`,
        field: 'page_size',
      },
      {
        name: 'delete: malformed id',
        method: 'DELETE',
        url: '/api/center/products/import/delete',
        body: { ids: ['1; DROP TABLE'] },
        field: 'ids.0',
      },
      {
        name: 'bulk update: 1 MB tag',
        method: 'PUT',
        url: '/api/center/products/bulk_update',
        body: { all: true, tags: { add: [MEGABYTE] } },
        field: 'tags.add.0',
      },
      {
        name: 'bulk update: NUL in a tag',
        method: 'PUT',
        url: '/api/center/products/bulk_update',
        body: { all: true, tags: { add: ['a\u0000'] } },
        field: 'tags.add.0',
      },
      {
        name: 'import all: NUL in a product id',
        method: 'POST',
        url: '/api/center/products/import-all',
        body: { import_data: [{ source: 'omni', product_id: '1\u0000' }] },
        field: 'import_data.0.product_id',
      },
      {
        name: 'imported list: NUL in ids',
        method: 'GET',
        url: '/api/center/products/imported_list?source=omni&ids=1%002',
        field: 'ids',
      },
      {
        name: 'editor read: malformed id',
        method: 'GET',
        url: '/api/center/products/not-an-id',
        field: 'id',
      },
      {
        name: 'editor save: 1 MB title',
        method: 'PUT',
        url: productUrl,
        body: { ...save, title: MEGABYTE },
        field: 'title',
      },
      {
        name: 'editor save: NUL in the vendor',
        method: 'PUT',
        url: productUrl,
        body: { ...save, vendor: 'Acme\u0000' },
        field: 'vendor',
      },
      {
        name: 'editor save: 1 MB description',
        method: 'PUT',
        url: productUrl,
        body: { ...save, description_html: `<p>${MEGABYTE}</p>` },
        field: 'description_html',
      },
      {
        name: 'editor save: negative price',
        method: 'PUT',
        url: productUrl,
        body: { ...save, variants: variant({ price: -1 }) },
        field: 'variants.0.price',
      },
      {
        name: 'editor save: negative compare-at',
        method: 'PUT',
        url: productUrl,
        body: { ...save, variants: variant({ compare_at_price: -5 }) },
        field: 'variants.0.compare_at_price',
      },
      {
        name: 'editor save: negative version',
        method: 'PUT',
        url: productUrl,
        body: { ...save, version: -1 },
        field: 'version',
      },
      {
        name: 'pricing rule: negative markup',
        method: 'PUT',
        url: '/api/center/products/setting/update',
        body: { rule: { ...rule, tiers: [{ cost_from: 0, mode: 'fixed', value: -100 }] } },
        field: 'rule.tiers.0.value',
      },
      {
        name: 'pricing rule: negative cents',
        method: 'PUT',
        url: '/api/center/products/setting/update',
        body: { rule: { ...rule, cents: -1 } },
        field: 'rule.cents',
      },
      {
        name: 'pricing rule: NUL in the currency',
        method: 'PUT',
        url: '/api/center/products/setting/update',
        body: { rule: { ...rule, currency: 'US\u0000' } },
        field: 'rule.currency',
      },
      {
        name: 'AI defaults: unknown tone',
        method: 'POST',
        url: '/api/core/workplaces/settings/ai-writing/update',
        body: { style: 'simple', tone: 'x\u0000', language: 'en' },
        field: 'tone',
      },
      {
        name: 'AI rewrite: 1 MB text',
        method: 'POST',
        url: `${productUrl}/ai-writing`,
        body: { ...ai, text: MEGABYTE },
        field: 'text',
      },
      {
        name: 'galleries: negative page size',
        method: 'GET',
        url: '/api/center/products/galleries/list?page_size=-1',
        field: 'page_size',
      },
      {
        name: 'crop preview: negative x',
        method: 'GET',
        url: `${gallery}/crop-preview?x=-1&y=0&width=10&height=10`,
        field: 'x',
      },
      {
        name: 'crop: negative width',
        method: 'POST',
        url: `${gallery}/crop`,
        body: { x: 0, y: 0, width: -10, height: 10 },
        field: 'width',
      },
      {
        name: 'optimise: unknown mode',
        method: 'POST',
        url: `${gallery}/optimise`,
        body: { mode: 'gif' },
        field: 'mode',
      },
      {
        name: 'image origins: malformed id',
        method: 'GET',
        url: '/api/center/products/1%00/image-origins',
        field: 'id',
      },
      {
        name: 'upload: over 2 MB',
        method: 'POST',
        url: '/api/center/products/galleries/upload',
        upload: { name: 'big.png', bytes: Buffer.concat([picture, Buffer.alloc(2 * 1024 * 1024)]) },
        field: 'file',
      },
      {
        name: 'upload: a page renamed .png',
        method: 'POST',
        url: '/api/center/products/galleries/upload',
        upload: {
          name: 'cat.png',
          type: 'image/png',
          bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        },
        field: 'file',
      },
      {
        name: 'upload: a GIF (type not allowed)',
        method: 'POST',
        url: '/api/center/products/galleries/upload',
        upload: {
          name: 'a.jpg',
          bytes: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
        },
        field: 'file',
      },
    ];

    const before = await databaseFingerprint(t.db);
    const refused: string[] = [];
    for (const probe of probes) {
      const answer = await send(probe, user);
      const fields = answer.body.errors?.map((error) => error.field) ?? [];
      expect({ probe: probe.name, http: answer.http, fields }).toEqual({
        probe: probe.name,
        http: 400,
        fields: expect.arrayContaining([probe.field]),
      });
      for (const locale of LOCALES) {
        expect([probe.name, locale.code, locale.messages[answer.body.message]]).toEqual([
          probe.name,
          locale.code,
          expect.any(String),
        ]);
        for (const error of answer.body.errors ?? [])
          expect([probe.name, locale.code, locale.fieldErrors[error.message]]).toEqual([
            probe.name,
            locale.code,
            expect.any(String),
          ]);
      }
      refused.push(probe.name);
    }
    expect(await databaseFingerprint(t.db)).toEqual(before);
    expect(refused).toHaveLength(probes.length);
    expect(LOCALES.map((locale) => locale.code).sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pt-BR', 'zh-CN'].sort(),
    );
  });
});
