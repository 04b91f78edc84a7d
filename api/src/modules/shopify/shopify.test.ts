import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { orderCharges } from '@omni/sandbox/shopify/order-charges';
import { signSessionToken } from '@omni/sandbox/shopify/session-token';
import type { Publications, StoreList } from '@omni/shared/contracts';
import {
  channelCustomers,
  jobs,
  orderLineItems,
  orders,
  shopifyConnections,
  stores,
} from '../../db/schema';
import { signUp } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import {
  SANDBOX_SHOPIFY_API_KEY,
  SANDBOX_SHOPIFY_API_SECRET,
} from '../../integrations/shopify/shopify-config';
import {
  finishConnect,
  shopifyWebhookHeaders,
  signShopifyWebhook,
  startConnect,
  startShopifyStandIn,
  type Merchant,
  type StandIn,
} from './shopify-test-kit';

const APPAREL = 'omni-demo-apparel.myshopify.com';
const GADGETS = 'omni-demo-gadgets.myshopify.com';

let standIn: StandIn & { url: string };
beforeAll(async () => {
  standIn = await startShopifyStandIn(() => t.app);
  // the cost limit is the adapter tests' subject; here a bucket that refills at once
  standIn.world.setThrottle({ maximumAvailable: 1000, restoreRate: 10_000 });
  process.env.SANDBOX_SHOPIFY_URL = standIn.url;
});
afterAll(async () => {
  delete process.env.SANDBOX_SHOPIFY_URL;
  await standIn.app.close();
});
const t = useTestApp();

async function merchant(email = 'shopify-merchant@example.test'): Promise<Merchant> {
  const user = await signUp(t.app, email);
  return { token: user.token, workplaceId: user.workplaceId };
}

async function connected(who: Merchant, shop = APPAREL): Promise<string> {
  const run = await startConnect(t.app, standIn, who, shop.replace('.myshopify.com', ''));
  const landed = await finishConnect(t.app, run.callback, run.cookie);
  expect(landed.searchParams.get('success')).toBe('1');
  return landed.searchParams.get('store_id')!;
}

const storeCount = async () => (await t.db.select({ id: stores.id }).from(stores)).length;

const sign = signShopifyWebhook;
const webhookHeaders = (body: string, overrides: Record<string, string | undefined> = {}) =>
  shopifyWebhookHeaders(body, APPAREL, overrides);

