import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { StoreAnalysis, StoreProductPage } from '@omni/shared/contracts';
import { signUp } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';

const FIXTURES = path.join(__dirname, 'fixtures');

/** The fixture storefront, on loopback, reached through the sandbox allow-list. */
let store: http.Server;
let origin = '';
let hits = 0;
beforeAll(async () => {
  store = http.createServer((req, res) => {
    hits += 1;
    if (req.url?.startsWith('/products.json')) {
      const page = new URL(req.url, 'http://x').searchParams.get('page');
      res.setHeader('content-type', 'application/json');
      res.end(
        page === '1' ? fs.readFileSync(path.join(FIXTURES, 'products.json')) : '{"products":[]}',
      );
      return;
    }
    if (req.url === '/') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(fs.readFileSync(path.join(FIXTURES, 'storefront.html')));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
  process.env.SANDBOX_ALLOWED_ORIGINS = origin;
});
afterAll(async () => {
  delete process.env.SANDBOX_ALLOWED_ORIGINS;
  await new Promise<void>((resolve) => store.close(() => resolve()));
});

const t = useTestApp();

describe('POST center/products/quick-scan', () => {
  it('reports shop info, theme and apps of a storefront page', async () => {
    const user = await signUp(t.app, 'scan@example.test');
    const answer = await call<StoreAnalysis>(t.app, 'POST', '/api/center/products/quick-scan', {
      token: user.token,
      body: { url: `${origin}/` },
    });
    expect(answer.http).toBe(200);
    const data = answer.body.data!;
    expect(data.outcome).toBe('ok');
    expect(data.catalogue_size).toBeGreaterThan(500);
    expect(data.shop_info).toMatchObject({
      shopUriOrigin: origin,
      shopUri: 'lumen-co.myshopify.com',
      shopName: 'Lumen & Co',
      themeName: 'Dawn',
      themeId: '136912345678',
      themeUri: `${origin}/cdn/shop/t/136912345678/assets/`,
      themeStoreId: '887',
      storeId: '68451234567',
      currencyActive: 'EUR',
      country: 'DE',
      bestSellingUrl: `${origin}/collections/all?sort_by=best-selling`,
      facebook: 'https://facebook.com/lumenandco',
      twitter: 'https://twitter.com/lumenandco',
      instagram: 'https://instagram.com/lumen.and.co',
      description: 'Handmade lamps and night lights, shipped worldwide.',
    });
    expect(data.shop_info!.logos).toContain(`${origin}/cdn/shop/files/lumen-logo.png`);
    expect(data.theme).toMatchObject({
      name: 'Dawn',
      handle: 'dawn',
      id: '887',
      theme_store_url: 'https://themes.shopify.com/themes/dawn',
    });
    const names = data.apps.map((app) => app.name);
    // Own apps first, then the spec's category order; Judge.me twice in the page, once here.
    expect(names.slice(0, 2)).toEqual(['Omni Reviews', 'Omni Shipping & Offers']);
    expect(names.filter((name) => name === 'Judge.me')).toHaveLength(1);
    expect(names).toEqual(expect.arrayContaining(['Judge.me', 'Tidio', 'Google Analytics']));
    const tidio = names.indexOf('Tidio');
    const analytics = names.indexOf('Google Analytics');
    expect(tidio).toBeLessThan(analytics); // Customer service before Reporting
    expect(data.shop_info!.appUsed).toEqual(names);
  });

  it('returns empty, not an error, for a private address (and the guarded client never calls it)', async () => {
    const user = await signUp(t.app, 'scan2@example.test');
    const before = hits;
    const answer = await call<StoreAnalysis>(t.app, 'POST', '/api/center/products/quick-scan', {
      token: user.token,
      body: { url: 'http://169.254.169.254/latest/meta-data/' },
    });
    expect(answer.body.data).toMatchObject({ outcome: 'unreachable', shop_info: null, apps: [] });
    const loopback = await call<StoreAnalysis>(t.app, 'POST', '/api/center/products/quick-scan', {
      token: user.token,
      // Same server, another origin spelling: not on the allow-list, so refused.
      body: { url: origin.replace('127.0.0.1', 'localhost') },
    });
    expect(loopback.body.data!.outcome).toBe('unreachable');
    expect(hits).toBe(before);
  });

  it('does not analyse marketplaces or social sites', async () => {
    const user = await signUp(t.app, 'scan3@example.test');
    const answer = await call<StoreAnalysis>(t.app, 'POST', '/api/center/products/quick-scan', {
      token: user.token,
      body: { url: 'www.amazon.co.uk' },
    });
    expect(answer.body.data!.outcome).toBe('excluded');
  });

  it('answers a clear 4xx for an address that is not one', async () => {
    const user = await signUp(t.app, 'scan4@example.test');
    const answer = await call(t.app, 'POST', '/api/center/products/quick-scan', {
      token: user.token,
      body: { url: 'ftp://x y' },
    });
    expect(answer.http).toBe(400);
  });
});

describe('GET center/products/crawl-by-seller/shopify/{seller}', () => {
  it('lists the store products, marketplace products excluded', async () => {
    const user = await signUp(t.app, 'crawl@example.test');
    const answer = await call<StoreProductPage>(
      t.app,
      'GET',
      `/api/center/products/crawl-by-seller/shopify/${encodeURIComponent(origin)}?page=1`,
      { token: user.token },
    );
    expect(answer.http).toBe(200);
    const data = answer.body.data!;
    expect(data.outcome).toBe('ok');
    expect(data.has_more).toBe(false);
    expect(data.items.map((item) => item.handle)).toEqual(['moon-lamp-3d', 'bamboo-desk-lamp']);
    expect(data.items[0]).toMatchObject({
      id: '8012345001',
      href: `${origin}/products/moon-lamp-3d`,
      minPrice: 24.9,
      maxPrice: 34.9,
      priceAmount: 24.9,
      image: 'https://cdn.shopify.com/s/files/1/moon.jpg',
      tags: ['moon', 'night light'],
      updatedAt: '2026-05-01T12:00:00+01:00',
    });
  });

  it('refuses an unknown source', async () => {
    const user = await signUp(t.app, 'crawl2@example.test');
    const answer = await call(
      t.app,
      'GET',
      '/api/center/products/crawl-by-seller/nowhere/shop.example.com',
      { token: user.token },
    );
    expect(answer.http).toBe(400);
  });
});
