import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { InstallUrl, RealtimeEventMap, WooUninstallAccepted } from '@omni/shared/contracts';
import { jobs, orderLineItems, orders, stores, woocommerceConnections } from '../../db/schema';
import { signWooWebhook } from '../../integrations/woocommerce/webhook-signature';
import { createSecretBox } from '../../security/secret-box';
import type { WooOrder } from '../../integrations/woocommerce/woo-types';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { WOO_WEBHOOK_TOPICS } from './woo-jobs';

// A minimal store speaking the REST v3 calls the adapter makes (the full stand-in lives in
// sandbox/src/woocommerce and is exercised end to end by the e2e journeys).
const KEY = 'ck_4f1b0c2e9a8d7f6e5d4c3b2a19081726';
const SECRET = 'cs_0a1b2c3d4e5f60718293a4b5c6d7e8f9';
let store: FastifyInstance;
let storeUrl = '';
const webhooks = new Map<number, { topic: string; delivery_url: string; secret: string }>();

function wooOrder(overrides: Partial<WooOrder> = {}): WooOrder {
  const address = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: '',
    address_1: '12 Analytical Row',
    address_2: '',
    city: 'London',
    state: '',
    postcode: 'N1 9GU',
    country: 'GB',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
  };
  return {
    id: 727,
    number: '727',
    status: 'processing',
    currency: 'GBP',
    date_created_gmt: '2026-11-20T10:00:00',
    date_modified_gmt: '2026-11-20T10:00:00',
    total: '64.79',
    shipping_total: '4.99',
    customer_id: 31,
    billing: address,
    shipping: address,
    line_items: [
      {
        id: 1,
        name: 'Linen shirt - Blue, M',
        product_id: 93,
        variation_id: 94,
        quantity: 2,
        sku: 'LS-BLU-M',
        price: 29.9,
        subtotal: '59.80',
        total: '59.80',
        meta_data: [
          { key: 'pa_colour', value: 'blue', display_key: 'Colour', display_value: 'Blue' },
          { key: 'pa_size', value: 'm', display_key: 'Size', display_value: 'M' },
        ],
      },
    ],
    ...overrides,
  };
}

beforeAll(async () => {
  store = Fastify();
  store.addHook('onRequest', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return reply.code(401).send({
        code: 'woocommerce_rest_authentication_error',
        message: 'Consumer key is invalid.',
        data: { status: 401 },
      });
    return undefined;
  });
  store.get('/wp-json/wc/v3/settings/general/woocommerce_currency', async () => ({
    id: 'woocommerce_currency',
    value: 'GBP',
  }));
  store.post<{ Body: { topic: string; delivery_url: string; secret: string } }>(
    '/wp-json/wc/v3/webhooks',
    async (request, reply) => {
      const id = webhooks.size + 100;
      webhooks.set(id, request.body);
      return reply.code(201).send({ id, status: 'active', ...request.body });
    },
  );
  store.delete<{ Params: { id: string } }>('/wp-json/wc/v3/webhooks/:id', async (request) => {
    webhooks.delete(Number(request.params.id));
    return { id: Number(request.params.id) };
  });
  store.get('/wp-json/wc/v3/orders', async (_request, reply) =>
    reply.header('x-wp-total', '1').header('x-wp-totalpages', '1').send([wooOrder()]),
  );
  await store.listen({ port: 0, host: '127.0.0.1' });
  storeUrl = `http://127.0.0.1:${(store.server.address() as AddressInfo).port}`;
  // the fake store is local: allowed like the sandbox stand-in (read when the app is built)
  process.env.SANDBOX_ALLOWED_ORIGINS = storeUrl;
  process.env.API_URL = 'http://api.test/api';
});

afterAll(async () => {
  delete process.env.SANDBOX_ALLOWED_ORIGINS;
  delete process.env.API_URL;
  await store.close();
});

const t = useTestApp();

beforeEach(() => webhooks.clear());

async function install(user: SignedInUser, shop = storeUrl) {
  return call<InstallUrl>(t.app, 'POST', '/api/auth/platform/woocommerce/install', {
    token: user.token,
    workplaceId: user.workplaceId,
    body: { shop },
  });
}

/** What the store posts to callback_url after the merchant approves. */
async function postKeys(nonce: string, keys = { key: KEY, secret: SECRET }) {
  return call<{ store_id: string }>(t.app, 'POST', '/api/woocommerce/callback', {
    body: {
      key_id: 7,
      user_id: nonce,
      consumer_key: keys.key,
      consumer_secret: keys.secret,
      key_permissions: 'read_write',
    },
  });
}