describe('Shopify connect (OAuth against the stand-in)', () => {
  it('connects a sandbox shop: store saved with the shop currency, token sealed, sandbox badge', async () => {
    const who = await merchant();
    const run = await startConnect(t.app, standIn, who, 'Omni-Demo-Gadgets');
    expect(run.beginLocation.href).toContain(
      `${standIn.url}/shops/${GADGETS}/admin/oauth/authorize?`,
    );
    expect(run.beginLocation.searchParams.get('client_id')).toBe(SANDBOX_SHOPIFY_API_KEY);
    expect(run.callback.searchParams.get('hmac')).toMatch(/^[0-9a-f]{64}$/);
    const landed = await finishConnect(t.app, run.callback, run.cookie);
    expect(landed.pathname).toBe('/auth/platform/shopify/callback');
    expect(landed.searchParams.get('success')).toBe('1');

    const list = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', who);
    expect(list.body.data!.stores).toEqual([
      expect.objectContaining({
        id: landed.searchParams.get('store_id'),
        platform: 'shopify',
        platform_domain: GADGETS,
        currency: 'EUR',
        is_default: true,
        sandbox: true,
      }),
    ]);
    const [connection] = await t.db.select().from(shopifyConnections);
    expect(connection!.accessTokenSealed).toMatch(/^v1\./);
    expect(connection!.accessTokenSealed).not.toContain('shpat_');
    expect(standIn.world.shop(GADGETS).installation?.accessToken).toMatch(/^shpat_/);
  });

  it('refuses a shop the workplace has already (StoreAlreadyExistsInThisAccount)', async () => {
    const who = await merchant();
    await connected(who);
    const again = await call(t.app, 'POST', '/api/auth/platform/shopify/install', {
      ...who,
      body: { shop: 'https://omni-demo-apparel.myshopify.com/admin' },
    });
    expect(again.http).toBe(400);
    expect(again.body.message).toBe('StoreAlreadyExistsInThisAccount');
    const viaGet = await call(
      t.app,
      'GET',
      '/api/shopify/shop/install?shop=omni-demo-apparel',
      who,
    );
    expect(viaGet.body.message).toBe('StoreAlreadyExistsInThisAccount');
  });

  it('rejects a callback whose state is not the one this browser was given', async () => {
    const who = await merchant();
    const first = await startConnect(t.app, standIn, who, 'omni-demo-apparel');
    const second = await startConnect(t.app, standIn, who, 'omni-demo-apparel');
    // Shopify's redirect of the first flow, with the cookie of the second
    const landed = await finishConnect(t.app, first.callback, second.cookie);
    expect(Object.fromEntries(landed.searchParams)).toMatchObject({
      success: '0',
      reason: 'expired',
    });
    // no cookie at all (another browser)
    expect((await finishConnect(t.app, first.callback)).searchParams.get('reason')).toBe('expired');
    expect(await storeCount()).toBe(0);
  });

  it('rejects an altered or unsigned callback, and a stale timestamp', async () => {
    const who = await merchant();
    const run = await startConnect(t.app, standIn, who, 'omni-demo-apparel');
    const altered = new URL(run.callback);
    altered.searchParams.set('code', 'f'.repeat(32));
    expect((await finishConnect(t.app, altered, run.cookie)).searchParams.get('reason')).toBe(
      'invalid_signature',
    );
    const unsigned = new URL(run.callback);
    unsigned.searchParams.delete('hmac');
    expect((await finishConnect(t.app, unsigned, run.cookie)).searchParams.get('reason')).toBe(
      'invalid_signature',
    );

    // correctly signed, but two minutes old (the library allows 90 s)
    const stale = new URL(run.callback);
    stale.searchParams.delete('hmac');
    stale.searchParams.set('timestamp', String(Math.floor(Date.now() / 1000) - 120));
    const message = [...stale.searchParams.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    stale.searchParams.set(
      'hmac',
      createHmac('sha256', SANDBOX_SHOPIFY_API_SECRET).update(message).digest('hex'),
    );
    expect((await finishConnect(t.app, stale, run.cookie)).searchParams.get('reason')).toBe(
      'invalid_signature',
    );
    expect(await storeCount()).toBe(0);
  });

  it('rejects a foreign shop: another shop than the one asked for, or not a Shopify domain', async () => {
    const who = await merchant();
    const apparel = await startConnect(t.app, standIn, who, 'omni-demo-apparel');
    const gadgets = await startConnect(t.app, standIn, who, 'omni-demo-gadgets');
    // a genuine, signed redirect for gadgets arriving with the state cookie of the apparel flow
    const swapped = await finishConnect(t.app, gadgets.callback, { ...apparel.cookie });
    expect(swapped.searchParams.get('success')).toBe('0');

    const evil = new URL(apparel.callback);
    evil.searchParams.set('shop', 'evil.example.com');
    expect((await finishConnect(t.app, evil, apparel.cookie)).searchParams.get('reason')).toBe(
      'invalid_shop',
    );
    expect(await storeCount()).toBe(0);
  });

  it('refuses an expired install link', async () => {
    const landed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/platform/shopify/begin?ticket=v1.AAAA.BBBB.CCCC',
    });
    expect(landed.statusCode).toBe(302);
    expect(new URL(String(landed.headers.location)).searchParams.get('reason')).toBe('expired');
  });
});

