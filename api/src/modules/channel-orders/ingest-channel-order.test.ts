import { and, eq } from 'drizzle-orm';
import { channelCustomers, orderAddresses, orderLineItems, orders, stores } from '../../db/schema';
import { seedDemoMerchant } from '../../db/seed/demo-merchant';
import { useTestApp } from '../../testing/test-app';
import { ingestChannelOrder, StoreNotInWorkplaceError } from './ingest-channel-order';
import type { NormalizedOrder } from './normalized-order';

const t = useTestApp();

function wooOrder(overrides: Partial<NormalizedOrder> = {}): NormalizedOrder {
  const address = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: null,
    address1: '12 Analytical Row',
    address2: null,
    city: 'London',
    province: null,
    provinceCode: null,
    zip: 'N1 9GU',
    country: 'United Kingdom',
    countryCode: 'GB',
    phone: '+44 20 7946 0000',
    email: 'ada@example.com',
  };
  return {
    platform: 'woocommerce',
    platformOrderId: '727',
    orderName: '#727',
    currency: 'GBP',
    subtotalPrice: '59.80',
    shippingPrice: '4.99',
    totalPrice: '64.79',
    channelStatus: 'processing',
    cancelled: false,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    customer: {
      platformCustomerId: '31',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
    },
    shippingAddress: address,
    billingAddress: address,
    lineItems: [
      {
        platformLineItemId: '1',
        platformProductId: '93',
        platformVariantId: '94',
        title: 'Linen shirt',
        variantTitle: 'Blue / M',
        sku: 'LS-BLU-M',
        imageUrl: null,
        quantity: 2,
        price: '29.90',
        totalDiscount: '5.98',
        taxLines: [{ title: 'VAT', rate: '0.2', price: '9.96' }],
      },
    ],
    totalTax: '9.96',
    totalDiscounts: '5.98',
    taxesIncluded: true,
    shippingLines: [{ title: 'Royal Mail Tracked 48', code: 'flat_rate', price: '4.99' }],
    taxLines: [{ title: 'VAT', rate: '0.2', price: '9.96' }],
    discounts: [{ code: 'WELCOME10', amount: '5.98', type: 'percent' }],
    note: 'Leave it with the neighbour at no. 12',
    ...overrides,
  };
}

async function demoStore() {
  await seedDemoMerchant(t.db, new Date());
  const [store] = await t.db.select().from(stores).limit(1);
  return store!;
}

const ordersOf = (storeId: string) => t.db.select().from(orders).where(eq(orders.storeId, storeId));

