import { and, eq, inArray } from 'drizzle-orm';
import {
  orderDetailEndpoint,
  orderLogEndpoint,
  orderPanelEndpoint,
  updateCustomerEndpoint,
  type UpdateCustomerBody,
} from '@omni/shared/contracts/orders';
import { BodyStatus } from '@omni/shared/errors';
import {
  channelCustomers,
  orderAddresses,
  orderLineItems,
  orderLogs,
  orderPlacements,
  orders,
  parcelTrackings,
  stores,
  storeVariantLinks,
} from '../../../db/schema';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { demoMerchant } from '../../../testing/demo';
import { call, useTestApp } from '../../../testing/test-app';
import { insertImport } from '../../push/push-test-kit';

const t = useTestApp();

interface Seeded {
  demo: Caller;
  second: Caller;
  orderId: string;
}

/** A Brazilian Shopify order of the demo workplace: three lines (one hidden), buyer, address. */
async function seed(): Promise<Seeded> {
  const demo = await demoMerchant(t.app, t.db);
  const workplaceId = demo.demoWorkplaceId;
  const [store] = await t.db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.workplaceId, workplaceId))
    .limit(1);
  const [buyer] = await t.db
    .insert(channelCustomers)
    .values({
      workplaceId,
      storeId: store!.id,
      platformCustomerId: '77',
      email: 'joao@example.com',
      firstName: 'João',
      lastName: 'Silva',
    })
    .returning({ id: channelCustomers.id });
  const [order] = await t.db
    .insert(orders)
    .values({
      workplaceId,
      storeId: store!.id,
      platformOrderId: '9007199254740993',
      orderName: '#4001',
      countryCode: 'BR',
      status: 'unfulfilled',
      section: 'placement',
      subStatus: 'ready',
      channel: 'shopify',
      currency: 'BRL',
      subtotalPrice: '120.00',
      shippingPrice: '15.90',
      totalTax: '0.00',
      totalDiscounts: '10.00',
      totalPrice: '125.90',
      customerId: buyer!.id,
      shippingLines: [{ title: 'Standard', code: 'STD', price: '15.90' }],
      discounts: [{ code: 'WELCOME10', amount: '10.00', type: 'fixed_amount' }],
      note: 'Leave at the door',
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  const line = { orderId, workplaceId, platformOrderId: '9007199254740993', price: '60.00' };
  // the push linked the dress's store variant to its CJ product; the scarf was never pushed
  const dress = await insertImport(t.db, workplaceId, 'Linen dress', {
    source: 'cj',
    sourceProductId: '1005001',
  });
  await t.db.insert(storeVariantLinks).values({
    storeId: store!.id,
    storeVariantId: 'gid://shopify/ProductVariant/44610569208040',
    storeProductId: 'gid://shopify/Product/8266836345064',
    importListItemId: dress.id,
    source: 'cj',
    sourceProductId: '1005001',
    supplierVariantId: '12000001',
  });
  await t.db.insert(orderLineItems).values([
    {
      ...line,
      platformLineItemId: '1',
      title: 'Linen dress',
      sku: 'LIN-M',
      quantity: 1,
      platformVariantId: '44610569208040',
      shippingFee: '1.105',
      shippingWarehouse: 'CN',
      shippingInfo: {
        service_name: 'CJPacket',
        amount: 1.1,
        processing_time: '1-3',
        delivery_time: '7-12',
      },
    },
    { ...line, platformLineItemId: '2', title: 'Scarf', quantity: 1, shippingFee: '2.20' },
    {
      ...line,
      platformLineItemId: '3',
      title: 'Gone supplier',
      quantity: 1,
      sourceRecommend: { error_code: 'NEED_CHANGE_SUPPLIER' },
      shippingFee: '9.00',
    },
  ]);
  await t.db.insert(orderAddresses).values({
    orderId,
    kind: 'shipping',
    firstName: 'João',
    lastName: 'Silva',
    address1: 'Av. Paulista 1000',
    city: 'São Paulo',
    zip: '01310',
    country: 'Brazil',
    countryCode: 'BR',
    phone: '+55 11 91234-5678',
  });
  return {
    demo: { token: demo.token, workplaceId },
    second: { token: demo.token, workplaceId: demo.secondWorkplaceId },
    orderId,
  };
}

const validBody = (orderId: string): UpdateCustomerBody => ({
  order_id: orderId,
  first_name: 'João',
  last_name: 'Silva',
  address1: 'Av. Paulista 1000',
  city: 'São Paulo',
  zip: '01310-100',
  country_code: 'BR',
  phone: '+55 11 91234-5678',
  email: 'joao@example.com',
  tax_id: '529.982.247-25',
});

const shippingAddress = async (orderId: string) =>
  (await t.db.select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId)))[0];