describe('Shopify sales channels and disconnect', () => {
  it("reads the publications and saves them as the store's external channels", async () => {
    const who = await merchant();
    const storeId = await connected(who);
    const result = await call<Publications>(
      t.app,
      'GET',
      '/api/status/shopify-service/api/shopify/shop/publications?clear_cache=1&update_external_channels=1',
      {
        ...who,
        headers: { 'store-id': storeId },
      },
    );
    expect(result.http).toBe(200);
    const handles = result.body.data!.external_channels.map((c) => c.handle);
    expect(handles).toEqual([
      'online_store',
      'facebook-ads',
      'google',
      'tiktok-ads-2',
      'shop-72',
      'snap-ads-sync',
      'pinterest-4',
      'x-ads',
    ]);
    expect(result.body.data!.store.metadata.external_channels).toHaveLength(8);
    const list = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', who);
    expect(list.body.data!.stores[0]!.metadata.external_channels[1]).toMatchObject({
      handle: 'facebook-ads',
      developer_name: 'Meta',
      is_active: true,
    });
  });

  it('answers StoreConnectionRefused once the token is revoked, and marks the connection', async () => {
    const who = await merchant();
    const storeId = await connected(who);
    standIn.world.revokeToken(APPAREL);
    const result = await call(
      t.app,
      'GET',
      '/api/status/shopify-service/api/shopify/shop/publications',
      { ...who, headers: { 'store-id': storeId } },
    );
    expect(result.body.message).toBe('StoreConnectionRefused');
    const [connection] = await t.db.select().from(shopifyConnections);
    expect(connection!.status).toBe('revoked');
  });

  it("does not show another workplace's store", async () => {
    const owner = await merchant();
    const storeId = await connected(owner);
    const stranger = await merchant('stranger@example.test');
    const result = await call(
      t.app,
      'GET',
      '/api/status/shopify-service/api/shopify/shop/publications',
      { ...stranger, headers: { 'store-id': storeId } },
    );
    expect(result.http).not.toBe(200);
  });

  it('disconnects a store of the workplace (POST auth/platform/shopify/uninstall)', async () => {
    const who = await merchant();
    const storeId = await connected(who);
    const removed = await call(t.app, 'POST', '/api/auth/platform/shopify/uninstall', {
      ...who,
      body: { shop: APPAREL },
    });
    expect(removed.body.data).toEqual({ store_id: storeId });
    expect(await storeCount()).toBe(0);
    // the app gave up its access on the shop
    expect(standIn.world.shop(APPAREL).installation).toBeNull();
    const missing = await call(t.app, 'POST', '/api/auth/platform/shopify/uninstall', {
      ...who,
      body: { shop: APPAREL },
    });
    expect(missing.http).toBe(404);
  });
});

