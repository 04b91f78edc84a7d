import type { AddressInfo } from 'node:net';
import { ApiVersion } from '@shopify/shopify-api';
import { buildShopifyStandIn } from '@omni/sandbox/shopify';
import { ShopifyAdminClient, ShopifyGraphqlError, ShopifyUnauthorizedError } from './admin-client';
import {
  ensureWebhookSubscriptions,
  fetchExternalChannels,
  fetchShop,
  fulfillOrder,
  ordersUpdatedSince,
  publishProduct,
  saveProduct,
} from './admin-operations';
import { CostLimiter } from './cost-limiter';
import { exchangeCodeForToken } from './oauth';
import { orderFromGraphql } from './order-mapping';
import {
  SANDBOX_SHOPIFY_API_KEY,
  SANDBOX_SHOPIFY_API_SECRET,
  type ShopifyConfig,
} from './shopify-config';
import { createShopifyLibrary } from './shopify-library';

const SHOP = 'omni-demo-apparel.myshopify.com';
type StandIn = Awaited<ReturnType<typeof buildShopifyStandIn>>;

let standIn: StandIn;
let config: ShopifyConfig;
let token: string;

beforeAll(async () => {
  standIn = await buildShopifyStandIn({
    publicUrl: 'http://127.0.0.1:0',
    env: {},
    webhooks: { retryDelaysMs: [], fetchImpl: async () => new Response('', { status: 200 }) },
  });
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = standIn.app.server.address() as AddressInfo;
  config = {
    mode: 'sandbox',
    apiKey: SANDBOX_SHOPIFY_API_KEY,
    apiSecret: SANDBOX_SHOPIFY_API_SECRET,
    scopes: ['read_orders'],
    apiVersion: ApiVersion.October25,
    sandboxUrl: `http://127.0.0.1:${port}`,
    apiPublicUrl: 'http://127.0.0.1:4000/api',
    syncIntervalMs: 60_000,
    appUrl: 'http://127.0.0.1:3000',
  };
  // the token exchange of the adapter, against the stand-in
  token = (await exchangeCodeForToken(config, SHOP, standIn.world.issueCode(SHOP, ['read_orders'])))
    .accessToken;
});
afterAll(() => standIn.app.close());

function client(limiter = new CostLimiter(), sleep?: (ms: number) => Promise<void>) {
  return new ShopifyAdminClient(
    { library: createShopifyLibrary(config), limiter, ...(sleep ? { sleep } : {}) },
    SHOP,
    token,
  );
}

