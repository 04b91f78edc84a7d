import type { AddressInfo } from 'node:net';
import { buildCjStandIn } from '../../../../sandbox/src/cj/app';
import { pidOf } from '../../../../sandbox/src/cj/catalogue';
import { OutboundClient } from '../http/outbound-client';
import type { SupplierAccessToken, SupplierOrderCreate } from '../suppliers/supplier-source';
import { CjApiError, CjClient, createCjHttpClient, type CjTokens } from './cj-client';
import type { CjConfig } from './cj-config';
import { CjSource } from './cj-source';

const API_KEY = 'CJ5550001@api@0123456789abcdef0123456789abcdef';
const FIRST = pidOf(0);

let standIn: ReturnType<typeof buildCjStandIn>;
let config: CjConfig;

beforeAll(async () => {
  // token calls are once per 5 minutes on the real service; the test links several accounts.
  // The stand-in's limits are above the client's pace (50 a second): the tests' raw calls do not
  // go through that pace, and with both in one second an idle machine went over a limit of 50
  // and the client's next call got 1600200.
  standIn = buildCjStandIn({
    publicUrl: 'http://images.sandbox.test',
    tokenIntervalMs: 0,
    accountQps: 200,
    ipQps: 200,
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
    const orderId = await createdOrder(source, 'omni-cj-1', {
      countryCode: 'GB',
      fullName: 'Grace Hopper',
      phone: '+44 20 7946 0000',
      address1: '10 Downing St',
      city: 'London',
      zip: 'SW1A 2AA',
    });
    expect(await source.orderGet(orderId)).toMatchObject({
      status: 'waiting_payment',
      trackingNumbers: [],
    });
    expect(await source.tracking(orderId)).toEqual([]);

    expect((await control('ship', { orderId, outcome: 'delivered' })).status).toBe(200);
    const [parcel] = await source.tracking(orderId);
    expect(parcel!.trackingNumber).toMatch(/^LP\d{9}CN$/);
    expect(parcel!.status).toBe('INFO_RECEIVED');
    expect((await source.orderGet(orderId)).status).toBe('shipped');
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

/** A variant of the first product in stock and CJ's first logistics line for it to `countryCode`. */
async function stockedLine(source: CjSource, countryCode: string) {
  const product = await source.productGet(FIRST);
  const variant = product.variants.find((v) => v.stock > 0)!;
  const [service] = await source.freightQuery({
    productId: FIRST,
    skuId: variant.skuId,
    shipTo: { countryCode },
    quantity: 1,
  });
  return { skuId: variant.skuId, serviceCode: service!.serviceCode };
}

/** A CJ order created through the adapter for one unit of the first product in stock. */
async function createdOrder(
  source: CjSource,
  reference: string,
  shipTo: SupplierOrderCreate['shipTo'] = {
    countryCode: 'DE',
    fullName: 'Emmy Noether',
    phone: '+49 30 1234567',
    address1: 'Unter den Linden 1',
    city: 'Berlin',
    zip: '10117',
  },
): Promise<string> {
  const { skuId, serviceCode } = await stockedLine(source, shipTo.countryCode);
  const created = await source.orderCreate({
    reference,
    shipTo,
    lines: [{ productId: FIRST, skuId, quantity: 1, serviceCode }],
  });
  return created.orderNumbers[0]!;
}

/** What the job keeps on the placement, in memory. */
function memory(initial: Record<string, string> = {}) {
  const memo = {
    refs: { ...initial } as Record<string, string>,
    saves: 0,
    save: async (refs: Record<string, string>) => {
      memo.saves += 1;
      memo.refs = { ...memo.refs, ...refs };
    },
  };
  return memo;
}

/** A raw call to the stand-in, as any CJ client would send it (waiting out 1600200, as ours does). */
async function raw(accessToken: string, path: string, body: unknown) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'CJ-Access-Token': accessToken },
      body: JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loose CJ JSON
    const answer = (await response.json()) as { code: number; message: string; data: any };
    if (answer.code !== 1600200 || attempt === 5) return answer;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The CJ balance of API_KEY's account (openId 5550001), in USD. */
async function balance(): Promise<number> {
  const state = (await (
    await fetch(config.apiUrl.replace('/api2.0/v1', '/_control/state'))
  ).json()) as {
    accounts: { openId: number; balance: string }[];
  };
  return Number(state.accounts.find((a) => a.openId === 5550001)!.balance);
}

describe('CJ order payment (created with payType 3, paid through the cart path)', () => {
  it('creates the order only: payType 3, CREATED, nothing paid and no payment page', async () => {
    const { source } = await linked();
    const before = await balance();
    const orderId = await createdOrder(source, 'omni-cj-pay-create');
    expect(standIn.orders.get(orderId)).toMatchObject({ payType: 3, status: 'CREATED' });
    expect(standIn.orders.get(orderId)!.parentId).toBeUndefined();
    expect(await balance()).toBe(before);
    expect((await source.orderGet(orderId)).status).toBe('waiting_payment');
  });

  it('pays through addCart, addCartConfirm, saveGenerateParentOrder and payBalanceV2, keeping the ids; paying again pays nothing', async () => {
    const { source } = await linked();
    const orderId = await createdOrder(source, 'omni-cj-pay-cart');
    const total = Number((await source.orderGet(orderId)).total!.amount);
    const before = await balance();
    const memo = memory();
    expect(await source.orderPay(orderId, memo)).toBe('paid');
    const order = standIn.orders.get(orderId)!;
    expect(order.status).toBe('UNSHIPPED');
    const parent = standIn.parents.get(order.parentId!)!;
    expect(parent.orderIds).toEqual([orderId]);
    // CJ's ids exactly as it sent them, as text
    expect(memo.refs).toEqual({ shipmentOrderId: parent.shipmentOrderId, payId: parent.payId });
    expect(await balance()).toBeCloseTo(before - total, 2);
    expect((await source.orderGet(orderId)).status).toBe('order_placed');

    // a retry (the job run again, a worker that died after paying): CJ shows it paid, nothing paid
    expect(await source.orderPay(orderId, memo)).toBe('paid');
    expect(await source.orderPay(orderId)).toBe('paid');
    expect(await balance()).toBeCloseTo(before - total, 2);
    expect(standIn.parents.get(order.parentId!)!.payId).toBe(parent.payId);
  });

  it('goes on from the kept parent order after CJ refused the payment (1604000), paying once', async () => {
    const { source } = await linked();
    const orderId = await createdOrder(source, 'omni-cj-pay-short');
    const memo = memory();
    await control('balance', { amount: 0 });
    try {
      await expect(source.orderPay(orderId, memo)).rejects.toMatchObject({
        key: 'balance_insufficient',
      });
      const order = standIn.orders.get(orderId)!;
      expect(order.status).toBe('UNPAID');
      expect(memo.refs).toEqual({
        shipmentOrderId: order.parentId,
        payId: standIn.parents.get(order.parentId!)!.payId,
      });
      const parents = standIn.parents.size;
      await control('balance', { amount: 10_000 });
      expect(await source.orderPay(orderId, memo)).toBe('paid');
      // no second cart confirmation, no second parent order, no second payment id
      expect(standIn.parents.size).toBe(parents);
      expect(memo.saves).toBe(2);
      expect(order.status).toBe('UNSHIPPED');
      expect(await balance()).toBeCloseTo(
        10_000 - Number((await source.orderGet(orderId)).total!.amount),
        2,
      );
    } finally {
      await control('balance', { amount: 10_000 });
    }
  });

  it('leaves an order confirmed at CJ whose parent order was never kept to be paid on MyCJ', async () => {
    const { source, tokens } = await linked();
    const orderId = await createdOrder(source, 'omni-cj-pay-lost');
    // the cart was confirmed by a worker that died before it kept the parent order id
    expect(
      (await raw(tokens.accessToken, '/shopping/order/addCart', { cjOrderIdList: [orderId] })).code,
    ).toBe(200);
    const confirmed = await raw(tokens.accessToken, '/shopping/order/addCartConfirm', {
      cjOrderIdList: [orderId],
    });
    expect(confirmed.data).toMatchObject({ submitSuccess: true, successCount: 1 });
    const before = await balance();
    expect(await source.orderPay(orderId, memory())).toBe('pay_on_source');
    expect(standIn.orders.get(orderId)!.status).toBe('UNPAID');
    expect(await balance()).toBe(before);
    // with the parent order id it had kept, the same order is paid
    const memo = memory({ shipmentOrderId: confirmed.data.shipmentsId });
    expect(await source.orderPay(orderId, memo)).toBe('paid');
    expect(standIn.orders.get(orderId)!.status).toBe('UNSHIPPED');
  });

  it('refuses to pay an order CJ cancelled', async () => {
    const { source } = await linked();
    const orderId = await createdOrder(source, 'omni-cj-pay-cancelled');
    await standIn.advance(orderId, 'CANCELLED');
    const before = await balance();
    await expect(source.orderPay(orderId, memory())).rejects.toMatchObject({
      key: 'error_checkout_products',
    });
    expect(await balance()).toBe(before);
  });
});

describe('the CJ stand-in checks what CJ checks', () => {
  /** A createOrderV2 body for one unit of the first product in stock, to the US. */
  async function order(orderNumber: string, extra: Record<string, unknown> = {}) {
    const { skuId, serviceCode } = await stockedLine((await linked()).source, 'US');
    return {
      orderNumber,
      shippingCountryCode: 'US',
      shippingProvince: 'NY',
      shippingCity: 'New York',
      shippingPhone: '+1 212 555 0100',
      shippingCustomerName: 'Ada Lovelace',
      shippingAddress: '1 Main St',
      logisticName: serviceCode,
      fromCountryCode: 'CN',
      products: [{ vid: skuId, quantity: 1 }],
      ...extra,
    };
  }

  it('takes payType 1, 2 or 3 (absent: 1, page payment) and refuses any other with 1600100', async () => {
    const { tokens } = await linked();
    const create = (body: unknown) =>
      raw(tokens.accessToken, '/shopping/order/createOrderV2', body);
    for (const payType of [0, 4, 'balance', 2.5, true])
      expect(
        await create(await order(`stand-in-bad-${String(payType)}`, { payType })),
      ).toMatchObject({
        code: 1600100,
        data: null,
      });
    // left out: page payment, the order created with a cjPayUrl to pay it
    const page = await create(await order('stand-in-page'));
    expect(page.code).toBe(200);
    expect(page.data.cjPayUrl).toContain(page.data.orderId);
    expect(standIn.orders.get(page.data.orderId)).toMatchObject({ payType: 1, status: 'CREATED' });
    // 3 (or "3"): created only
    const only = await create(await order('stand-in-only', { payType: '3' }));
    expect(only.data).toMatchObject({ cjPayUrl: '', shipmentOrderId: '', orderStatus: 'CREATED' });
    // 2: on through the cart to the balance at once
    const before = await balance();
    const paid = await create(await order('stand-in-balance', { payType: 2 }));
    expect(paid.data.orderStatus).toBe('UNSHIPPED');
    expect(paid.data.shipmentOrderId).toMatch(/^SH/);
    expect(await balance()).toBeCloseTo(before - paid.data.orderAmount, 2);
  });

  it('refuses cart and payment calls without their ids, and a payment id of another parent order', async () => {
    const { tokens } = await linked();
    const call = (path: string, body: unknown) => raw(tokens.accessToken, path, body);
    for (const body of [
      {},
      { cjOrderIdList: [] },
      { cjOrderIdList: 'x' },
      { cjOrderIdList: [null] },
    ]) {
      expect((await call('/shopping/order/addCart', body)).code).toBe(1600100);
      expect((await call('/shopping/order/addCartConfirm', body)).code).toBe(1600100);
    }
    expect((await call('/shopping/order/saveGenerateParentOrder', {})).code).toBe(1600100);
    expect((await call('/shopping/pay/payBalanceV2', { shipmentOrderId: 'SH1' })).code).toBe(
      1600100,
    );
    expect((await call('/shopping/pay/payBalanceV2', { payId: 'PAY1' })).code).toBe(1600100);
    expect(
      (await call('/shopping/pay/payBalanceV2', { shipmentOrderId: 'SH-none', payId: 'PAY1' }))
        .code,
    ).toBe(1603100);

    const created = await call(
      '/shopping/order/createOrderV2',
      await order('stand-in-cart', { payType: 3 }),
    );
    const orderId = created.data.orderId as string;
    // not in the cart: nothing to confirm
    expect(
      (await call('/shopping/order/addCartConfirm', { cjOrderIdList: [orderId] })).data,
    ).toMatchObject({
      submitSuccess: false,
      shipmentsId: '',
    });
    expect(
      (await call('/shopping/order/addCart', { cjOrderIdList: [orderId, 'SD-none'] })).data,
    ).toMatchObject({
      successCount: 1,
      addSuccessOrders: [orderId],
      interceptOrders: [{ orderId: 'SD-none', message: 'Order not found' }],
    });
    const { shipmentsId } = (
      await call('/shopping/order/addCartConfirm', { cjOrderIdList: [orderId] })
    ).data;
    // payBalanceV2 before the parent order has a payment id, or with another one
    const early = await call('/shopping/pay/payBalanceV2', {
      shipmentOrderId: shipmentsId,
      payId: 'PAY1',
    });
    expect(early.code).toBe(1600300);
    const parent = await call('/shopping/order/saveGenerateParentOrder', {
      shipmentOrderId: shipmentsId,
    });
    expect(parent.data).toMatchObject({ submitSuccess: true, successOrders: [orderId] });
    // asked again, the same payment id
    expect(
      (await call('/shopping/order/saveGenerateParentOrder', { shipmentOrderId: shipmentsId })).data
        .payId,
    ).toBe(parent.data.payId);
    expect(
      (
        await call('/shopping/pay/payBalanceV2', {
          shipmentOrderId: shipmentsId,
          payId: 'PAY-other',
        })
      ).code,
    ).toBe(1600300);
    const before = await balance();
    const pay = () =>
      call('/shopping/pay/payBalanceV2', {
        shipmentOrderId: shipmentsId,
        payId: parent.data.payId,
      });
    expect((await pay()).code).toBe(200);
    expect(standIn.orders.get(orderId)!.status).toBe('UNSHIPPED');
    const after = await balance();
    expect(after).toBeLessThan(before);
    // paying twice is a no-op
    expect((await pay()).code).toBe(200);
    expect(await balance()).toBe(after);
    // payBalance by order id still answers other callers as before
    expect((await call('/shopping/pay/payBalance', { orderId })).code).toBe(200);
    expect(await balance()).toBe(after);
  });
});

describe('CJ order ids', () => {
  /** The adapter over a client that answers `answer(path, json)` for every call. */
  const faked = (answer: (path: string, json: unknown) => unknown) =>
    new CjSource({
      client: {
        call: async (_method: string, path: string, ...rest: unknown[]) =>
          answer(path, (rest[3] as { json?: unknown }).json),
      } as unknown as CjClient,
      token: { current: async () => 't', refresh: async () => 't' },
      tenantId: 'wp-1',
      account: { id: 'acct' } as never,
    });
  const anOrder = {
    reference: 'omni-ref',
    shipTo: { countryCode: 'US', fullName: 'A B', phone: '1', address1: 'x', city: 'y' },
    lines: [{ productId: 'P', skuId: 'V', quantity: 1, serviceCode: 'CJPacket' }],
  };

  it('keeps an orderId CJ answers as a number as its exact text', async () => {
    // the client's exact parse hands back digits past 2^53 as text, safe integers as numbers
    for (const orderId of [123456789, '9007199254740993']) {
      const created = await faked(() => ({ orderId })).orderCreate(anOrder);
      expect(created.orderNumbers).toEqual([String(orderId)]);
      expect(typeof created.orderNumbers[0]).toBe('string');
    }
  });

  it('sends payType 3 and pays with the parent order and payment ids exactly as CJ sent them', async () => {
    const sent: { path: string; json?: unknown }[] = [];
    const answers: Record<string, unknown> = {
      '/shopping/order/createOrderV2': { orderId: '9007199254740995' },
      '/shopping/order/getOrderDetail': { orderStatus: 'CREATED' },
      '/shopping/order/addCart': { addSuccessOrders: ['9007199254740995'] },
      // safe integers come back as numbers, digits past 2^53 as text (the client's exact parse)
      '/shopping/order/addCartConfirm': { submitSuccess: true, shipmentsId: '9007199254740997' },
      '/shopping/order/saveGenerateParentOrder': { submitSuccess: true, payId: 123456789 },
      '/shopping/pay/payBalanceV2': null,
    };
    const source = faked((path, json) => {
      sent.push({ path, json });
      return answers[path];
    });
    await source.orderCreate(anOrder);
    expect(sent[0]).toMatchObject({ path: '/shopping/order/createOrderV2', json: { payType: 3 } });
    const memo = memory();
    expect(await source.orderPay('9007199254740995', memo)).toBe('paid');
    expect(memo.refs).toEqual({ shipmentOrderId: '9007199254740997', payId: '123456789' });
    expect(sent.slice(1).map((c) => c.path)).toEqual([
      '/shopping/order/getOrderDetail',
      '/shopping/order/addCart',
      '/shopping/order/addCartConfirm',
      '/shopping/order/saveGenerateParentOrder',
      '/shopping/pay/payBalanceV2',
    ]);
    expect(sent.at(-1)!.json).toEqual({ shipmentOrderId: '9007199254740997', payId: '123456789' });
  });
});

describe('CJ disputes as refund requests (ADR 048)', () => {
  async function paidOrder(reference: string) {
    const { source } = await linked();
    const { skuId, serviceCode } = await stockedLine(source, 'DE');
    const created = await source.orderCreate({
      reference,
      shipTo: {
        countryCode: 'DE',
        fullName: 'Emmy Noether',
        phone: '+49 30 1234567',
        address1: 'Unter den Linden 1',
        city: 'Berlin',
        zip: '10117',
      },
      lines: [{ productId: FIRST, skuId, quantity: 2, serviceCode }],
    });
    const orderNumber = created.orderNumbers[0]!;
    expect((await control('pay', { orderId: orderNumber })).status).toBe(200);
    return { source, orderNumber, skuId };
  }

  const ask = (orderNumber: string, skuId: string, reference: string, amount = '1.00') => ({
    reference,
    orderNumber,
    lines: [{ skuId, quantity: 1 }],
    amount: { amount, currency: 'USD' },
    reason: 'item_unavailable' as const,
    note: 'Out of stock at the customer',
  });

  it('opens one dispute per refund id, however often it is asked, and reads its decision', async () => {
    const { source, orderNumber, skuId } = await paidOrder('omni-cj-dispute-1');
    const first = await source.refundRequest(ask(orderNumber, skuId, 'refund-1'));
    expect(first).toMatchObject({ decision: 'pending', rawStatus: 'PROCESSING' });
    const again = await source.refundRequest(ask(orderNumber, skuId, 'refund-1'));
    expect(again.refundId).toBe(first.refundId);
    const stored = [...standIn.disputes.disputes.values()].filter(
      (d) => d.businessDisputeId === 'refund-1',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ expectType: 1, refundType: 1, disputeReasonId: 2 });
    expect(stored[0]!.products).toEqual([expect.objectContaining({ quantity: 1, price: 1 })]);

    expect(
      (await control('disputes/decide', { dispute: first.refundId, status: 'FINISHED' })).status,
    ).toBe(200);
    expect(await source.refundGet(ask(orderNumber, skuId, 'refund-1'))).toEqual({
      refundId: first.refundId,
      decision: 'accepted',
      rawStatus: 'FINISHED',
      amount: { amount: '1.00', currency: 'USD' },
    });
    expect(await source.refundGet(ask(orderNumber, skuId, 'refund-none'))).toBeNull();
  });

  it('is refused for more than CJ gives back, and while another dispute is open', async () => {
    const { source, orderNumber, skuId } = await paidOrder('omni-cj-dispute-2');
    await expect(
      source.refundRequest(ask(orderNumber, skuId, 'refund-big', '99999.00')),
    ).rejects.toMatchObject({ key: 'refund_refused' });
    await source.refundRequest(ask(orderNumber, skuId, 'refund-2'));
    await expect(source.refundRequest(ask(orderNumber, skuId, 'refund-3'))).rejects.toMatchObject({
      key: 'refund_refused',
    });
    expect(
      (await control('disputes/decide', { dispute: 'refund-2', status: 'REJECTED' })).status,
    ).toBe(200);
    expect(await source.refundGet(ask(orderNumber, skuId, 'refund-2'))).toMatchObject({
      decision: 'rejected',
    });
  });
});