describe('Shopify webhooks', () => {
  it('subscribes after connect; "a customer orders" arrives signed and is stored with its line items', async () => {
    const who = await merchant();
    const storeId = await connected(who);
    await t.app.jobs.runDue(); // setup: subscriptions, channels, orders so far
    expect(
      standIn.world
        .shop(APPAREL)
        .subscriptions.map((s) => s.topic)
        .sort(),
    ).toEqual(['app/uninstalled', 'orders/create', 'orders/updated', 'products/delete']);

    const variant = standIn.world.shop(APPAREL).products[0]!.variants[1]!;
    const { order, deliveries } = standIn.world.placeOrder(APPAREL, {
      items: [{ variantId: variant.id, quantity: 2 }],
    });
    await standIn.world.webhooks.idle();
    expect(deliveries[0]!.state).toBe('delivered');
    await t.app.jobs.runDue();

    const [stored] = await t.db.select().from(orders).where(eq(orders.storeId, storeId));
    expect(stored).toMatchObject({
      platformOrderId: String(order.id),
      orderName: order.name,
      channel: 'shopify',
      currency: 'USD',
    });
    const lines = await t.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, stored!.id));
    expect(lines).toEqual([expect.objectContaining({ quantity: 2, sku: variant.sku })]);
  });

  it('imports the orders placed before the connect by the sync, and queues the next sync', async () => {
    // no subscription yet: no webhook
    const before = standIn.world.placeOrder(GADGETS, {
      note: 'Side door',
      discountCode: { code: 'WELCOME', type: 'fixed_amount', value: '1.00' },
      taxRate: '0.1',
    }).order;
    const who = await merchant();
    const storeId = await connected(who, GADGETS);
    await t.app.jobs.runDue(); // setup → queues the first sync (due now)
    await t.app.jobs.runDue(); // the sync
    const stored = await t.db.select().from(orders).where(eq(orders.storeId, storeId));
    expect(stored.map((o) => o.platformOrderId)).toContain(String(before.id));
    const charges = orderCharges(before);
    expect(stored.find((o) => o.platformOrderId === String(before.id))).toMatchObject({
      currency: 'EUR',
      orderName: before.name,
      note: 'Side door',
      totalTax: charges.tax,
      totalDiscounts: '1.00',
      totalPrice: charges.total,
      taxesIncluded: false,
      taxLines: [{ title: 'Tax', rate: '0.1', price: charges.tax }],
      // what each code took off comes only with the webhook (the sync stays within its cost)
      discounts: [],
      shippingLines: [{ title: 'Standard Shipping', code: 'standard', price: '4.99' }],
    });
    const next = await t.db.select().from(jobs).where(eq(jobs.kind, 'shopify.sync-orders'));
    expect(
      next.filter((j) => j.status === 'queued' && j.runAt.getTime() > Date.now() + 60_000),
    ).toHaveLength(1);
  });

  it('the periodic sync subscribes a topic the store lacks (connected before it, or dropped by Shopify)', async () => {
    const who = await merchant();
    await connected(who);
    await t.app.jobs.runDue(); // setup and the first sync
    const shop = standIn.world.shop(APPAREL);
    shop.subscriptions = shop.subscriptions.filter((s) => s.topic !== 'products/delete');
    // the next periodic sync, made due now
    await t.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.kind, 'shopify.sync-orders'), eq(jobs.status, 'queued')));
    await t.app.jobs.runDue();
    expect(shop.subscriptions.map((s) => s.topic).sort()).toEqual([
      'app/uninstalled',
      'orders/create',
      'orders/updated',
      'products/delete',
    ]);
  });

  it('stores the same webhook delivered 5 times as one order', async () => {
    const who = await merchant();
    await connected(who);
    await t.app.jobs.runDue();
    const { order, deliveries } = standIn.world.placeOrder(APPAREL);
    await standIn.world.webhooks.idle();
    standIn.world.webhooks.redeliver(deliveries[0]!.webhookId, 4);
    await standIn.world.webhooks.idle();
    await t.app.jobs.runDue();
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.platformOrderId, String(order.id))),
    ).toHaveLength(1);
    expect((await t.db.select().from(jobs).where(eq(jobs.kind, 'shopify.webhook'))).length).toBe(1);
  });

  it("keeps Shopify's ids beyond 2^53 digit for digit, and the order's shipping, taxes, discounts and note", async () => {
    const who = await merchant();
    const storeId = await connected(who);
    await t.app.jobs.runDue();
    // The ids of Shopify's own orders/create sample: JSON.parse would store 820982911946154500.
    const body = `{"id":820982911946154508,"name":"#9999","email":"jon@example.com",
      "created_at":"2026-11-20T10:00:00-05:00","updated_at":"2026-11-20T10:00:00-05:00",
      "currency":"USD","subtotal_price":"398.00","total_price":"413.79","total_tax":"10.80",
      "total_discounts":"20.00","taxes_included":false,"note":"Gift wrap, please",
      "financial_status":"paid","fulfillment_status":null,
      "tax_lines":[{"title":"State tax","price":"10.80","rate":0.06}],
      "discount_codes":[{"code":"TENOFF","amount":"20.00","type":"fixed_amount"}],
      "shipping_lines":[{"id":271878346596884015,"title":"Generic Shipping","code":"generic",
        "price":"24.99","tax_lines":[]}],
      "customer":{"id":115310627314723954,"email":"jon@example.com","first_name":"Jon"},
      "shipping_address":{"first_name":"Jon","address1":"123 Elm St.","city":"Ottawa",
        "zip":"K2H7A8","country":"Canada","country_code":"CA"},
      "line_items":[{"id":866550311766439020,"product_id":632910392,"variant_id":808950810,
        "title":"IPod Nano - 8GB","sku":"IPOD2008PINK","quantity":1,"price":"199.00",
        "total_discount":"10.00","tax_lines":[{"title":"State tax","price":"5.40","rate":0.06}]}]}`;
    const headers = webhookHeaders(body, { 'x-shopify-webhook-id': 'big-ids-sample' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/shopify',
      headers,
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    await t.app.jobs.runDue();

    const [stored] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.platformOrderId, '820982911946154508')));
    expect(stored).toMatchObject({
      totalTax: '10.80',
      totalDiscounts: '20.00',
      taxesIncluded: false,
      note: 'Gift wrap, please',
      shippingLines: [{ title: 'Generic Shipping', code: 'generic', price: '24.99' }],
      taxLines: [{ title: 'State tax', rate: '0.06', price: '10.80' }],
      discounts: [{ code: 'TENOFF', amount: '20.00', type: 'fixed_amount' }],
    });
    const [line] = await t.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, stored!.id));
    expect(line).toMatchObject({
      platformLineItemId: '866550311766439020',
      totalDiscount: '10.00',
      taxLines: [{ title: 'State tax', rate: '0.06', price: '5.40' }],
    });
    const [customer] = await t.db
      .select()
      .from(channelCustomers)
      .where(eq(channelCustomers.id, stored!.customerId!));
    expect(customer!.platformCustomerId).toBe('115310627314723954');
  });

  it('answers 401 and writes nothing for a bad HMAC, a missing header or an altered body', async () => {
    const body = JSON.stringify({ id: 1, line_items: [] });
    const post = (payload: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/webhooks/shopify', headers, payload });
    expect(
      (
        await post(
          body,
          webhookHeaders(body, { 'x-shopify-hmac-sha256': sign(body, 'another-secret') }),
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await post(body, webhookHeaders(body, { 'x-shopify-hmac-sha256': undefined }))).statusCode,
    ).toBe(401);
    expect(
      (await post(body, webhookHeaders(body, { 'x-shopify-topic': undefined }))).statusCode,
    ).toBe(401);
    expect((await post(body.replace('"id":1', '"id":2'), webhookHeaders(body))).statusCode).toBe(
      401,
    );
    expect(await t.db.select().from(jobs)).toHaveLength(0);
    // the same request correctly signed is accepted
    expect((await post(body, webhookHeaders(body))).statusCode).toBe(200);
  });

  it('app/uninstalled removes the store and tells the workplace', async () => {
    const who = await merchant();
    await connected(who);
    await t.app.jobs.runDue();
    standIn.world.uninstall(APPAREL);
    await standIn.world.webhooks.idle();
    await t.app.jobs.runDue();
    expect(await storeCount()).toBe(0);
  });

  it('customers/redact removes the customer and the addresses of the orders named; shop/redact the rest', async () => {
    const who = await merchant();
    await connected(who);
    await t.app.jobs.runDue();
    const customer = standIn.world.shop(APPAREL).customers[1]!;
    standIn.world.placeOrder(APPAREL, { customerId: customer.id });
    await standIn.world.webhooks.idle();
    await t.app.jobs.runDue();
    const theirs = () =>
      t.db
        .select()
        .from(channelCustomers)
        .where(eq(channelCustomers.platformCustomerId, String(customer.id)));
    expect(await theirs()).toHaveLength(1);

    standIn.world.compliance(APPAREL, 'customers/redact', customer.id);
    await standIn.world.webhooks.idle();
    await t.app.jobs.runDue();
    expect(await theirs()).toHaveLength(0);

    standIn.world.compliance(APPAREL, 'shop/redact');
    await standIn.world.webhooks.idle();
    await t.app.jobs.runDue();
    expect(await t.db.select().from(orders)).toHaveLength(0);
    expect(await storeCount()).toBe(0);
  });
});

