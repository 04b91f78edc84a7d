import { and, eq, inArray, notLike } from 'drizzle-orm';
import {
  getOrderColumnListEndpoint,
  markArchiveEndpoint,
  markOrderEndpoint,
  orderListEndpoint,
  saveOrderColumnListEndpoint,
  sectionSummaryEndpoint,
  type OrderListQuery,
} from '@omni/shared/contracts/orders';
import { BodyStatus } from '@omni/shared/errors';
import {
  channelCustomers,
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
const HOUR = 60 * 60 * 1000;

interface Seeded {
  demo: Caller;
  second: Caller;
  /** The 30 channel orders added to the demo workplace, newest first. */
  ids: string[];
}

/** The demo merchant plus 30 placement orders an hour apart, some marked, with lines and buyers. */
async function seed(): Promise<Seeded> {
  const demo = await demoMerchant(t.app, t.db);
  const now = t.clock.now().getTime();
  const [store] = await t.db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.workplaceId, demo.demoWorkplaceId))
    .limit(1);
  const [buyer] = await t.db
    .insert(channelCustomers)
    .values({
      workplaceId: demo.demoWorkplaceId,
      storeId: store!.id,
      platformCustomerId: '9007199254740993',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    })
    .returning({ id: channelCustomers.id });
  const rows = await t.db
    .insert(orders)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        workplaceId: demo.demoWorkplaceId,
        storeId: store!.id,
        // beyond 2^53 for the first: kept exactly
        platformOrderId: i === 0 ? '9007199254740993' : `5000${i}`,
        orderName: `#${3000 + i}`,
        countryCode: 'US',
        status: 'unfulfilled',
        section: 'placement',
        subStatus: 'ready',
        channel: i % 3 === 0 ? 'woocommerce' : 'shopify',
        currency: 'USD',
        totalPrice: '10.50',
        marked: i % 5 === 0,
        customerId: i === 7 ? buyer!.id : null,
        orderedAt: new Date(now - (i + 1) * HOUR),
      })),
    )
    .returning({ id: orders.id, name: orders.orderName });
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  await t.db.insert(orderLineItems).values([
    {
      orderId: byName.get('#3002')!,
      workplaceId: demo.demoWorkplaceId,
      platformOrderId: '50002',
      platformLineItemId: '1',
      title: 'Linen dress',
      sku: 'LIN-RED-M',
      platformVariantId: '44610569208040',
      quantity: 2,
      price: '5.25',
      shippingFee: '1.10',
    },
    {
      orderId: byName.get('#3002')!,
      workplaceId: demo.demoWorkplaceId,
      platformOrderId: '50002',
      platformLineItemId: '2',
      title: 'Scarf',
      quantity: 1,
      price: '0.00',
      shippingFee: '2.20',
    },
  ]);
  // the push linked the dress's store variant to a supplier product; the scarf was never pushed
  const dress = await insertImport(t.db, demo.demoWorkplaceId, 'Linen dress', {
    source: 'aliexpress',
    sourceProductId: '1005001',
  });
  await t.db.insert(storeVariantLinks).values({
    storeId: store!.id,
    storeVariantId: 'gid://shopify/ProductVariant/44610569208040',
    storeProductId: 'gid://shopify/Product/8266836345064',
    importListItemId: dress.id,
    source: 'aliexpress',
    sourceProductId: '1005001',
    supplierVariantId: '12000001',
  });
  return {
    demo: { token: demo.token, workplaceId: demo.demoWorkplaceId },
    second: { token: demo.token, workplaceId: demo.secondWorkplaceId },
    ids: Array.from({ length: 30 }, (_, i) => byName.get(`#${3000 + i}`)!),
  };
}

const list = (caller: Caller, query: OrderListQuery = {}) =>
  callEndpoint(t.app, orderListEndpoint, caller, { query });

