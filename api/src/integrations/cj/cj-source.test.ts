import type { AddressInfo } from 'node:net';
import { buildCjStandIn } from '../../../../sandbox/src/cj/app';
import { pidOf } from '../../../../sandbox/src/cj/catalogue';
import { OutboundClient } from '../http/outbound-client';
import type { SupplierAccessToken } from '../suppliers/supplier-source';
import { CjApiError, CjClient, createCjHttpClient, type CjTokens } from './cj-client';
import type { CjConfig } from './cj-config';
import { CjSource } from './cj-source';

const API_KEY = 'CJ5550001@api@0123456789abcdef0123456789abcdef';
const FIRST = pidOf(0);

let standIn: ReturnType<typeof buildCjStandIn>;
let config: CjConfig;

beforeAll(async () => {
  // token calls are once per 5 minutes on the real service; the test links several accounts
  standIn = buildCjStandIn({
    publicUrl: 'http://images.sandbox.test',
    tokenIntervalMs: 0,
    accountQps: 50,
    ipQps: 50,
  });
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (standIn.app.server.address() as AddressInfo).port;
  config = { apiUrl: `http://127.0.0.1:${port}/api2.0/v1`, sandbox: true, ipCallsPerSecond: 50 };
});
afterAll(() => standIn.app.close());