describe('embedded session tokens', () => {
  const token = (overrides: Partial<Parameters<typeof signSessionToken>[0]> = {}) =>
    signSessionToken({
      shopDomain: APPAREL,
      apiKey: SANDBOX_SHOPIFY_API_KEY,
      apiSecret: SANDBOX_SHOPIFY_API_SECRET,
      userId: 42,
      sessionId: 's1',
      ...overrides,
    });
  const list = (bearer: string, workplaceId: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/stores/list-store',
      headers: { authorization: `Bearer ${bearer}`, 'workplace-id': workplaceId },
    });

  it('accepts a valid token as the user who connected the shop', async () => {
    const who = await merchant();
    await connected(who);
    const response = await list(token(), who.workplaceId);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: StoreList }).data.stores[0]!.platform_domain).toBe(APPAREL);
  });

  it('rejects an expired token, one for another app, one signed with another secret, or for a shop not connected', async () => {
    const who = await merchant();
    await connected(who);
    expect((await list(token({ now: Date.now() - 5 * 60_000 }), who.workplaceId)).statusCode).toBe(
      401,
    );
    expect((await list(token({ apiKey: 'another-app' }), who.workplaceId)).statusCode).toBe(401);
    expect((await list(token({ apiSecret: 'another-secret' }), who.workplaceId)).statusCode).toBe(
      401,
    );
    expect((await list(token({ shopDomain: GADGETS }), who.workplaceId)).statusCode).toBe(401);
  });
});