describe('GET orders/v5/list', () => {
  it('shows New orders of the last 7 days, newest first, by default', async () => {
    const { demo, ids } = await seed();
    const { body } = await list(demo, { page_size: 200 });
    const names = body.data!.orders.map((o) => o.order_name).filter((n) => n?.startsWith('#3'));
    expect(names).toHaveLength(30);
    expect(names[0]).toBe('#3000');
    expect(body.data!.orders.every((o) => o.section === 'placement')).toBe(true);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(body.data!.to_date).toBe(today);
    const first = body.data!.orders.find((o) => o.id === ids[0])!;
    expect(first.platform_order_id).toBe('9007199254740993');
    const withLines = body.data!.orders.find((o) => o.id === ids[2])!;
    expect(withLines.item_count).toBe(3);
    expect(withLines.shipping_cost).toBe('3.30');
    expect(withLines.items.map((item) => [item.sku, item.unmapped_product])).toEqual([
      ['LIN-RED-M', false],
      [null, true],
    ]);
  });

  it('gives each row its lines, placements and parcel as stored', async () => {
    const { demo, second, ids } = await seed();
    await t.db
      .update(orderLineItems)
      .set({
        variantTitle: 'Red / M',
        imageUrl: 'https://cdn.example.com/dress.webp',
        shippingInfo: {
          service_name: 'AliExpress Standard',
          amount: 1.1,
          processing_time: '1-3',
          delivery_time: '7-12',
        },
      })
      .where(eq(orderLineItems.sku, 'LIN-RED-M'));
    await t.db.insert(orderPlacements).values([
      {
        workplaceId: demo.workplaceId,
        orderId: ids[2]!,
        source: 'aliexpress',
        status: 'success',
        reference: 'omni-list-1',
        sourceOrderNumbers: ['8190000000000000001', '8190000000000000002'],
        costMinor: 1234,
        costCurrency: 'USD',
        paidAt: t.clock.now(),
        createdAt: new Date(t.clock.now().getTime() - HOUR),
      },
      {
        workplaceId: demo.workplaceId,
        orderId: ids[2]!,
        source: 'cj',
        status: 'error',
        reference: 'omni-list-2',
        errorKey: 'product_out_of_stock',
      },
    ]);
    await t.db.insert(parcelTrackings).values([
      {
        workplaceId: demo.workplaceId,
        trackingNumber: 'LX123456789CN',
        carrier: 'China Post',
        reference: ids[2]!,
        status: 'DELIVERED',
        events: [
          { time: '2026-11-20T10:00:00Z', description: 'Delivered' },
          { time: '2026-11-18T10:00:00Z', description: 'In transit' },
        ],
      },
      // the same order id in another workplace's parcels is not this order's
      {
        workplaceId: second.workplaceId,
        trackingNumber: 'LX999999999CN',
        reference: ids[3]!,
        status: 'IN_TRANSIT',
      },
    ]);
    const { body } = await list(demo, { page_size: 200 });
    const row = body.data!.orders.find((o) => o.id === ids[2])!;
    expect(row).toMatchObject({
      order_name: '#3002',
      channel: 'shopify',
      country_code: 'US',
      currency: 'USD',
      total_price: '10.50',
      shipping_cost: '3.30',
      shipping_time: '7-12',
      item_count: 3,
      marked: false,
      archived: false,
      customer_name: null,
    });
    expect(row.items).toEqual([
      {
        id: expect.any(String),
        title: 'Linen dress',
        variant_title: 'Red / M',
        sku: 'LIN-RED-M',
        image_url: 'https://cdn.example.com/dress.webp',
        quantity: 2,
        price: '5.25',
        unmapped_product: false,
      },
      {
        id: expect.any(String),
        title: 'Scarf',
        variant_title: null,
        sku: null,
        image_url: null,
        quantity: 1,
        price: '0.00',
        unmapped_product: true,
      },
    ]);
    expect(row.placements).toEqual([
      {
        source: 'aliexpress',
        status: 'success',
        source_order_numbers: ['8190000000000000001', '8190000000000000002'],
        cost_minor: 1234,
        cost_currency: 'USD',
        paid: true,
        error_key: null,
      },
      {
        source: 'cj',
        status: 'error',
        source_order_numbers: [],
        cost_minor: null,
        cost_currency: null,
        paid: false,
        error_key: 'product_out_of_stock',
      },
    ]);
    expect(row.tracking).toEqual({
      tracking_number: 'LX123456789CN',
      carrier: 'China Post',
      status: 'DELIVERED',
      latest_event: 'Delivered',
      latest_event_at: '2026-11-20T10:00:00Z',
      delivered_at: '2026-11-20T10:00:00Z',
    });
    const buyer = body.data!.orders.find((o) => o.id === ids[7])!;
    expect(buyer).toMatchObject({
      customer_name: 'Ada Lovelace',
      customer_email: 'ada@example.com',
      items: [],
      item_count: 0,
      shipping_cost: null,
      shipping_time: null,
      placements: [],
      tracking: null,
    });
    expect(body.data!.orders.find((o) => o.id === ids[3])!.tracking).toBeNull();
  });

  it("costs an unplaced order from the import's supplier costs, only when every line is known", async () => {
    const { demo, ids } = await seed();
    const [store] = await t.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.workplaceId, demo.workplaceId))
      .limit(1);
    const shirt = await insertImport(t.db, demo.workplaceId, 'Shirt', {
      source: 'aliexpress',
      sourceProductId: '1005002',
    });
    // the import's two sizes cost 5.00 USD each at the supplier (push-test-kit)
    await t.db.insert(storeVariantLinks).values(
      ['S', 'M'].map((size, i) => ({
        storeId: store!.id,
        storeVariantId: `gid://shopify/ProductVariant/7700${i}`,
        storeProductId: 'gid://shopify/Product/77',
        importListItemId: shirt.id,
        source: 'aliexpress',
        sourceProductId: '1005002',
        supplierVariantId: `sup-${size}`,
      })),
    );
    const line = (orderId: string, n: number, quantity: number) => ({
      orderId,
      workplaceId: demo.workplaceId,
      platformOrderId: `shirt-${n}`,
      platformLineItemId: String(n),
      title: 'Shirt',
      platformVariantId: `7700${n % 2}`,
      quantity,
      price: '12.00',
    });
    await t.db
      .insert(orderLineItems)
      .values([line(ids[4]!, 0, 2), line(ids[4]!, 1, 1), line(ids[5]!, 2, 1), line(ids[5]!, 3, 1)]);
    // the merchant changed the supplier of one of #3005's lines: its cost is not the import's
    await t.db
      .update(orderLineItems)
      .set({ replaceSupplier: { source_product_id: '1005999', sku_id: '1' } })
      .where(and(eq(orderLineItems.orderId, ids[5]!), eq(orderLineItems.platformLineItemId, '3')));
    const { body } = await list(demo, { page_size: 200 });
    const row = (id: string) => body.data!.orders.find((o) => o.id === id)!;
    expect(row(ids[4]!)).toMatchObject({
      expected_cost_minor: 1500,
      expected_cost_currency: 'USD',
    });
    expect(row(ids[5]!)).toMatchObject({ expected_cost_minor: null, expected_cost_currency: null });
    // #3002: its scarf was never pushed
    expect(row(ids[2]!)).toMatchObject({ expected_cost_minor: null, expected_cost_currency: null });
    expect(row(ids[7]!).expected_cost_minor).toBeNull();
  });

  it('costs lines made by hand from their import and changed suppliers from their quote; one unknown line leaves none', async () => {
    const { demo, second, ids } = await seed();
    // AliExpress product 1005003, imported here: its sizes cost 5.00 USD each (push-test-kit);
    // 1005004 is imported only by the second workplace
    await insertImport(t.db, demo.workplaceId, 'Cap', {
      source: 'aliexpress',
      sourceProductId: '1005003',
    });
    await insertImport(t.db, second.workplaceId, 'Belt', {
      source: 'aliexpress',
      sourceProductId: '1005004',
    });
    const line = (orderId: string, n: number, quantity: number) => ({
      orderId,
      workplaceId: demo.workplaceId,
      platformOrderId: `mixed-${n}`,
      platformLineItemId: String(n),
      title: 'Cap',
      quantity,
      price: '9.00',
    });
    const byHand = (orderId: string, n: number, quantity: number, skuId = 'sup-S') => ({
      ...line(orderId, n, quantity),
      source: 'aliexpress',
      sourceProductId: '1005003',
      skuId,
    });
    // a CJ sku the supplier quoted at 7.30 USD when the merchant changed the supplier to it
    const moved = { source: 'cj', source_product_id: '2002', sku_id: '3003' };
    const quoted = { ...moved, cost: { amount: 730, currency: 'USD' } };
    await t.db.insert(orderLineItems).values([
      // #3010, made by hand: three of size S and one of M
      byHand(ids[10]!, 0, 3),
      byHand(ids[10]!, 1, 1, 'sup-M'),
      // #3011: a line never pushed and a line made by hand, both moved to the quoted sku
      { ...line(ids[11]!, 2, 2), replaceSupplier: quoted },
      { ...byHand(ids[11]!, 3, 1), replaceSupplier: quoted },
      // #3012: made by hand, and a line moved before the quote was kept
      byHand(ids[12]!, 4, 1),
      { ...line(ids[12]!, 5, 1), replaceSupplier: moved },
      // #3013: made by hand, one line of a size its import does not have
      byHand(ids[13]!, 6, 1),
      byHand(ids[13]!, 7, 1, 'sup-XL'),
      // #3014: made by hand from a product only another workplace imported
      { ...byHand(ids[14]!, 8, 1), sourceProductId: '1005004' },
    ]);
    const { body } = await list(demo, { page_size: 200 });
    const cost = (id: string) => {
      const row = body.data!.orders.find((o) => o.id === id)!;
      return [row.expected_cost_minor, row.expected_cost_currency];
    };
    expect(cost(ids[10]!)).toEqual([2000, 'USD']);
    // 2 × 7.30 + 7.30
    expect(cost(ids[11]!)).toEqual([2190, 'USD']);
    expect(cost(ids[12]!)).toEqual([null, null]);
    expect(cost(ids[13]!)).toEqual([null, null]);
    expect(cost(ids[14]!)).toEqual([null, null]);
  });

  it('walks keyset pages without repeats or gaps, in both directions', async () => {
    const { demo } = await seed();
    for (const sort of ['desc', 'asc'] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const { body } = await list(demo, { page_size: 7, sort, ...(cursor ? { cursor } : {}) });
        seen.push(...body.data!.orders.map((o) => o.ordered_at));
        cursor = body.data!.next_cursor ?? undefined;
      } while (cursor);
      expect(seen).toHaveLength(33); // 30 + the demo's 3 ready orders
      const sorted = [...seen].sort();
      expect(seen).toEqual(sort === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('filters by keyword, channel, mark and dates', async () => {
    const { demo } = await seed();
    const names = async (query: OrderListQuery) =>
      (await list(demo, { page_size: 200, ...query })).body.data!.orders.map((o) => o.order_name);
    expect(await names({ keyword: '#3012' })).toEqual(['#3012']);
    expect(await names({ keyword: 'LIN-RED' })).toEqual(['#3002']);
    expect(await names({ keyword: 'lovelace' })).toEqual(['#3007']);
    expect(await names({ keyword: '9007199254740993' })).toEqual(['#3000']);
    expect(await names({ keyword: '50%' })).toEqual([]);
    expect((await names({ channel: 'woocommerce' })).length).toBe(10);
    expect(await names({ mark_order: '1' })).toEqual([
      '#3000',
      '#3005',
      '#3010',
      '#3015',
      '#3020',
      '#3025',
    ]);
    expect((await names({ mark_order: '0' })).filter((n) => n?.startsWith('#3')).length).toBe(24);
    expect(await names({ from_date: '2020-01-01', to_date: '2020-01-02' })).toEqual([]);
    // the seeded orders of yesterday and before, whatever the time of day the test runs at
    const now = t.clock.now().getTime();
    const today = t.clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(now - 24 * HOUR).toISOString().slice(0, 10);
    const untilYesterday = Array.from({ length: 30 }, (_, i) => i)
      .filter((i) => new Date(now - (i + 1) * HOUR).toISOString().slice(0, 10) < today)
      .map((i) => `#${3000 + i}`);
    expect((await names({ to_date: yesterday })).filter((n) => n?.startsWith('#3'))).toEqual(
      untilYesterday,
    );
  });

  it('lists a section tab and its "all" tab', async () => {
    const { demo } = await seed();
    const waiting = await list(demo, { order_status: 'payment', sub_status: 'waiting_payment' });
    expect(waiting.body.data!.orders.map((o) => o.sub_status)).toEqual(['waiting_payment']);
    const all = await list(demo, { order_status: 'payment' });
    expect(all.body.data!.orders).toHaveLength(2);
  });

  it('refuses bad input with a field error', async () => {
    const { demo } = await seed();
    const wrongTab = await list(demo, { order_status: 'placement', sub_status: 'delivered' });
    expect(wrongTab.body.status).toBe(BodyStatus.BAD_REQUEST);
    expect(wrongTab.body.errors?.[0]?.field).toBe('sub_status');
    const badCursor = await list(demo, { cursor: 'bm9wZQ' });
    expect(badCursor.body.errors?.[0]?.field).toBe('cursor');
    const badDate = await list(demo, { from_date: '2026-02-31' });
    expect(badDate.body.errors?.[0]?.field).toBe('from_date');
    const unknown = await call(t.app, 'GET', '/api/orders/v5/list?order_status=nope', demo);
    expect(unknown.body.status).toBe(BodyStatus.BAD_REQUEST);
    // a cursor of one sort is not read as another's
    const page = await list(demo, { page_size: 2 });
    const crossed = await list(demo, { sort: 'asc', cursor: page.body.data!.next_cursor! });
    expect(crossed.body.errors?.[0]?.field).toBe('cursor');
  });

  it("never shows another workplace's orders", async () => {
    const { second } = await seed();
    const { body } = await list(second, { page_size: 200 });
    expect(body.data!.orders.map((o) => o.order_name)).toEqual(['#2001']);
  });
});

describe('PUT orders/v5/mark-order and mark-archive', () => {
  it('marks orders and logs it', async () => {
    const { demo, ids } = await seed();
    const answer = await callEndpoint(t.app, markOrderEndpoint, demo, {
      body: { order_ids: [ids[1]!, ids[2]!], marked: true },
    });
    expect(answer.body.data).toEqual({ updated: 2 });
    const marked = await list(demo, { mark_order: '1', page_size: 200 });
    expect(marked.body.data!.orders.map((o) => o.id)).toEqual(
      expect.arrayContaining([ids[1], ids[2]]),
    );
    const logs = await t.db.select().from(orderLogs).where(eq(orderLogs.orderId, ids[1]!));
    expect(logs.map((log) => log.action)).toEqual(['marked']);
  });

  it('archives orders out of the list and the counts, and restores them', async () => {
    const { demo, ids } = await seed();
    const counts = async () =>
      (
        await call<{ placement: { ready: number } }>(
          t.app,
          'GET',
          '/api/orders/v5/count-order-status',
          demo,
        )
      ).body.data!.placement.ready;
    expect(await counts()).toBe(33);
    await callEndpoint(t.app, markArchiveEndpoint, demo, {
      body: { orders: [ids[0]!], archived: true },
    });
    expect(await counts()).toBe(32);
    const active = await list(demo, { page_size: 200 });
    expect(active.body.data!.orders.some((o) => o.id === ids[0])).toBe(false);
    const archived = await list(demo, { archived: '1' });
    expect(archived.body.data!.orders.map((o) => o.id)).toEqual([ids[0]]);
    await callEndpoint(t.app, markArchiveEndpoint, demo, {
      body: { orders: [ids[0]!], archived: false },
    });
    expect(await counts()).toBe(33);
  });

  it("is NOT_FOUND for another workplace's orders, and changes nothing", async () => {
    const { second, ids } = await seed();
    const marked = await callEndpoint(t.app, markOrderEndpoint, second, {
      body: { order_ids: [ids[1]!, 'not-an-id'], marked: true },
    });
    expect(marked.body.status).toBe(BodyStatus.NOT_FOUND);
    const archived = await callEndpoint(t.app, markArchiveEndpoint, second, {
      body: { orders: [ids[1]!], archived: true },
    });
    expect(archived.body.status).toBe(BodyStatus.NOT_FOUND);
    const [row] = await t.db
      .select({ marked: orders.marked, archivedAt: orders.archivedAt })
      .from(orders)
      .where(and(eq(orders.id, ids[1]!)));
    expect(row).toEqual({ marked: false, archivedAt: null });
  });

  it('refuses an empty or oversized selection', async () => {
    const { demo } = await seed();
    const empty = await call(t.app, 'PUT', '/api/orders/v5/mark-order', {
      ...demo,
      body: { order_ids: [], marked: true },
    });
    expect(empty.body.status).toBe(BodyStatus.BAD_REQUEST);
  });
});

describe('GET orders/v5/section/{type}/summary', () => {
  it('sums orders, items and selling totals of the section in the range', async () => {
    const { demo, second } = await seed();
    const { body } = await callEndpoint(t.app, sectionSummaryEndpoint, demo, {
      params: { type: 'placement' },
      query: {},
    });
    // the 30 orders above (3 items, 30 × 10.50) and the demo merchant's own New orders
    const own = await t.db
      .select({ id: orders.id, total: orders.totalPrice })
      .from(orders)
      .where(
        and(
          eq(orders.workplaceId, demo.workplaceId),
          eq(orders.section, 'placement'),
          notLike(orders.orderName, '#3%'),
        ),
      );
    const ownItems = await t.db
      .select({ quantity: orderLineItems.quantity })
      .from(orderLineItems)
      .where(
        inArray(
          orderLineItems.orderId,
          own.map((o) => o.id),
        ),
      );
    const cents = own.reduce((sum, o) => sum + Math.round(Number(o.total) * 100), 31_500);
    expect(body.data).toMatchObject({
      type: 'placement',
      order_count: 30 + own.length,
      item_count: 3 + ownItems.reduce((sum, line) => sum + line.quantity, 0),
    });
    expect(body.data!.selling_totals).toEqual([
      { currency: 'USD', amount: (cents / 100).toFixed(2) },
    ]);
    const other = await callEndpoint(t.app, sectionSummaryEndpoint, second, {
      params: { type: 'placement' },
      query: { source: 'cj' },
    });
    expect(other.body.data!.order_count).toBe(0);
  });
});

describe('core/workplaces/settings/order-column-list', () => {
  it('saves the column choice per workplace, table by table', async () => {
    const { demo, second } = await seed();
    expect((await callEndpoint(t.app, getOrderColumnListEndpoint, demo)).body.data).toEqual({
      columns: {},
    });
    const choice = ['order_id', 'items', 'selling_price', 'updated_at', 'action'];
    await callEndpoint(t.app, saveOrderColumnListEndpoint, demo, {
      body: { columns: { placement: choice } },
    });
    await callEndpoint(t.app, saveOrderColumnListEndpoint, demo, {
      body: { columns: { refund: ['order_id', 'status', 'action'] } },
    });
    const saved = await callEndpoint(t.app, getOrderColumnListEndpoint, demo);
    expect(saved.body.data!.columns).toEqual({
      placement: choice,
      refund: ['order_id', 'status', 'action'],
    });
    expect((await callEndpoint(t.app, getOrderColumnListEndpoint, second)).body.data).toEqual({
      columns: {},
    });
  });

  it("refuses another table's columns, repeats and a missing order id", async () => {
    const { demo } = await seed();
    for (const columns of [
      ['order_id', 'tracking_no', 'action'],
      ['order_id', 'items', 'items', 'action'],
      ['items', 'action'],
    ]) {
      const { body } = await callEndpoint(t.app, saveOrderColumnListEndpoint, demo, {
        body: { columns: { placement: columns } },
      });
      expect(body.errors?.[0]?.field).toBe('columns.placement');
    }
  });
});