async function connect(user: SignedInUser) {
  const url = new URL((await install(user)).body.data!.url);
  const answer = await postKeys(url.searchParams.get('user_id')!);
  expect(answer.http).toBe(200);
  return answer.body.data!.store_id;
}

function events<K extends keyof RealtimeEventMap>(workplaceId: string, type: K) {
  const seen: Array<RealtimeEventMap[K]> = [];
  const off = t.app.realtime.hub.subscribe(workplaceId, (eventType, data) => {
    if ((eventType as string) === type) seen.push(data as unknown as RealtimeEventMap[K]);
  });
  return { seen, off };
}

function deliver(storeId: string, body: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/woocommerce/webhooks/${storeId}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

/** The connection as if the API had sealed `consumerKey` for the store (same box, same context). */
async function sealedWith(storeId: string, consumerKey: string) {
  const box = createSecretBox(t.app.ctx.config.secretBoxKey);
  return { consumerKeySealed: box.seal(consumerKey, `woocommerce:${storeId}:key`) };
}

async function webhookSecretOf(storeId: string) {
  // the secret the API gave the store when it created the webhooks (the fake store kept it)
  await t.app.jobs.runDue();
  const [first] = [...webhooks.values()];
  expect(first?.delivery_url).toBe(`http://api.test/api/woocommerce/webhooks/${storeId}`);
  return first!.secret;
}

describe('WooCommerce connect (wc-auth)', () => {
  it('gives the documented wc-auth link for the store address', async () => {
    const ada = await signUp(t.app, 'ada@woo.test');
    const answer = await install(ada, `${storeUrl}/`);
    const url = new URL(answer.body.data!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${storeUrl}/wc-auth/v1/authorize`);
    expect(url.searchParams.get('app_name')).toBe('Omni Dropshipping');
    expect(url.searchParams.get('scope')).toBe('read_write');
    expect(url.searchParams.get('user_id')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(url.searchParams.get('return_url')).toBe(
      'http://127.0.0.1:3000/auth/platform/woocommerce/callback',
    );
    expect(url.searchParams.get('callback_url')).toBe('http://api.test/api/woocommerce/callback');
  });

  it('refuses a blank address, plain http to a real store and a store the account has', async () => {
    const ada = await signUp(t.app, 'ada2@woo.test');
    expect((await install(ada, '   ')).body.errors?.[0]).toMatchObject({
      field: 'shop',
      message: 'FieldRequired',
    });
    expect((await install(ada, 'http://shop.example.com')).body.message).toBe(
      'StoreAddressNeedsHttps',
    );
    await connect(ada);
    expect((await install(ada)).body.message).toBe('StoreAlreadyExistsInThisAccount');
  });

  it('refuses a loopback or private store address at the edge with a field error (F8)', async () => {
    const ada = await signUp(t.app, 'ada-private@woo.test');
    const addresses = [
      'https://127.0.0.1',
      'https://localhost:8443',
      'https://10.0.0.5',
      'https://192.168.1.20/shop',
      'https://169.254.169.254',
    ];
    for (const shop of addresses) {
      const answer = await install(ada, shop);
      expect({ shop, http: answer.http, errors: answer.body.errors }).toEqual({
        shop,
        http: 400,
        errors: [{ field: 'shop', message: 'FieldInvalid', params: { rule: 'publicAddress' } }],
      });
    }
    // an IPv6 or decimal literal is no store address at all
    for (const shop of ['https://[::1]', 'https://2130706433'])
      expect((await install(ada, shop)).body.errors).toEqual([
        { field: 'shop', message: 'FieldInvalid' },
      ]);
    console.log(`F8: ${addresses.length + 2} loopback/private store addresses refused at install`);
  });

  it('refuses a store connected, even inactive, in another owner’s account (F11)', async () => {
    const ada = await signUp(t.app, 'ada-owner@woo.test');
    const bob = await signUp(t.app, 'bob-other@woo.test');
    const storeId = await connect(ada);
    await t.db
      .update(woocommerceConnections)
      .set({ status: 'revoked' })
      .where(eq(woocommerceConnections.storeId, storeId));
    const answer = await install(bob);
    expect({ http: answer.http, status: answer.body.status, message: answer.body.message }).toEqual(
      {
        http: 409,
        status: 111,
        message: 'StoreExistAnotherOwner',
      },
    );
    // its own owner may connect it again (its keys were revoked)
    expect((await install(ada)).http).toBe(200);
  });

  it('saves the store with sealed keys once the store posts them, and only once', async () => {
    const ada = await signUp(t.app, 'ada3@woo.test');
    const connected = events(ada.workplaceId, 'store-connected');
    const url = new URL((await install(ada)).body.data!.url);
    const nonce = url.searchParams.get('user_id')!;
    const answer = await postKeys(nonce);
    connected.off();
    const storeId = answer.body.data!.store_id;
    const [saved] = await t.db.select().from(stores).where(eq(stores.id, storeId));
    expect(saved).toMatchObject({
      workplaceId: ada.workplaceId,
      platform: 'woocommerce',
      platformDomain: storeUrl.replace('http://', ''),
      currency: 'GBP',
      isDefault: true,
      sandbox: true,
    });
    const [connection] = await t.db
      .select()
      .from(woocommerceConnections)
      .where(eq(woocommerceConnections.storeId, storeId));
    expect(JSON.stringify(connection)).not.toContain(KEY);
    expect(JSON.stringify(connection)).not.toContain(SECRET);
    expect(connected.seen).toEqual([
      { platform: 'woocommerce', shop: saved!.platformDomain, store_id: storeId },
    ]);
    // a replayed callback is refused
    expect((await postKeys(nonce)).http).toBe(401);
  });

  it('refuses an unknown nonce and keys the store does not accept, writing nothing', async () => {
    const ada = await signUp(t.app, 'ada4@woo.test');
    expect((await postKeys('made-up-nonce')).http).toBe(401);
    const url = new URL((await install(ada)).body.data!.url);
    const refused = await postKeys(url.searchParams.get('user_id')!, {
      key: 'ck_wrong',
      secret: 'cs_wrong',
    });
    expect(refused.body.message).toBe('StoreConnectionRefused');
    expect(await t.db.select().from(stores).where(eq(stores.workplaceId, ada.workplaceId))).toEqual(
      [],
    );
  });
});

describe('WooCommerce store setup, sync and webhooks', () => {
  it('creates the order and product webhooks and syncs the existing orders', async () => {
    const ada = await signUp(t.app, 'ada5@woo.test');
    const storeId = await connect(ada);
    await t.app.jobs.runDue(); // setup: webhooks, then queues the first sync
    expect([...webhooks.values()].map((w) => w.topic).sort()).toEqual([
      'order.created',
      'order.updated',
      'product.created',
      'product.deleted',
      'product.updated',
    ]);
    await t.app.jobs.runDue(); // the sync
    const synced = await t.db.select().from(orders).where(eq(orders.storeId, storeId));
    expect(synced).toHaveLength(1);
    expect(synced[0]).toMatchObject({
      platformOrderId: '727',
      orderName: '#727',
      channel: 'woocommerce',
    });
    const [item] = await t.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, synced[0]!.id));
    expect(item).toMatchObject({ variantTitle: 'Blue / M', price: '29.90', quantity: 2 });
    // the next periodic sync is queued
    const next = await t.db.select().from(jobs).where(eq(jobs.kind, 'woocommerce.sync-orders'));
    expect(next.filter((job) => job.status === 'queued')).toHaveLength(1);
  });

  it('stores a signed order delivery once, however often it is delivered', async () => {
    const ada = await signUp(t.app, 'ada6@woo.test');
    const storeId = await connect(ada);
    const secret = await webhookSecretOf(storeId);
    const body = JSON.stringify(wooOrder({ id: 808, number: '808' }));
    const headers = {
      'x-wc-webhook-signature': signWooWebhook(body, secret),
      'x-wc-webhook-topic': 'order.created',
      'x-wc-webhook-resource': 'order',
      'x-wc-webhook-event': 'created',
      'x-wc-webhook-delivery-id': '5531',
    };
    for (let i = 0; i < 5; i += 1)
      expect((await deliver(storeId, body, headers)).statusCode).toBe(200);
    await t.app.jobs.runDue({ limit: 20 });
    const stored = await t.db.select().from(orders).where(eq(orders.platformOrderId, '808'));
    expect(stored).toHaveLength(1);
  });

  it('answers 401 and writes nothing for an altered body, a wrong or missing signature', async () => {
    const ada = await signUp(t.app, 'ada7@woo.test');
    const storeId = await connect(ada);
    const secret = await webhookSecretOf(storeId);
    const body = JSON.stringify(wooOrder({ id: 909 }));
    const base = { 'x-wc-webhook-topic': 'order.created', 'x-wc-webhook-delivery-id': '1' };
    const before = await t.db.select().from(jobs);
    const altered = body.replace('64.79', '0.01');
    expect(
      (
        await deliver(storeId, altered, {
          ...base,
          'x-wc-webhook-signature': signWooWebhook(body, secret),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await deliver(storeId, body, {
          ...base,
          'x-wc-webhook-signature': signWooWebhook(body, 'x'),
        })
      ).statusCode,
    ).toBe(401);
    const missing = await deliver(storeId, body, base);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ data: null });
    expect(await t.db.select().from(jobs)).toHaveLength(before.length);
    await t.app.jobs.runDue();
    expect(await t.db.select().from(orders).where(eq(orders.platformOrderId, '909'))).toEqual([]);
  });

  it('answers the unsigned ping a store sends when it creates a webhook', async () => {
    const ada = await signUp(t.app, 'ada8@woo.test');
    const storeId = await connect(ada);
    const ping = await t.app.inject({
      method: 'POST',
      url: `/api/woocommerce/webhooks/${storeId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'webhook_id=100',
    });
    expect(ping.statusCode).toBe(200);
  });
});

describe('WooCommerce keys revoked', () => {
  it('marks the store revoked when the store refuses the keys, and ends its sync chain', async () => {
    const ada = await signUp(t.app, 'ada11@woo.test');
    const storeId = await connect(ada);
    await t.app.jobs.runDue(); // setup
    // the merchant revokes the key in WooCommerce: every call now answers 401
    await t.db
      .update(woocommerceConnections)
      .set({
        consumerKeySealed: (await sealedWith(storeId, 'ck_revoked')).consumerKeySealed,
      })
      .where(eq(woocommerceConnections.storeId, storeId));
    const sync = await call<{ job_id: string }>(
      t.app,
      'POST',
      `/api/woocommerce/stores/${storeId}/sync`,
      {
        token: ada.token,
        workplaceId: ada.workplaceId,
      },
    );
    expect(sync.http).toBe(200);
    await t.app.jobs.runDue({ limit: 10 });
    const [connection] = await t.db
      .select()
      .from(woocommerceConnections)
      .where(eq(woocommerceConnections.storeId, storeId));
    expect(connection!.status).toBe('revoked');
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, sync.body.data!.job_id));
    expect(job!.status).toBe('done');
    // a revoked store may be connected again
    expect((await install(ada)).http).toBe(200);
  });
});

