import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { InstallUrl, RealtimeEventMap, Workplace } from '@omni/shared/contracts';
import {
  jobs,
  shopifyConnections,
  stores,
  woocommerceConnectRequests,
  woocommerceConnections,
} from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { finishConnect, startConnect, useShopifyStandIn } from '../shopify/shopify-test-kit';

// STORE_EXIST_ANOTHER_OWNER (spec 000 §8): one store belongs to one owner's account.
const APPAREL = 'omni-demo-apparel.myshopify.com';
const WOO_KEY = 'ck_0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const WOO_SECRET = 'cs_1a2b3c4d5e6f708192a3b4c5d6e7f809';

const shopify = useShopifyStandIn(() => t.app);
let woo: FastifyInstance;
let wooUrl = '';

beforeAll(async () => {
  // a WooCommerce store answering the one call the key exchange makes (the currency)
  woo = Fastify();
  woo.get('/wp-json/wc/v3/settings/general/woocommerce_currency', async () => ({
    id: 'woocommerce_currency',
    value: 'EUR',
  }));
  await woo.listen({ port: 0, host: '127.0.0.1' });
  wooUrl = `http://127.0.0.1:${(woo.server.address() as AddressInfo).port}`;
  process.env.SANDBOX_ALLOWED_ORIGINS = wooUrl;
});
afterAll(async () => {
  delete process.env.SANDBOX_ALLOWED_ORIGINS;
  await woo.close();
});
const t = useTestApp();

const merchant = (email: string) => signUp(t.app, email);
const all = async () => ({
  stores: await t.db.select().from(stores),
  shopify: await t.db.select().from(shopifyConnections),
  woo: await t.db.select().from(woocommerceConnections),
  jobs: await t.db.select({ id: jobs.id }).from(jobs),
});

function refused(result: { http: number; body: { status: number; message: string } }) {
  expect(result.http).toBe(409);
  expect(result.body.status).toBe(111);
  expect(result.body.message).toBe('StoreExistAnotherOwner');
}

describe('Shopify: a shop connected by another owner', () => {
  const install = (who: SignedInUser, shop = 'omni-demo-apparel') =>
    call<InstallUrl>(t.app, 'POST', '/api/auth/platform/shopify/install', {
      token: who.token,
      workplaceId: who.workplaceId,
      body: { shop },
    });
  const connect = async (who: SignedInUser) => {
    const run = await startConnect(t.app, shopify, who, 'omni-demo-apparel');
    return finishConnect(t.app, run.callback, run.cookie);
  };

  it('is refused at the install link (the connect dialog) with nothing written', async () => {
    const owner = await merchant('owner@shop.test');
    expect((await connect(owner)).searchParams.get('success')).toBe('1');
    const before = await all();
    const stranger = await merchant('stranger@shop.test');
    refused(await install(stranger));
    refused(
      await call(t.app, 'GET', '/api/shopify/shop/install?shop=omni-demo-apparel', {
        token: stranger.token,
        workplaceId: stranger.workplaceId,
      }),
    );
    expect(await all()).toEqual(before);
  });

  it('is refused at the OAuth callback when the other owner connected in the meantime', async () => {
    const stranger = await merchant('late@shop.test');
    const run = await startConnect(t.app, shopify, stranger, 'omni-demo-apparel');
    const owner = await merchant('first@shop.test');
    await connect(owner);
    const before = await all();
    const landed = await finishConnect(t.app, run.callback, run.cookie);
    expect(landed.searchParams.get('success')).toBe('0');
    expect(landed.searchParams.get('reason')).toBe('StoreExistAnotherOwner');
    expect(landed.searchParams.get('shop')).toBe(APPAREL);
    expect(await all()).toEqual(before);
    expect(before.stores.map((s) => s.workplaceId)).toEqual([owner.workplaceId]);
  });

  it("the owner's other workplace may connect it; a revoked connection does not hold it", async () => {
    const owner = await merchant('two-places@shop.test');
    await connect(owner);
    const second = await call<Workplace>(t.app, 'POST', '/api/core/workplaces', {
      token: owner.token,
      body: { name: 'Second' },
    });
    const elsewhere = { ...owner, workplaceId: second.body.data!.id };
    expect((await install(elsewhere)).http).toBe(200);

    // the shop took the first owner's access back: a new owner may connect it
    await t.db.update(shopifyConnections).set({ status: 'revoked' });
    const next = await merchant('next-owner@shop.test');
    expect((await connect(next)).searchParams.get('success')).toBe('1');
  });
});

describe('WooCommerce: a store connected by another owner', () => {
  const install = (who: SignedInUser) =>
    call<InstallUrl>(t.app, 'POST', '/api/auth/platform/woocommerce/install', {
      token: who.token,
      workplaceId: who.workplaceId,
      body: { shop: wooUrl },
    });
  const postKeys = (nonce: string) =>
    call<{ store_id: string }>(t.app, 'POST', '/api/woocommerce/callback', {
      body: {
        key_id: 9,
        user_id: nonce,
        consumer_key: WOO_KEY,
        consumer_secret: WOO_SECRET,
        key_permissions: 'read_write',
      },
    });
  const nonceOf = async (who: SignedInUser) =>
    new URL((await install(who)).body.data!.url).searchParams.get('user_id')!;

  it('is refused at the install link with nothing written', async () => {
    const owner = await merchant('owner@woo-owner.test');
    expect((await postKeys(await nonceOf(owner))).http).toBe(200);
    const before = await all();
    const requests = await t.db.select().from(woocommerceConnectRequests);
    const stranger = await merchant('stranger@woo-owner.test');
    refused(await install(stranger));
    expect(await all()).toEqual(before);
    expect(await t.db.select().from(woocommerceConnectRequests)).toEqual(requests);
  });

  it('is refused at the key exchange when the other owner connected in the meantime; the tab is told', async () => {
    const stranger = await merchant('late@woo-owner.test');
    const lateNonce = await nonceOf(stranger);
    const owner = await merchant('first@woo-owner.test');
    expect((await postKeys(await nonceOf(owner))).http).toBe(200);
    const before = await all();
    const told: Array<RealtimeEventMap['store-connect-refused']> = [];
    const off = t.app.realtime.hub.subscribe(stranger.workplaceId, (type, data) => {
      if ((type as string) === 'store-connect-refused')
        told.push(data as RealtimeEventMap['store-connect-refused']);
    });
    const answer = await postKeys(lateNonce);
    off();
    refused(answer);
    expect(await all()).toEqual(before);
    // the stranger's request was not spent either: nothing of theirs was written
    const [request] = await t.db
      .select()
      .from(woocommerceConnectRequests)
      .where(eq(woocommerceConnectRequests.nonce, lateNonce));
    expect(request!.usedAt).toBeNull();
    expect(told).toEqual([
      {
        platform: 'woocommerce',
        shop: wooUrl.replace('http://', ''),
        message: 'StoreExistAnotherOwner',
      },
    ]);
  });
});