describe('GET orders/v5/detail/{order_id}', () => {
  it('answers the order, its mapped lines, buyer, address and totals', async () => {
    const { demo, orderId } = await seed();
    const { http: status, body } = await callEndpoint(t.app, orderDetailEndpoint, demo, {
      params: { order_id: orderId },
    });
    expect(status).toBe(200);
    const detail = body.data!;
    expect(detail).toMatchObject({
      platform_order_id: '9007199254740993',
      order_name: '#4001',
      channel: 'shopify',
      section: 'placement',
      note: 'Leave at the door',
      customer: { first_name: 'João', email: 'joao@example.com' },
      shipping_address: { zip: '01310', country_code: 'BR', tax_id: null },
      billing_address: null,
      totals: {
        currency: 'BRL',
        subtotal_price: '120.00',
        total_discounts: '10.00',
        total_price: '125.90',
        // 1.11 + 2.20 (the hidden line's fee is not counted)
        supplier_shipping_fee: '3.31',
        supplier_currency: 'USD',
        // the scarf was never pushed, and the dress's link names no variant of its import
        expected_product_cost: null,
      },
      shipping_lines: [{ title: 'Standard', code: 'STD', price: '15.90' }],
      discounts: [{ code: 'WELCOME10', amount: '10.00', type: 'fixed_amount' }],
    });
    expect(detail.line_items.map((line) => line.title)).toEqual(['Linen dress', 'Scarf']);
    expect(detail.line_items[0]).toMatchObject({
      source_product_id: '1005001',
      sku_id: '12000001',
      shipping_warehouse: 'CN',
      shipping_info: { service_name: 'CJPacket', delivery_time: '7-12' },
      unmapped_product: false,
    });
    expect(detail.line_items[1]).toMatchObject({ unmapped_product: true, source_product_id: null });
    expect(detail.unavailable_lines.map((line) => line.title)).toEqual(['Gone supplier']);
    expect(detail.unavailable_lines[0]).toMatchObject({
      source_recommend: { error_code: 'NEED_CHANGE_SUPPLIER' },
    });
  });

  it("estimates the suppliers' product cost from the import once every line is linked", async () => {
    const { demo, orderId } = await seed();
    await t.db
      .delete(orderLineItems)
      .where(
        and(
          eq(orderLineItems.orderId, orderId),
          inArray(orderLineItems.platformLineItemId, ['2', '3']),
        ),
      );
    // the dress's link now names the import's variant M (5.00 USD at the supplier), bought twice
    await t.db
      .update(storeVariantLinks)
      .set({ supplierVariantId: 'sup-M' })
      .where(eq(storeVariantLinks.storeVariantId, 'gid://shopify/ProductVariant/44610569208040'));
    await t.db
      .update(orderLineItems)
      .set({ quantity: 2 })
      .where(eq(orderLineItems.orderId, orderId));
    const detail = async (caller: Caller) =>
      (await callEndpoint(t.app, orderDetailEndpoint, caller, { params: { order_id: orderId } }))
        .body.data!;
    expect((await detail(demo)).totals.expected_product_cost).toEqual({
      amount: 1000,
      currency: 'USD',
    });
    // the merchant moved the dress to another supplier product: the import no longer says
    await t.db
      .update(orderLineItems)
      .set({ replaceSupplier: { source: 'cj', source_product_id: '2002', sku_id: '3003' } })
      .where(eq(orderLineItems.orderId, orderId));
    expect((await detail(demo)).totals.expected_product_cost).toBeNull();
  });

  it("estimates a line made by hand from its import and a changed supplier's from its quote; one unknown line leaves none", async () => {
    const { demo, orderId } = await seed();
    // AliExpress product 1005003, imported here: its sizes cost 5.00 USD each (push-test-kit)
    await insertImport(t.db, demo.workplaceId, 'Cap', {
      source: 'aliexpress',
      sourceProductId: '1005003',
    });
    const setLine = (ids: string[], values: Partial<typeof orderLineItems.$inferInsert>) =>
      t.db
        .update(orderLineItems)
        .set(values)
        .where(
          and(eq(orderLineItems.orderId, orderId), inArray(orderLineItems.platformLineItemId, ids)),
        );
    // the dress, as a line made by hand names it: two of the import's size S
    await setLine(['1'], {
      source: 'aliexpress',
      sourceProductId: '1005003',
      skuId: 'sup-S',
      quantity: 2,
    });
    // the scarf and the hidden line moved to a CJ sku the supplier quoted at 7.30 USD
    await setLine(['2', '3'], {
      replaceSupplier: {
        source: 'cj',
        source_product_id: '2002',
        sku_id: '3003',
        cost: { amount: 730, currency: 'USD' },
      },
    });
    const estimate = async () =>
      (await callEndpoint(t.app, orderDetailEndpoint, demo, { params: { order_id: orderId } })).body
        .data!.totals.expected_product_cost;
    expect(await estimate()).toEqual({ amount: 2460, currency: 'USD' });
    // the dress names a size its import does not have: its cost is unknown, so is the order's
    await setLine(['1'], { skuId: 'sup-XL' });
    expect(await estimate()).toBeNull();
  });

  it('shows a line needing a new supplier when it has a recommendation', async () => {
    const { demo, orderId } = await seed();
    await t.db
      .update(orderLineItems)
      .set({ replaceSupplier: { source_product_id: '99', sku_id: '98' } })
      .where(eq(orderLineItems.platformLineItemId, '3'));
    const { body } = await callEndpoint(t.app, orderDetailEndpoint, demo, {
      params: { order_id: orderId },
    });
    expect(body.data!.line_items).toHaveLength(3);
    expect(body.data!.unavailable_lines).toEqual([]);
  });

  it('answers 404 for another workplace’s order and for an id that is not one', async () => {
    const { second, orderId } = await seed();
    for (const id of [orderId, 'not-a-uuid']) {
      const { http: status, body } = await callEndpoint(t.app, orderDetailEndpoint, second, {
        params: { order_id: id },
      });
      expect(status).toBe(404);
      expect(body.status).toBe(BodyStatus.NOT_FOUND);
    }
  });
});

