import type { AddressInfo } from 'node:net';
import { buildAliExpressStandIn } from '../../../../sandbox/src/aliexpress/app';
import { OutboundClient } from '../http/outbound-client';
import { SupplierError, type SupplierAccessToken } from '../suppliers/supplier-source';
import { AliExpressApiError, AliExpressClient, type AliExpressTokens } from './aliexpress-client';
import type { AliExpressConfig } from './aliexpress-config';
import { classifyPlacementError } from '../../modules/orders/placement/placement-errors';
import { DS_ORDER_CREATE_ERROR_CODES } from '../../../../sandbox/src/aliexpress/order-refusals';
import {
  AliExpressSource,
  ORDER_ERRORS,
  logisticsTaxFields,
  orderErrorKey,
} from './aliexpress-source';

const APP_KEY = '700700';
const APP_SECRET = 'test-ae-secret';
const FIRST_PRODUCT = '1005007000000000';

let standIn: ReturnType<typeof buildAliExpressStandIn>;
let baseUrl: string;
const waits: number[] = [];

beforeAll(async () => {
  standIn = buildAliExpressStandIn({
    publicUrl: 'http://images.sandbox.test',
    appKey: APP_KEY,
    appSecret: APP_SECRET,
    callsPerSecond: 1_000,
  });
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(standIn.app.server.address() as AddressInfo).port}`;
});
afterAll(() => standIn.app.close());

function client(secret = APP_SECRET): AliExpressClient {
  const config: AliExpressConfig = {
    appKey: APP_KEY,
    appSecret: secret,
    apiUrl: baseUrl,
    authorizeUrl: `${baseUrl}/oauth/authorize`,
    sandbox: true,
  };
  return new AliExpressClient({
    config,
    http: new OutboundClient({
      service: 'aliexpress',
      retry: { baseDelayMs: 1 },
      sleep: async (ms) => {
        waits.push(ms);
      },
    }),
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}

/** Goes through the consent screen as a merchant would and exchanges the code. */
async function link(
  ae: AliExpressClient,
  account = 'merchant@example.test',
): Promise<AliExpressTokens> {
  const authorize = new URL(ae.authorizeUrl('http://127.0.0.1:4000/api/callback', 'state-1'));
  const page = await fetch(authorize);
  expect(await page.text()).toContain('Authorize');
  const consent = await fetch(`${baseUrl}/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: APP_KEY,
      redirect_uri: 'http://127.0.0.1:4000/api/callback',
      state: 'state-1',
      account,
      decision: 'allow',
    }),
    redirect: 'manual',
  });
  const back = new URL(consent.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('state-1');
  return ae.createToken(back.searchParams.get('code')!, 'wp-1');
}

function tokenOf(
  tokens: AliExpressTokens,
  ae: AliExpressClient,
): SupplierAccessToken & { refreshed: number } {
  let current = tokens;
  const holder = {
    refreshed: 0,
    current: async () => current.accessToken,
    refresh: async () => {
      holder.refreshed += 1;
      current = await ae.refreshToken(current.refreshToken, 'wp-1');
      return current.accessToken;
    },
  };
  return holder;
}