describe('WooCommerce disconnect', () => {
  it('removes the store in a job, deletes its webhooks, then publishes stores-uninstalled', async () => {
    const ada = await signUp(t.app, 'ada9@woo.test');
    const storeId = await connect(ada);
    await t.app.jobs.runDue(); // webhooks created
    expect(webhooks.size).toBe(WOO_WEBHOOK_TOPICS.length);
    const uninstalled = events(ada.workplaceId, 'stores-uninstalled');
    const shop = storeUrl.replace('http://', '');
    const answer = await call<WooUninstallAccepted>(
      t.app,
      'POST',
      '/api/auth/platform/woocommerce/uninstall',
      { token: ada.token, workplaceId: ada.workplaceId, body: { shop } },
    );
    expect(answer.body.data?.store_id).toBe(storeId);
    expect(uninstalled.seen).toEqual([]);
    await t.app.jobs.runDue({ limit: 10 });
    uninstalled.off();
    expect(uninstalled.seen).toEqual([{ platform: 'woocommerce', shop, store_id: storeId }]);
    expect(await t.db.select().from(stores).where(eq(stores.id, storeId))).toEqual([]);
    expect(webhooks.size).toBe(0);
  });

  it('does not disconnect a store of another workplace', async () => {
    const ada = await signUp(t.app, 'ada10@woo.test');
    const bob = await signUp(t.app, 'bob10@woo.test');
    await connect(ada);
    const answer = await call(t.app, 'POST', '/api/auth/platform/woocommerce/uninstall', {
      token: bob.token,
      workplaceId: bob.workplaceId,
      body: { shop: storeUrl.replace('http://', '') },
    });
    expect(answer.body.message).toBe('StoreNotFound');
    expect(
      await t.db.select().from(stores).where(eq(stores.workplaceId, ada.workplaceId)),
    ).toHaveLength(1);
  });
});