describe('GET orders/v5/panel/{order_id}', () => {
  it('lists the source orders and parcels of the order', async () => {
    const { demo, second, orderId } = await seed();
    await t.db.insert(orderPlacements).values({
      workplaceId: demo.workplaceId,
      orderId,
      source: 'cj',
      status: 'success',
      reference: `${orderId}-cj-1`,
      lines: [
        {
          line_item_id: 'l1',
          product_id: 'p1',
          sku_id: 's1',
          quantity: 1,
          service_code: 'CJPacket',
        },
      ],
      sourceOrderNumbers: ['CJ2026001'],
      // the parcel CJ reported for its order (source order sync, ADR 040)
      sourceParcels: [{ trackingNumber: 'YT2026000001', carrier: 'yunexpress' }],
      costMinor: 1234,
      costCurrency: 'USD',
    });
    // ordered by hand: nothing was sent, so no reference is shown for it
    await t.db.insert(orderPlacements).values({
      workplaceId: demo.workplaceId,
      orderId,
      source: 'manual',
      status: 'success',
      reference: `${orderId}-manual-1`,
      createdAt: new Date(Date.now() + 1000),
    });
    await t.db.insert(parcelTrackings).values({
      workplaceId: demo.workplaceId,
      trackingNumber: 'YT2026000001',
      carrier: 'yunexpress',
      reference: orderId,
      status: 'IN_TRANSIT',
      events: [{ time: '2026-11-20T10:00:00Z', description: 'Departed facility' }],
    });
    const { http: status, body } = await callEndpoint(t.app, orderPanelEndpoint, demo, {
      params: { order_id: orderId },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      order_id: orderId,
      section: 'placement',
      source_orders: [
        {
          source: 'cj',
          status: 'success',
          order_no: ['CJ2026001'],
          reference: `${orderId}-cj-1`,
          tracking_code: 'YT2026000001',
          tracking_codes: ['YT2026000001'],
          cost_minor: 1234,
          paid: false,
          error: null,
        },
        { source: 'manual', order_no: [], reference: null },
      ],
      trackings: [{ tracking_number: 'YT2026000001', latest_event: 'Departed facility' }],
    });
    const other = await callEndpoint(t.app, orderPanelEndpoint, second, {
      params: { order_id: orderId },
    });
    expect(other.http).toBe(404);
  });
});