describe('Shopify Admin API adapter (against the stand-in)', () => {
  // a bucket that refills fast, except in the tests about throttling
  beforeEach(() => standIn.world.setThrottle({ maximumAvailable: 1000, restoreRate: 5000 }));

  it('reads the shop and its sales channels with the handle mapping', async () => {
    const c = client();
    expect(await fetchShop(c)).toMatchObject({
      myshopifyDomain: SHOP,
      currencyCode: 'USD',
      name: 'Omni Demo Apparel',
    });
    const channels = await fetchExternalChannels(c);
    expect(channels.find((ch) => ch.handle === 'facebook-ads')).toMatchObject({
      name: 'Facebook & Instagram',
      developer_name: 'Meta',
      is_active: true,
    });
    expect(channels.map((ch) => ch.handle)).toContain('x-ads');
  });

  it('creates a product with options and variants, updates it and publishes it to channels', async () => {
    const c = client();
    const created = await saveProduct(c, {
      title: 'Linen Shirt',
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Color', values: ['Sand'] },
      ],
      variants: [
        { options: { Size: 'S', Color: 'Sand' }, price: '29.00', sku: 'LIN-S' },
        { options: { Size: 'M', Color: 'Sand' }, price: '31.00', sku: 'LIN-M' },
      ],
    });
    expect(created.variants.map((v) => [v.title, v.price, v.sku])).toEqual([
      ['S / Sand', '29.00', 'LIN-S'],
      ['M / Sand', '31.00', 'LIN-M'],
    ]);
    const updated = await saveProduct(c, {
      id: created.id,
      title: 'Linen Shirt (new)',
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Color', values: ['Sand'] },
      ],
      variants: ['S', 'M', 'L'].map((size) => ({
        options: { Size: size, Color: 'Sand' },
        price: '32.00',
      })),
    });
    expect(updated.id).toBe(created.id);
    expect(updated.variants[0]!.id).toBe(created.variants[0]!.id);
    expect(updated.variants).toHaveLength(3);

    const channels = await fetchExternalChannels(c);
    await publishProduct(
      c,
      created.id,
      channels
        .filter((ch) => ['facebook-ads', 'tiktok-ads-2'].includes(ch.handle))
        .map((ch) => ch.id),
    );
    const product = standIn.world.shop(SHOP).products.find((p) => created.id.endsWith(`/${p.id}`))!;
    expect([...product.publicationIds].length).toBe(2);

    await expect(
      saveProduct(c, {
        title: 'Broken',
        options: [{ name: 'Size', values: ['S'] }],
        variants: [{ options: { Size: 'XL' }, price: '1.00' }],
      }),
    ).rejects.toBeInstanceOf(ShopifyGraphqlError);
  });

  it('reads orders updated since a time and sends tracking back as a fulfillment', async () => {
    const before = new Date(Date.now() - 1000);
    const { order } = standIn.world.placeOrder(SHOP, {});
    const c = client();
    const seen = [];
    for await (const o of ordersUpdatedSince(c, before)) seen.push(o);
    const mine = seen.find((o) => o.legacyResourceId === String(order.id))!;
    const normalized = orderFromGraphql(mine);
    expect(normalized).toMatchObject({
      platformOrderId: String(order.id),
      orderName: order.name,
      currency: 'USD',
      cancelled: false,
    });
    expect(normalized.lineItems[0]).toMatchObject({
      quantity: 1,
      platformVariantId: String(order.lineItems[0]!.variantId),
    });
    expect(normalized.shippingAddress?.countryCode).toBe('US');

    await fulfillOrder(c, mine.id, { company: 'UPS', number: '1Z999AA10123456784' });
    expect(order.fulfillmentStatus).toBe('FULFILLED');
    expect(order.fulfillments[0]!.trackingInfo[0]).toMatchObject({
      company: 'UPS',
      number: '1Z999AA10123456784',
    });
    await expect(
      fulfillOrder(c, mine.id, { company: 'UPS', number: 'again' }),
    ).rejects.toBeInstanceOf(ShopifyGraphqlError);
  });

  it('subscribes to its webhook topics once', async () => {
    const c = client();
    await ensureWebhookSubscriptions(c, 'http://127.0.0.1:4000/api/webhooks/shopify');
    await ensureWebhookSubscriptions(c, 'http://127.0.0.1:4000/api/webhooks/shopify');
    expect(
      standIn.world
        .shop(SHOP)
        .subscriptions.map((s) => s.topic)
        .sort(),
    ).toEqual(['app/uninstalled', 'orders/create', 'orders/updated', 'products/delete']);
  });

  it('stays within the cost bucket: waits instead of being throttled', async () => {
    standIn.world.setThrottle({ maximumAvailable: 6, restoreRate: 20 });
    await new Promise((resolve) => setTimeout(resolve, 400)); // the small bucket is full again
    const throttledBefore = standIn.world.throttledCalls;
    const waits: number[] = [];
    const c = client(new CostLimiter(), async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
    });
    for (let i = 0; i < 6; i++) await fetchShop(c); // 2 points each
    expect(standIn.world.throttledCalls).toBe(throttledBefore);
    expect(waits.length).toBeGreaterThan(0);
  });

  it('backs off and retries when the bucket is empty (rate-limited), then succeeds', async () => {
    // refilling slowly: at 50 points a second the drained bucket held the query's cost again
    // 40 ms later, and a loaded machine could take that long to send it (no wait, test failed)
    standIn.world.setThrottle({ maximumAvailable: 100, restoreRate: 2 });
    standIn.world.drainBuckets();
    const waits: number[] = [];
    const c = client(new CostLimiter(), async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
    });
    await expect(fetchShop(c)).resolves.toMatchObject({ myshopifyDomain: SHOP });
    expect(waits.some((ms) => ms > 0)).toBe(true);
  });

  it('reports a revoked token as ShopifyUnauthorizedError', async () => {
    const other = 'omni-demo-gadgets.myshopify.com';
    const { accessToken } = await exchangeCodeForToken(
      config,
      other,
      standIn.world.issueCode(other, []),
    );
    standIn.world.revokeToken(other);
    const c = new ShopifyAdminClient(
      { library: createShopifyLibrary(config), limiter: new CostLimiter() },
      other,
      accessToken,
    );
    await expect(fetchShop(c)).rejects.toBeInstanceOf(ShopifyUnauthorizedError);
  });
});
