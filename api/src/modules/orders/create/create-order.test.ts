import { count, eq } from 'drizzle-orm';
import {
  createOrderEndpoint,
  orderDetailEndpoint,
  orderListEndpoint,
  orderLogEndpoint,
  type CreateOrderBody,
} from '@omni/shared/contracts/orders';
import { BodyStatus } from '@omni/shared/errors';
import {
  orderAddresses,
  orderLineItems,
  orderLogs,
  orders,
  stores,
  storeVariantLinks,
} from '../../../db/schema';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { demoMerchant } from '../../../testing/demo';
import { useTestApp } from '../../../testing/test-app';
import { insertImport } from '../../push/push-test-kit';
import { loadPlacementOrders } from '../placement/placement-orders';

const t = useTestApp();

interface Seeded {
  demo: Caller;
  second: Caller;
  demoWorkplaceId: string;
  storeId: string;
  secondStoreId: string;
  /** A CJ import of the demo workplace (sizes S and M) and one of the second workplace. */
  productId: string;
  foreignProductId: string;
}

async function seed(): Promise<Seeded> {
  const demo = await demoMerchant(t.app, t.db);
  const storeOf = async (workplaceId: string) =>
    (
      await t.db
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.workplaceId, workplaceId))
        .limit(1)
    )[0]!.id;
  const product = await insertImport(t.db, demo.demoWorkplaceId, 'Linen dress', {
    source: 'cj',
    sourceProductId: '1005001',
  });
  const foreign = await insertImport(t.db, demo.secondWorkplaceId, 'Hiking boots', {
    source: 'cj',
    sourceProductId: '2002002',
  });
  return {
    demo: { token: demo.token, workplaceId: demo.demoWorkplaceId },
    second: { token: demo.token, workplaceId: demo.secondWorkplaceId },
    demoWorkplaceId: demo.demoWorkplaceId,
    storeId: await storeOf(demo.demoWorkplaceId),
    secondStoreId: await storeOf(demo.secondWorkplaceId),
    productId: product.id,
    foreignProductId: foreign.id,
  };
}

const validBody = (productId: string): CreateOrderBody => ({
  store_id: null,
  currency: 'USD',
  lines: [
    { product_id: productId, variant_id: 'sup-M', quantity: 2, price: 2450 },
    { product_id: productId, variant_id: 'sup-S', quantity: 1, price: 1990 },
  ],
  shipping_price: 499,
  shipping_address: {
    first_name: 'Ava',
    last_name: 'Thompson',
    address1: '1 Main St',
    city: 'Boston',
    province: 'Massachusetts',
    province_code: 'MA',
    zip: '02110',
    country_code: 'US',
    phone: '+1 201-555-0123',
    email: 'ava@example.com',
  },
  note: '  Gift wrap, please  ',
});

const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;
const lineCount = async () => (await t.db.select({ n: count() }).from(orderLineItems))[0]!.n;