describe('POST orders/update-customer', () => {
  it('refuses a Brazilian address without a valid CPF or CEP, field by field, and changes nothing', async () => {
    const { demo, orderId } = await seed();
    const { http: status, body } = await callEndpoint(t.app, updateCustomerEndpoint, demo, {
      body: { ...validBody(orderId), zip: '01310', tax_id: '529.982.247-24' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('ValidationFailed');
    expect(body.errors).toEqual([
      {
        field: 'zip',
        message: 'FieldInvalid',
        params: { rule: 'postal_code', example: '01310-100' },
      },
      { field: 'tax_id', message: 'FieldInvalid', params: { rule: 'cpf' } },
    ]);
    expect((await shippingAddress(orderId))!.zip).toBe('01310');
    expect(await t.db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId))).toEqual([]);
  });

  it('refuses missing and malformed fields at the edge with field errors', async () => {
    const { demo, orderId } = await seed();
    const { http: status, body } = await call(t.app, 'POST', '/api/orders/update-customer', {
      ...demo,
      body: { order_id: orderId, first_name: '', city: 'x'.repeat(101), country_code: 'Brazil' },
    });
    expect(status).toBe(400);
    const fields = Object.fromEntries(body.errors!.map((e) => [e.field, e.message]));
    expect(fields).toMatchObject({
      first_name: 'FieldRequired',
      address1: 'FieldRequired',
      phone: 'FieldRequired',
      city: 'FieldTooLong',
      country_code: 'FieldInvalid',
    });
  });

  it('saves a valid address in canonical form, moves the order’s country and logs the change', async () => {
    const { demo, orderId } = await seed();
    const { http: status, body } = await callEndpoint(t.app, updateCustomerEndpoint, demo, {
      body: validBody(orderId),
    });
    expect(status).toBe(200);
    expect(body.message).toBe('SaveSuccess');
    expect(body.data!.shipping_address).toMatchObject({
      zip: '01310-100',
      phone: '+5511912345678',
      tax_id: '52998224725',
      country: 'Brazil',
    });
    // the merchant's from now on: channel deliveries leave it alone (ADR 022)
    expect((await shippingAddress(orderId))!.editedAt).toEqual(expect.any(Date));
    const logs = await callEndpoint(t.app, orderLogEndpoint, demo, { params: { orderId } });
    expect(logs.body.data!.logs).toHaveLength(1);
    expect(logs.body.data!.logs[0]).toMatchObject({
      action: 'customer_updated',
      user_name: expect.any(String),
      data: {
        changes: expect.arrayContaining([
          { field: 'zip', from: '01310', to: '01310-100' },
          { field: 'tax_id', from: null, to: '52998224725' },
          { field: 'phone', from: '+55 11 91234-5678', to: '+5511912345678' },
        ]),
      },
    });

    // the same address again changes nothing and logs nothing
    await callEndpoint(t.app, updateCustomerEndpoint, demo, { body: validBody(orderId) });
    const again = await callEndpoint(t.app, orderLogEndpoint, demo, { params: { orderId } });
    expect(again.body.data!.logs).toHaveLength(1);

    // another country: the order follows, and the channel's country name no longer applies
    const chile = {
      ...validBody(orderId),
      country_code: 'CL',
      zip: '8320000',
      phone: '+56 9 6123 4567',
      tax_id: '12.345.678-5',
    };
    const moved = await callEndpoint(t.app, updateCustomerEndpoint, demo, { body: chile });
    expect(moved.body.data!.shipping_address).toMatchObject({
      country: null,
      tax_id: '12345678-5',
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.countryCode).toBe('CL');
  });

  it('answers 404 for another workplace’s order and changes nothing', async () => {
    const { second, orderId } = await seed();
    const { http: status } = await callEndpoint(t.app, updateCustomerEndpoint, second, {
      body: validBody(orderId),
    });
    expect(status).toBe(404);
    expect((await shippingAddress(orderId))!.zip).toBe('01310');
    expect(await t.db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId))).toEqual([]);
  });
});

describe('GET orders/v4/order_log/order/{orderId}', () => {
  it('lists the order’s entries newest first, and none of another workplace', async () => {
    const { demo, second, orderId } = await seed();
    const now = t.clock.now().getTime();
    await t.db.insert(orderLogs).values([
      { workplaceId: demo.workplaceId, orderId, action: 'marked', createdAt: new Date(now - 2000) },
      {
        workplaceId: demo.workplaceId,
        orderId,
        action: 'unmarked',
        createdAt: new Date(now - 1000),
      },
    ]);
    const { body } = await callEndpoint(t.app, orderLogEndpoint, demo, { params: { orderId } });
    expect(body.data!.logs.map((log) => [log.action, log.user_name])).toEqual([
      ['unmarked', null],
      ['marked', null],
    ]);
    const other = await callEndpoint(t.app, orderLogEndpoint, second, { params: { orderId } });
    expect(other.http).toBe(404);
  });
});