describe('ingestChannelOrder', () => {
  it('stores the order with line items, customer and addresses; five deliveries are one order', async () => {
    const store = await demoStore();
    const before = (await ordersOf(store.id)).length;
    const results = [];
    for (let i = 0; i < 5; i += 1)
      results.push(await ingestChannelOrder(t.db, store.workplaceId, store.id, wooOrder()));
    expect(results.map((r) => r.outcome)).toEqual([
      'created',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(await ordersOf(store.id)).toHaveLength(before + 1);

    const orderId = results[0]!.orderId;
    const sent = wooOrder();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      workplaceId: store.workplaceId,
      channel: 'woocommerce',
      orderName: '#727',
      countryCode: 'GB',
      totalPrice: '64.79',
      section: 'placement',
      subStatus: 'ready',
      status: 'unfulfilled',
      // what the buyer was charged beyond the lines, as the channel sent it (issue 11 §6)
      totalTax: sent.totalTax,
      totalDiscounts: sent.totalDiscounts,
      taxesIncluded: true,
      shippingLines: sent.shippingLines,
      taxLines: sent.taxLines,
      discounts: sent.discounts,
      note: sent.note,
    });
    const items = await t.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, orderId));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      sku: 'LS-BLU-M',
      quantity: 2,
      price: '29.90',
      platformOrderId: '727',
      totalDiscount: '5.98',
      taxLines: sent.lineItems[0]!.taxLines,
    });
    expect(
      await t.db.select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId)),
    ).toHaveLength(2);
    // one buyer for the five deliveries (the demo store has buyers of its own)
    const customers = await t.db
      .select()
      .from(channelCustomers)
      .where(
        and(eq(channelCustomers.storeId, store.id), eq(channelCustomers.platformCustomerId, '31')),
      );
    expect(customers).toHaveLength(1);
    expect(order!.customerId).toBe(customers[0]!.id);
  });

  it('applies a newer version, ignores an older one and keeps the sourcing of line items', async () => {
    const store = await demoStore();
    const { orderId } = await ingestChannelOrder(t.db, store.workplaceId, store.id, wooOrder());
    // the order flow maps the item to a supplier product
    await t.db
      .update(orderLineItems)
      .set({ sourceProductId: 'ae-1005001', skuId: 'sku-9' })
      .where(eq(orderLineItems.orderId, orderId));

    const newer = wooOrder({
      updatedAt: new Date('2026-11-20T11:00:00Z'),
      channelStatus: 'on-hold',
      lineItems: [{ ...wooOrder().lineItems[0]!, quantity: 3 }],
    });
    expect(await ingestChannelOrder(t.db, store.workplaceId, store.id, newer)).toEqual({
      orderId,
      outcome: 'updated',
    });
    const stale = wooOrder({ updatedAt: new Date('2026-11-20T10:30:00Z'), channelStatus: 'stale' });
    expect((await ingestChannelOrder(t.db, store.workplaceId, store.id, stale)).outcome).toBe(
      'unchanged',
    );

    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.channelStatus).toBe('on-hold');
    const [item] = await t.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, orderId));
    expect(item).toMatchObject({
      quantity: 3,
      sourceProductId: 'ae-1005001',
      skuId: 'sku-9',
    });
  });

  it('keeps an address the merchant edited in the app; the rest of a newer delivery applies', async () => {
    const store = await demoStore();
    const { orderId } = await ingestChannelOrder(t.db, store.workplaceId, store.id, wooOrder());
    // what update-customer leaves: a corrected shipping address marked edited, the order's country
    const edited = { zip: 'D02 X285', countryCode: 'IE', phone: '+35312345678' };
    await t.db
      .update(orderAddresses)
      .set({ ...edited, editedAt: new Date('2026-11-20T10:30:00Z') })
      .where(and(eq(orderAddresses.orderId, orderId), eq(orderAddresses.kind, 'shipping')));
    await t.db.update(orders).set({ countryCode: 'IE' }).where(eq(orders.id, orderId));
    const addressOf = async (kind: 'shipping' | 'billing') =>
      (
        await t.db
          .select()
          .from(orderAddresses)
          .where(and(eq(orderAddresses.orderId, orderId), eq(orderAddresses.kind, kind)))
      )[0];

    const channelAddress = { ...wooOrder().shippingAddress!, zip: 'LS1 1UR', city: 'Leeds' };
    await ingestChannelOrder(
      t.db,
      store.workplaceId,
      store.id,
      wooOrder({
        updatedAt: new Date('2026-11-20T11:00:00Z'),
        note: 'Ring twice',
        shippingAddress: channelAddress,
        billingAddress: channelAddress,
      }),
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ note: 'Ring twice', countryCode: 'IE' });
    expect(await addressOf('shipping')).toMatchObject({ ...edited, city: 'London' });
    expect(await addressOf('billing')).toMatchObject({ zip: 'LS1 1UR', city: 'Leeds' });

    // a delivery without a shipping address does not remove the merchant's either
    await ingestChannelOrder(
      t.db,
      store.workplaceId,
      store.id,
      wooOrder({ updatedAt: new Date('2026-11-20T12:00:00Z'), shippingAddress: null }),
    );
    expect(await addressOf('shipping')).toMatchObject(edited);
  });

  it('moves a not-yet-placed order to "cancelled by channel" when the channel cancels it', async () => {
    const store = await demoStore();
    const { orderId } = await ingestChannelOrder(t.db, store.workplaceId, store.id, wooOrder());
    await ingestChannelOrder(
      t.db,
      store.workplaceId,
      store.id,
      wooOrder({
        cancelled: true,
        channelStatus: 'cancelled',
        updatedAt: new Date('2026-11-21T00:00:00Z'),
      }),
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      section: 'cancelled',
      subStatus: 'channel',
      status: 'cancelled',
    });
  });

  it('refuses a store of another workplace and writes nothing', async () => {
    await seedDemoMerchant(t.db, new Date());
    const all = await t.db.select().from(stores);
    const store = all[0]!;
    const otherWorkplace = all.find((s) => s.workplaceId !== store.workplaceId)!;
    await expect(
      ingestChannelOrder(
        t.db,
        otherWorkplace.workplaceId,
        store.id,
        wooOrder({ platformOrderId: 'x-1' }),
      ),
    ).rejects.toBeInstanceOf(StoreNotInWorkplaceError);
    expect(await t.db.select().from(orders).where(eq(orders.platformOrderId, 'x-1'))).toHaveLength(
      0,
    );
  });
});