describe('POST orders/v5/create', () => {
  it('stores the order in New orders with no channel, its lines mapped to the import, and answers its id', async () => {
    const s = await seed();
    const { http, body } = await callEndpoint(t.app, createOrderEndpoint, s.demo, {
      body: validBody(s.productId),
    });
    expect(http).toBe(200);
    expect(body.data).toMatchObject({
      order_name: 'M1001',
      section: 'placement',
      sub_status: 'ready',
    });
    const orderId = body.data!.order_id;

    const detail = (
      await callEndpoint(t.app, orderDetailEndpoint, s.demo, { params: { order_id: orderId } })
    ).body.data!;
    expect(detail).toMatchObject({
      platform_order_id: 'M1001',
      order_name: 'M1001',
      channel: null,
      store_id: null,
      section: 'placement',
      sub_status: 'ready',
      country_code: 'US',
      note: 'Gift wrap, please',
      shipping_address: {
        first_name: 'Ava',
        zip: '02110',
        // stored as the supplier takes it (the update-customer rules)
        phone: '+12015550123',
        email: 'ava@example.com',
      },
      totals: {
        currency: 'USD',
        // 2 × 24.50 + 19.90
        subtotal_price: '68.90',
        shipping_price: '4.99',
        total_price: '73.89',
      },
    });
    expect(
      detail.line_items.map((line) => [
        line.title,
        line.variant_title,
        line.quantity,
        line.price,
        line.source,
        line.source_product_id,
        line.sku_id,
        line.unmapped_product,
      ]),
    ).toEqual([
      ['Linen dress', 'M', 2, '24.50', 'cj', '1005001', 'sup-M', false],
      ['Linen dress', 'S', 1, '19.90', 'cj', '1005001', 'sup-S', false],
    ]);

    // placement reads each line's supplier product from the line itself
    const [placement] = await loadPlacementOrders(t.db, s.demoWorkplaceId, [orderId]);
    expect(placement!.lines.map((l) => [l.source, l.productId, l.skuId])).toEqual([
      ['cj', '1005001', 'sup-M'],
      ['cj', '1005001', 'sup-S'],
    ]);

    // in the list's New orders, under the channel filter "manual"
    const list = await callEndpoint(t.app, orderListEndpoint, s.demo, {
      query: { order_status: 'placement', channel: 'manual' },
    });
    const row = list.body.data!.orders.find((o) => o.id === orderId);
    expect(row).toMatchObject({ order_name: 'M1001', channel: null, total_price: '73.89' });
    expect(row!.items.map((item) => item.unmapped_product)).toEqual([false, false]);

    const log = await callEndpoint(t.app, orderLogEndpoint, s.demo, {
      params: { orderId },
    });
    expect(log.body.data!.logs).toMatchObject([
      { action: 'created_by_hand', data: { lines: 2, store_id: null }, user_name: 'Demo Merchant' },
    ]);
  });

  it('numbers the workplace’s orders made by hand one after the other', async () => {
    const s = await seed();
    const names: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { body } = await callEndpoint(t.app, createOrderEndpoint, s.demo, {
        body: validBody(s.productId),
      });
      names.push(body.data!.order_name);
    }
    expect(names).toEqual(['M1001', 'M1002', 'M1003']);
  });

  it('takes the store’s own product and variant ids when the import was pushed to the chosen store', async () => {
    const s = await seed();
    await t.db.insert(storeVariantLinks).values({
      storeId: s.storeId,
      storeVariantId: 'gid://shopify/ProductVariant/44610569208040',
      storeProductId: 'gid://shopify/Product/8266836345064',
      importListItemId: s.productId,
      source: 'cj',
      sourceProductId: '1005001',
      supplierVariantId: 'sup-M',
    });
    const { http, body } = await callEndpoint(t.app, createOrderEndpoint, s.demo, {
      body: { ...validBody(s.productId), store_id: s.storeId },
    });
    expect(http).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, body.data!.order_id));
    expect(order).toMatchObject({ storeId: s.storeId, channel: null });
    const lines = await t.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, order!.id))
      .orderBy(orderLineItems.createdAt);
    expect(lines.map((l) => [l.platformProductId, l.platformVariantId, l.skuId])).toEqual([
      [
        'gid://shopify/Product/8266836345064',
        'gid://shopify/ProductVariant/44610569208040',
        'sup-M',
      ],
      [null, null, 'sup-S'],
    ]);
  });

  it('refuses another workplace’s product and creates nothing', async () => {
    const s = await seed();
    const before = { orders: await orderCount(), lines: await lineCount() };
    const body = validBody(s.productId);
    body.lines[1] = { ...body.lines[1]!, product_id: s.foreignProductId };
    const answer = await callEndpoint(t.app, createOrderEndpoint, s.demo, { body });
    expect(answer.http).toBe(400);
    expect(answer.body.status).toBe(BodyStatus.BAD_REQUEST);
    expect(answer.body.errors).toEqual([
      {
        field: 'lines.1.product_id',
        message: 'FieldInvalid',
        params: { rule: 'product_not_found' },
      },
    ]);
    expect({ orders: await orderCount(), lines: await lineCount() }).toEqual(before);

    // the product is the second workplace's own: there it is accepted
    const own = validBody(s.foreignProductId);
    const there = await callEndpoint(t.app, createOrderEndpoint, s.second, { body: own });
    expect(there.http).toBe(200);
  });

  it('refuses another workplace’s store and creates nothing', async () => {
    const s = await seed();
    const before = await orderCount();
    const answer = await callEndpoint(t.app, createOrderEndpoint, s.demo, {
      body: { ...validBody(s.productId), store_id: s.secondStoreId },
    });
    expect(answer.http).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'store_id', message: 'FieldInvalid', params: { rule: 'store_not_found' } },
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses an address the country rules refuse, naming each field, and creates nothing', async () => {
    const s = await seed();
    const before = await orderCount();
    const body = validBody(s.productId);
    body.shipping_address = {
      ...body.shipping_address,
      country_code: 'BR',
      zip: '01310',
      phone: '+55 11 91234-5678',
    };
    const answer = await callEndpoint(t.app, createOrderEndpoint, s.demo, { body });
    expect(answer.http).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        field: 'shipping_address.zip',
        message: 'FieldInvalid',
        params: { rule: 'postal_code', example: '01310-100' },
      },
      { field: 'shipping_address.tax_id', message: 'FieldRequired', params: { rule: 'cpf' } },
    ]);
    expect(await orderCount()).toBe(before);
  });

  type Bad = [
    name: string,
    change: (body: CreateOrderBody) => unknown,
    field: string,
    message: string,
  ];
  const line0 = (body: CreateOrderBody) => body.lines[0] as Record<string, unknown>;
  const address = (body: CreateOrderBody) => body.shipping_address as Record<string, unknown>;
  const bad: Bad[] = [
    [
      'store_id not an id',
      (b) => ((b as Record<string, unknown>).store_id = 'shop-1'),
      'store_id',
      'FieldInvalid',
    ],
    [
      'no currency',
      (b) => delete (b as Partial<CreateOrderBody>).currency,
      'currency',
      'FieldRequired',
    ],
    ['currency not a code', (b) => (b.currency = 'usd'), 'currency', 'FieldInvalid'],
    ['currency unknown', (b) => (b.currency = 'XYZ'), 'currency', 'FieldInvalid'],
    ['no lines', (b) => (b.lines = []), 'lines', 'FieldInvalid'],
    ['too many lines', (b) => (b.lines = Array(51).fill(b.lines[0])), 'lines', 'FieldInvalid'],
    [
      'product_id not an id',
      (b) => (line0(b).product_id = '12'),
      'lines.0.product_id',
      'FieldInvalid',
    ],
    [
      'unknown product',
      (b) => (line0(b).product_id = '00000000-0000-4000-8000-000000000009'),
      'lines.0.product_id',
      'FieldInvalid',
    ],
    ['no variant', (b) => delete line0(b).variant_id, 'lines.0.variant_id', 'FieldRequired'],
    [
      'unknown variant',
      (b) => (line0(b).variant_id = 'sup-XL'),
      'lines.0.variant_id',
      'FieldInvalid',
    ],
    ['quantity 0', (b) => (line0(b).quantity = 0), 'lines.0.quantity', 'FieldInvalid'],
    ['quantity 1000', (b) => (line0(b).quantity = 1000), 'lines.0.quantity', 'FieldInvalid'],
    ['quantity 1.5', (b) => (line0(b).quantity = 1.5), 'lines.0.quantity', 'FieldInvalid'],
    ['negative price', (b) => (line0(b).price = -1), 'lines.0.price', 'FieldInvalid'],
    ['price in decimals', (b) => (line0(b).price = 24.5), 'lines.0.price', 'FieldInvalid'],
    ['price as text', (b) => (line0(b).price = '24.50'), 'lines.0.price', 'FieldInvalid'],
    ['negative shipping', (b) => (b.shipping_price = -5), 'shipping_price', 'FieldInvalid'],
    [
      'no address',
      (b) => delete (b as Partial<CreateOrderBody>).shipping_address,
      'shipping_address',
      'FieldRequired',
    ],
    [
      'blank first name',
      (b) => (address(b).first_name = ''),
      'shipping_address.first_name',
      'FieldRequired',
    ],
    [
      'long last name',
      (b) => (address(b).last_name = 'x'.repeat(101)),
      'shipping_address.last_name',
      'FieldTooLong',
    ],
    [
      'long company',
      (b) => (address(b).company = 'x'.repeat(201)),
      'shipping_address.company',
      'FieldTooLong',
    ],
    [
      'blank address',
      (b) => (address(b).address1 = ''),
      'shipping_address.address1',
      'FieldRequired',
    ],
    [
      'long address2',
      (b) => (address(b).address2 = 'x'.repeat(201)),
      'shipping_address.address2',
      'FieldTooLong',
    ],
    ['no city', (b) => delete address(b).city, 'shipping_address.city', 'FieldRequired'],
    [
      'long province',
      (b) => (address(b).province = 'x'.repeat(101)),
      'shipping_address.province',
      'FieldTooLong',
    ],
    [
      'long province code',
      (b) => (address(b).province_code = 'x'.repeat(21)),
      'shipping_address.province_code',
      'FieldTooLong',
    ],
    [
      'postal code of another country',
      (b) => (address(b).zip = 'SW1A 1AA'),
      'shipping_address.zip',
      'FieldInvalid',
    ],
    [
      'country not a code',
      (b) => (address(b).country_code = 'USA'),
      'shipping_address.country_code',
      'FieldInvalid',
    ],
    ['no phone', (b) => (address(b).phone = ''), 'shipping_address.phone', 'FieldRequired'],
    [
      'phone of no country',
      (b) => (address(b).phone = '12'),
      'shipping_address.phone',
      'FieldInvalid',
    ],
    [
      'bad e-mail',
      (b) => (address(b).email = 'ava@'),
      'shipping_address.email',
      'FieldInvalidEmail',
    ],
    [
      'long tax id',
      (b) => (address(b).tax_id = 'x'.repeat(41)),
      'shipping_address.tax_id',
      'FieldTooLong',
    ],
    ['long note', (b) => (b.note = 'x'.repeat(1001)), 'note', 'FieldTooLong'],
  ];

  it('refuses every field’s bad input with its field error and creates nothing', async () => {
    const s = await seed();
    const written = async () => ({
      orders: await orderCount(),
      lines: await lineCount(),
      addresses: (await t.db.select({ n: count() }).from(orderAddresses))[0]!.n,
      logs: (await t.db.select({ n: count() }).from(orderLogs))[0]!.n,
    });
    const before = await written();
    const wrong: string[] = [];
    for (const [name, change, field, message] of bad) {
      const body = structuredClone(validBody(s.productId));
      change(body);
      const answer = await callEndpoint(t.app, createOrderEndpoint, s.demo, {
        body: body as CreateOrderBody,
      });
      const errors = (answer.body.errors ?? []).map((e) => `${e.field} ${e.message}`);
      if (
        answer.http !== 400 ||
        answer.body.message !== 'ValidationFailed' ||
        !errors.includes(`${field} ${message}`)
      )
        wrong.push(`${name}: ${answer.http} ${errors.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    expect(await written()).toEqual(before);
  });
});