describe('AliExpress adapter against the stand-in', () => {
  it('links through the consent screen and gets tokens', async () => {
    const tokens = await link(client());
    expect(tokens.accessToken).toMatch(/^50000/);
    expect(tokens.account).toBe('merchant@example.test');
    expect(tokens.expiresAt).toBeGreaterThan(Date.now());
  });

  it('searches, reads a product with options and variants, and quotes freight', async () => {
    const ae = client();
    const source = new AliExpressSource({
      client: ae,
      token: tokenOf(await link(ae), ae),
      tenantId: 'wp-1',
    });

    const page = await source.productSearch({ page: 1, pageSize: 5 });
    expect(page.total).toBe(3000);
    expect(page.items).toHaveLength(5);
    expect(page.items[0]!.sourceProductId).toBe(FIRST_PRODUCT);

    const product = await source.productGet(FIRST_PRODUCT);
    expect(product.title).toBe(page.items[0]!.title);
    expect(product.images.length).toBeGreaterThanOrEqual(3);
    expect(product.options.map((o) => o.name)).toEqual(['Color', 'Size']);
    const combos = product.options.reduce((n, o) => n * o.values.length, 1);
    expect(product.variants).toHaveLength(combos);
    expect(product.variants[0]!.price.amount).toMatch(/^\d+\.\d{2}$/);
    // the stars and review count of ae_item_base_info_dto
    expect(product.rating).toBeGreaterThanOrEqual(0);
    expect(product.rating).toBeLessThanOrEqual(5);
    expect(Number.isInteger(product.reviewCount)).toBe(true);

    const freight = await source.freightQuery({
      productId: FIRST_PRODUCT,
      shipTo: { countryCode: 'DE' },
      quantity: 2,
    });
    expect(freight.length).toBeGreaterThan(0);
    expect(freight[0]).toMatchObject({ cost: { currency: 'USD' }, tracked: expect.any(Boolean) });
    expect(
      await source.freightQuery({
        productId: FIRST_PRODUCT,
        shipTo: { countryCode: 'KP' },
        quantity: 1,
      }),
    ).toEqual([]);
  });

  it('passes sorts and the ship-to country, and maps orders and stars of the list', async () => {
    const ae = client();
    const source = new AliExpressSource({
      client: ae,
      token: tokenOf(await link(ae), ae),
      tenantId: 'wp-1',
    });
    const cheapest = await source.productSearch({
      keyword: 'dress',
      page: 1,
      pageSize: 10,
      sort: 'price_asc',
      shipTo: 'DE',
    });
    const prices = cheapest.items.map((item) => Number(item.price.amount));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const best = await source.productSearch({ page: 1, pageSize: 10, sort: 'orders_desc' });
    const orders = best.items.map((item) => item.orders!);
    expect(orders.every((count) => Number.isInteger(count))).toBe(true);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    expect(best.items.every((item) => item.rating! >= 0 && item.rating! <= 5)).toBe(true);
    expect(best.items[0]!.rating).toBeGreaterThan(0);
  });

  it('places an order, reads it back, and follows tracking once the supplier ships', async () => {
    const ae = client();
    const source = new AliExpressSource({
      client: ae,
      token: tokenOf(await link(ae), ae),
      tenantId: 'wp-1',
    });
    const product = await source.productGet(FIRST_PRODUCT);
    const variant = product.variants.find((v) => v.stock > 0)!;
    const [service] = await source.freightQuery({
      productId: FIRST_PRODUCT,
      skuId: variant.skuId,
      shipTo: { countryCode: 'US' },
      quantity: 1,
    });

    const order = {
      reference: 'omni-order-1',
      shipTo: {
        countryCode: 'US',
        fullName: 'Ada Lovelace',
        phone: '+1 555 0100',
        address1: '1 Main St',
        city: 'Austin',
        province: 'TX',
        zip: '73301',
      },
      lines: [
        {
          productId: FIRST_PRODUCT,
          skuId: variant.skuId,
          quantity: 1,
          serviceCode: service!.serviceCode,
        },
      ],
    };
    const created = await source.orderCreate(order);
    expect(created.orderNumbers).toHaveLength(1);
    // no tax id on the order: logistics_address carries none
    expect(standIn.orders.get(created.orderNumbers[0]!)?.taxIds).toEqual({});
    // a tax id outside Brazil goes as tax_number, Brazil's CPF as cpf
    const withTaxId = await source.orderCreate({
      ...order,
      reference: 'omni-order-tax',
      shipTo: { ...order.shipTo, taxId: 'P123456789' },
    });
    expect(standIn.orders.get(withTaxId.orderNumbers[0]!)?.taxIds).toEqual({
      tax_number: 'P123456789',
    });
    // the same reference again is refused as already handled: no second order, and none answered
    const ordersBefore = standIn.orders.size;
    await expect(source.orderCreate(order)).rejects.toMatchObject({
      key: 'error_repeated_order',
      detail: expect.stringContaining('REPEATED_ORDER_ERROR'),
    });
    expect(standIn.orders.size).toBe(ordersBefore);

    const orderNumber = created.orderNumbers[0]!;
    expect(await source.orderGet(orderNumber)).toMatchObject({
      status: 'waiting_payment',
      trackingNumbers: [],
    });
    expect(await source.tracking(orderNumber)).toEqual([]);

    // paying only looks the order up (ADR 042): unpaid, it is left to the merchant on AliExpress
    expect(await source.orderPay(orderNumber)).toBe('pay_on_source');
    expect(standIn.orders.get(orderNumber)).toMatchObject({ status: 'PLACE_ORDER_SUCCESS' });
    await fetch(`${baseUrl}/_control/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: orderNumber }),
    });
    // paid on AliExpress: paying again is a look-up that changes nothing
    expect(await source.orderPay(orderNumber)).toBe('paid');
    expect(await source.orderPay(orderNumber)).toBe('paid');
    expect(standIn.orders.get(orderNumber)).toMatchObject({ status: 'WAIT_SELLER_SEND_GOODS' });

    const shipped = await fetch(`${baseUrl}/_control/ship`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: orderNumber, outcome: 'delivered' }),
    });
    expect(shipped.status).toBe(200);
    const after = await source.orderGet(orderNumber);
    expect(after.status).toBe('shipped');
    expect(after.trackingNumbers[0]!.trackingNumber).toMatch(/^LP\d{9}CN$/);
    const [parcel] = await source.tracking(orderNumber);
    expect(parcel).toMatchObject({
      trackingNumber: after.trackingNumbers[0]!.trackingNumber,
      status: 'INFO_RECEIVED',
    });
    expect(parcel!.events[0]!.description).toMatch(/information received/i);

    // the seller splits the order: ds.order.get lists each parcel, tracking.get follows each
    const split = (count: number) =>
      fetch(`${baseUrl}/_control/parcels`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderId: orderNumber, count }),
      });
    expect((await split(3)).status).toBe(200);
    const numbers = (await source.orderGet(orderNumber)).trackingNumbers;
    expect(numbers).toEqual([
      after.trackingNumbers[0],
      { trackingNumber: expect.stringMatching(/^LP\d{9}CN$/), carrier: 'Cainiao' },
      { trackingNumber: expect.stringMatching(/^LP\d{9}CN$/), carrier: 'Cainiao' },
    ]);
    expect(new Set(numbers.map((n) => n.trackingNumber)).size).toBe(3);
    expect((await source.tracking(orderNumber)).map((p) => p.trackingNumber)).toEqual(
      numbers.map((n) => n.trackingNumber),
    );
    // fewer parcels than before: the last ones are withdrawn, the others keep their numbers
    expect((await split(2)).status).toBe(200);
    expect((await source.orderGet(orderNumber)).trackingNumbers).toEqual(numbers.slice(0, 2));
    expect((await split(0)).status).toBe(400);
  });

  it('sends product and order ids past 2^53 as the exact Longs AliExpress types them', async () => {
    // 2^53 + 1: Number() would send 9007199254740992, another product and another order
    const id = '9007199254740993';
    const sent: Record<string, Record<string, string | undefined>> = {};
    const capturing = {
      async call(method: string, params: Record<string, string | undefined>) {
        sent[method] = params;
        if (method === 'aliexpress.ds.product.get')
          return {
            rsp_code: 200,
            result: {
              ae_item_sku_info_dtos: {
                ae_item_sku_info_d_t_o: [{ sku_id: '77', sku_attr: '14:1#Red' }],
              },
            },
          };
        if (method === 'aliexpress.ds.order.create')
          return { result: { is_success: true, order_list: { number: [id] } } };
        if (method === 'aliexpress.trade.ds.order.get')
          return { result: { order_status: 'PLACE_ORDER_SUCCESS' } };
        return { result: { success: true, delivery_options: { delivery_option_d_t_o: [] } } };
      },
    } as unknown as AliExpressClient;
    const source = new AliExpressSource({
      client: capturing,
      token: { current: async () => 'token', refresh: async () => 'token' },
      tenantId: 'wp-1',
    });
    await source.orderCreate({
      reference: 'omni-exact',
      shipTo: { countryCode: 'US', fullName: 'A B', phone: '1', address1: 'x', city: 'y' },
      lines: [{ productId: id, skuId: '77', quantity: 1, serviceCode: 'CAINIAO_STANDARD' }],
    });
    expect(sent['aliexpress.ds.order.create']!.param_place_order_request4_open_api_d_t_o).toContain(
      `"product_id":${id},`,
    );
    await source.orderGet(id);
    expect(sent['aliexpress.trade.ds.order.get']!.single_order_query).toBe(`{"order_id":${id}}`);
    await source.freightQuery({ productId: id, shipTo: { countryCode: 'US' }, quantity: 1 });
    expect(sent['aliexpress.ds.freight.query']!.queryDeliveryReq).toContain(`"productId":${id},`);
  });

  it('puts the tax id where logistics_address takes it', () => {
    expect(logisticsTaxFields({ countryCode: 'br', taxId: '52998224725' })).toEqual({
      cpf: '52998224725',
    });
    expect(logisticsTaxFields({ countryCode: 'CL', taxId: '12345678-5' })).toEqual({
      tax_number: '12345678-5',
    });
    expect(logisticsTaxFields({ countryCode: 'US' })).toEqual({});
  });

  it('maps refusals to the spec error keys', async () => {
    const ae = client();
    const source = new AliExpressSource({
      client: ae,
      token: tokenOf(await link(ae), ae),
      tenantId: 'wp-1',
    });
    const product = await source.productGet(FIRST_PRODUCT);
    const bad = source.orderCreate({
      reference: 'omni-order-bad',
      shipTo: { countryCode: 'US', fullName: '', phone: '', address1: '', city: '' },
      lines: [
        {
          productId: FIRST_PRODUCT,
          skuId: product.variants[0]!.skuId,
          quantity: 1,
          serviceCode: 'DHL',
        },
      ],
    });
    await expect(bad).rejects.toMatchObject({ key: 'error_save_all_address' });
    await expect(source.productGet('1005007999999999')).rejects.toMatchObject({
      key: 'error_not_found_sku',
    });
  });

  it('maps every documented ds.order.create refusal, and only those, to its error key', async () => {
    expect(Object.keys(ORDER_ERRORS).sort()).toEqual([...DS_ORDER_CREATE_ERROR_CODES].sort());
    const ae = client();
    const source = new AliExpressSource({
      client: ae,
      token: tokenOf(await link(ae, 'refused@example.test'), ae),
      tenantId: 'wp-1',
    });
    const product = await source.productGet(FIRST_PRODUCT);
    const variant = product.variants.find((v) => v.stock > 0)!;
    const [option] = await source.freightQuery({
      productId: FIRST_PRODUCT,
      skuId: variant.skuId,
      shipTo: { countryCode: 'US' },
      quantity: 1,
    });
    const place = (reference: string) =>
      source.orderCreate({
        reference,
        shipTo: { countryCode: 'US', fullName: 'A B', phone: '1', address1: 'x', city: 'y' },
        lines: [
          {
            productId: FIRST_PRODUCT,
            skuId: variant.skuId,
            quantity: 1,
            serviceCode: option!.serviceCode,
          },
        ],
      });
    const refuse = (code: string) =>
      fetch(`${baseUrl}/_control/refuse-orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
    try {
      for (const code of DS_ORDER_CREATE_ERROR_CODES) {
        await refuse(code);
        const error = await place(`omni-refused-${code}`).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(SupplierError);
        expect((error as SupplierError).key).toBe(ORDER_ERRORS[code]);
        expect((error as SupplierError).detail).toContain(code);
        // each key reaches the merchant as a placement error key the progress panel translates
        expect(classifyPlacementError(error).key).toBe(ORDER_ERRORS[code]);
      }
    } finally {
      await refuse('');
    }
    await expect(place('omni-no-longer-refused')).resolves.toMatchObject({
      orderNumbers: [expect.any(String)],
    });
  });

  it('reads the CPF refusals as the customer information, the account and repeat refusals as their own, an unknown code as order fail', () => {
    expect(orderErrorKey('B_DROPSHIPPER_DELIVERY_ADDRESS_CPF_CN_INVALID')).toBe(
      'error_save_all_address',
    );
    expect(orderErrorKey('B_DROPSHIPPER_DELIVERY_ADDRESS_CPF_NOT_MATCH')).toBe(
      'error_save_all_address',
    );
    // the merchant's AliExpress account may not order: not the generic failure
    for (const code of [
      'BLACKLIST_BUYER_IN_LIST',
      'USER_ACCOUNT_DISABLED',
      'A003_SUSPICIOUS_BUYER',
      'A006_INVALID_ACCOUNT_INFO',
    ])
      expect(orderErrorKey(code)).toBe('error_supplier_account');
    // AliExpress has an order with this out_order_id already: it may be placed
    expect(orderErrorKey('REPEATED_ORDER_ERROR')).toBe('error_repeated_order');
    // not documented for the call: the generic failure, never a guess
    expect(orderErrorKey('PRODUCT_NOT_EXIST')).toBe('error_checkout_products');
    expect(orderErrorKey('SKU_NOT_EXIST')).toBe('error_checkout_products');
    expect(orderErrorKey('constructor')).toBe('error_checkout_products');
    expect(orderErrorKey(undefined)).toBe('error_checkout_products');
  });

  it('is refused a Brazilian address without a valid CPF by the stand-in', async () => {
    const ae = client();
    const source = new AliExpressSource({
      client: ae,
      token: tokenOf(await link(ae, 'brazil@example.test'), ae),
      tenantId: 'wp-1',
    });
    const product = await source.productGet(FIRST_PRODUCT);
    const variant = product.variants.find((v) => v.stock > 0)!;
    const order = (taxId: string) =>
      source.orderCreate({
        reference: `omni-br-${taxId}`,
        shipTo: {
          countryCode: 'BR',
          fullName: 'Ana Souza',
          phone: '+5511987654321',
          address1: 'Rua Augusta, 1500',
          city: 'São Paulo',
          taxId,
        },
        lines: [
          {
            productId: FIRST_PRODUCT,
            skuId: variant.skuId,
            quantity: 1,
            serviceCode: 'none',
          },
        ],
      });
    await expect(order('529.982.247-24')).rejects.toMatchObject({
      key: 'error_save_all_address',
      detail: expect.stringContaining('B_DROPSHIPPER_DELIVERY_ADDRESS_CPF_CN_INVALID'),
    });
    // a valid CPF passes the address, and the next check (the delivery method) answers
    await expect(order('529.982.247-25')).rejects.toMatchObject({
      key: 'shipped_country_notfound',
      detail: expect.stringContaining('DELIVERY_METHOD_NOT_EXIST'),
    });
  });

  it('rejects a request signed with another secret (IncompleteSignature)', async () => {
    const good = await link(client());
    const error = await client('not-the-secret')
      .call('aliexpress.ds.product.get', { product_id: FIRST_PRODUCT }, good.accessToken, 'wp-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AliExpressApiError);
    expect((error as AliExpressApiError).code).toBe('IncompleteSignature');
  });

  it('refreshes an expired token once and carries on', async () => {
    const ae = client();
    const token = tokenOf(await link(ae), ae);
    const source = new AliExpressSource({ client: ae, token, tenantId: 'wp-1' });
    await fetch(`${baseUrl}/_control/expire-tokens`, { method: 'POST' });
    const product = await source.productGet(FIRST_PRODUCT);
    expect(product.sourceProductId).toBe(FIRST_PRODUCT);
    expect(token.refreshed).toBe(1);
  });

  it('reports error_get_token when the refresh is refused too', async () => {
    const ae = client();
    const source = new AliExpressSource({
      client: ae,
      token: { current: async () => 'revoked', refresh: async () => 'still-revoked' },
      tenantId: 'wp-1',
    });
    const error = await source.productGet(FIRST_PRODUCT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect((error as SupplierError).key).toBe('error_get_token');
  });

  it('waits out an ApiCallLimit ban, then gives up with rate_limited', async () => {
    const ae = client();
    const source = new AliExpressSource({
      client: ae,
      token: tokenOf(await link(ae), ae),
      tenantId: 'wp-1',
    });
    await fetch(`${baseUrl}/_control/conditions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rateLimited: true }),
    });
    waits.length = 0;
    try {
      await expect(source.productGet(FIRST_PRODUCT)).rejects.toMatchObject({ key: 'rate_limited' });
      expect(waits).toEqual([1_000, 1_000]);
    } finally {
      await fetch(`${baseUrl}/_control/conditions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rateLimited: false }),
      });
    }
  });

  it('reports unavailable when the service is down, after honouring its Retry-After', async () => {
    const ae = client();
    const source = new AliExpressSource({
      client: ae,
      token: tokenOf(await link(ae), ae),
      tenantId: 'wp-1',
    });
    await fetch(`${baseUrl}/_control/conditions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down: true }),
    });
    waits.length = 0;
    try {
      await expect(source.productGet(FIRST_PRODUCT)).rejects.toMatchObject({ key: 'unavailable' });
      // reads are retried on 503, waiting the 5 s the stand-in asks for
      expect(waits).toEqual([5_000, 5_000, 5_000]);
    } finally {
      await fetch(`${baseUrl}/_control/conditions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ down: false }),
      });
    }
  });

  it('serves locally drawn product images', async () => {
    const response = await fetch(`${baseUrl}/images/${FIRST_PRODUCT}/0.svg`);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg/);
  });
});