const control = (path: string, body: unknown = {}) =>
  fetch(config.apiUrl.replace('/api2.0/v1', `/_control/${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

function holder(client: CjClient, tokens: CjTokens): SupplierAccessToken & { refreshed: number } {
  let current = tokens;
  const token = {
    refreshed: 0,
    current: async () => current.accessToken,
    refresh: async () => {
      token.refreshed += 1;
      current = await client.refreshAccessToken(current.refreshToken, 'wp-1');
      return current.accessToken;
    },
  };
  return token;
}

async function linked(apiKey = API_KEY) {
  const client = new CjClient({ config });
  const tokens = await client.getAccessToken(apiKey, 'wp-1');
  const settings = await client.settings(tokens.accessToken, 'wp-1');
  const token = holder(client, tokens);
  const source = new CjSource({
    client,
    token,
    tenantId: 'wp-1',
    // the stand-in is built fast for tests; real accounts get settings.callsPerSecond
    account: { id: settings.openId, callsPerSecond: 50 },
  });
  return { client, tokens, settings, token, source };
}

describe('CJ adapter against the stand-in', () => {
  it('gets an access token from the API key and reads the account settings', async () => {
    const { tokens, settings } = await linked();
    expect(tokens.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(tokens.expiresAt - Date.now()).toBeGreaterThan(14 * 24 * 3600 * 1000);
    expect(settings.openId).toBe('5550001');
    expect(settings.callsPerSecond).toBeGreaterThanOrEqual(1);
  });

  it('refuses a malformed API key with CJ code 1600005', async () => {
    const error = await new CjClient({ config })
      .getAccessToken('not-a-key', 'wp-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CjApiError);
    expect((error as CjApiError).code).toBe(1600005);
  });

  it('filters the list by price, reports listing counts, and reads buyer reviews', async () => {
    const { source } = await linked();
    const page = await source.productSearch({ page: 1, pageSize: 20, minPrice: 10, maxPrice: 20 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(Number(item.price.amount)).toBeGreaterThanOrEqual(10);
      expect(Number(item.price.amount)).toBeLessThanOrEqual(20);
      expect(Number.isInteger(item.listedCount)).toBe(true);
    }
    const all = await source.productSearch({ page: 1, pageSize: 20 });
    expect(page.total).toBeLessThan(all.total);

    // the first product with reviews, as the detail page asks for them
    let reviewed: { id: string; total: number } | null = null;
    for (const item of all.items) {
      const reviews = await source.productReviews(item.sourceProductId, { page: 1, pageSize: 5 });
      if (reviews.total > 0) {
        reviewed = { id: item.sourceProductId, total: reviews.total };
        expect(reviews.items.length).toBe(Math.min(5, reviews.total));
        const review = reviews.items[0]!;
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(review.text).not.toBe('');
        expect(review.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        break;
      }
    }
    expect(reviewed).not.toBeNull();
    const pageTwo = await source.productReviews(reviewed!.id, { page: 2, pageSize: 5 });
    expect(pageTwo.total).toBe(reviewed!.total);
  });

  it('lists, reads a product with variants and stock, and calculates freight', async () => {
    const { source } = await linked();
    const page = await source.productSearch({ page: 1, pageSize: 10 });
    expect(page.total).toBe(3000);
    expect(page.items[0]!.sourceProductId).toBe(FIRST);

    const product = await source.productGet(FIRST);
    expect(product.variants.length).toBe(product.options.reduce((n, o) => n * o.values.length, 1));
    expect(product.variants.some((v) => v.stock > 0)).toBe(true);
    expect(Object.keys(product.variants[0]!.options)).toEqual(product.options.map((o) => o.name));

    const freight = await source.freightQuery({
      productId: FIRST,
      shipTo: { countryCode: 'US' },
      quantity: 1,
    });
    expect(freight.length).toBeGreaterThan(0);
    expect(freight[0]!.minDays).toBeLessThanOrEqual(freight[0]!.maxDays);
  });

  it('creates an order, reads its detail and follows tracking after the supplier ships', async () => {
    const { source } = await linked();
    const product = await source.productGet(FIRST);
    const variant = product.variants.find((v) => v.stock > 0)!;
    const [service] = await source.freightQuery({
      productId: FIRST,
      skuId: variant.skuId,
      shipTo: { countryCode: 'GB' },
      quantity: 1,
    });
    const created = await source.orderCreate({
      reference: 'omni-cj-1',
      shipTo: {
        countryCode: 'GB',
        fullName: 'Grace Hopper',
        phone: '+44 20 7946 0000',
        address1: '10 Downing St',
        city: 'London',
        zip: 'SW1A 2AA',
      },
      lines: [
        { productId: FIRST, skuId: variant.skuId, quantity: 1, serviceCode: service!.serviceCode },
      ],
    });
    const [orderId] = created.orderNumbers;
    expect(await source.orderGet(orderId!)).toMatchObject({
      status: 'waiting_payment',
      trackingNumbers: [],
    });
    expect(await source.tracking(orderId!)).toEqual([]);

    expect((await control('ship', { orderId, outcome: 'delivered' })).status).toBe(200);
    const [parcel] = await source.tracking(orderId!);
    expect(parcel!.trackingNumber).toMatch(/^LP\d{9}CN$/);
    expect(parcel!.status).toBe('INFO_RECEIVED');
    expect((await source.orderGet(orderId!)).status).toBe('shipped');
  });

  it('maps order refusals to spec error keys', async () => {
    const { source } = await linked();
    const product = await source.productGet(FIRST);
    const variant = product.variants[0]!;
    await expect(
      source.orderCreate({
        reference: 'omni-cj-2',
        shipTo: { countryCode: 'US', fullName: 'A', phone: '1', address1: 'x', city: 'y' },
        lines: [
          { productId: FIRST, skuId: variant.skuId, quantity: 1, serviceCode: 'No Such Line' },
        ],
      }),
    ).rejects.toMatchObject({ key: 'shipped_country_notfound' });
    await expect(source.productGet('00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({
      key: 'error_not_found_sku',
    });
  });

  it('refreshes an expired access token once (token expires on the control page)', async () => {
    const { source, token } = await linked();
    expect((await control('expire-tokens')).status).toBe(200);
    const page = await source.productSearch({ page: 2, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    expect(token.refreshed).toBe(1);
  });

  it('reports rate_limited after retrying CJ 1600200 "Too Many Requests"', async () => {
    const sleeps: number[] = [];
    const http = new OutboundClient({
      service: 'cj',
      sleep: async (ms) => void sleeps.push(ms),
      retry: { maxAttempts: 3 },
    });
    const client = new CjClient({ config, http });
    const tokens = await client.getAccessToken(API_KEY, 'wp-1');
    const source = new CjSource({
      client,
      token: holder(client, tokens),
      tenantId: 'wp-1',
      account: { id: 'a' },
    });
    await control('conditions', { rateLimited: true });
    try {
      await expect(source.productSearch({ page: 1, pageSize: 10 })).rejects.toMatchObject({
        key: 'rate_limited',
      });
      expect(sleeps).toHaveLength(2);
    } finally {
      await control('conditions', { rateLimited: false });
    }
  });

  it('keeps to the account level limit on our side', async () => {
    let now = 0;
    const sleeps: number[] = [];
    const http = createCjHttpClient({
      config: { ...config, ipCallsPerSecond: 10 },
      clock: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    });
    const client = new CjClient({ config, http });
    const tokens = await client.getAccessToken(API_KEY, 'wp-1');
    const source = new CjSource({
      client,
      token: holder(client, tokens),
      tenantId: 'wp-1',
      account: { id: 'free', callsPerSecond: 2 },
    });
    for (let page = 1; page <= 5; page += 1) await source.productSearch({ page, pageSize: 10 });
    // 2 per second: calls 3 and 5 wait for the window (the token call was not per account)
    expect(sleeps).toEqual([1_000, 1_000]);
  });
});

describe('CJ order ids', () => {
  it('keeps an orderId CJ answers as a number as its exact text', async () => {
    // the client's exact parse hands back digits past 2^53 as text, safe integers as numbers
    for (const orderId of [123456789, '9007199254740993']) {
      const client = {
        call: async () => ({ orderId }),
      } as unknown as CjClient;
      const source = new CjSource({
        client,
        token: { current: async () => 't', refresh: async () => 't' },
        tenantId: 'wp-1',
        account: { id: 'acct' } as never,
      });
      const created = await source.orderCreate({
        reference: 'omni-ref',
        shipTo: { countryCode: 'US', fullName: 'A B', phone: '1', address1: 'x', city: 'y' },
        lines: [{ productId: 'P', skuId: 'V', quantity: 1, serviceCode: 'CJPacket' }],
      });
      expect(created.orderNumbers).toEqual([String(orderId)]);
      expect(typeof created.orderNumbers[0]).toBe('string');
    }
  });
});
