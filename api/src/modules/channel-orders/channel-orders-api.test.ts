import { eq } from 'drizzle-orm';
import type { ChannelOrder, ChannelOrderPage } from '@omni/shared/contracts';
import { stores, storeVariantLinks } from '../../db/schema';
import { demoMerchant } from '../../testing/demo';
import { call, useTestApp } from '../../testing/test-app';
import { insertImport } from '../push/push-test-kit';
import { ingestChannelOrder } from './ingest-channel-order';
import type { NormalizedOrder } from './normalized-order';

const t = useTestApp();

const order: NormalizedOrder = {
  platform: 'woocommerce',
  platformOrderId: '4242',
  orderName: '#4242',
  currency: 'EUR',
  subtotalPrice: '40.00',
  shippingPrice: '5.00',
  totalPrice: '45.00',
  channelStatus: 'processing',
  cancelled: false,
  createdAt: new Date('2026-11-21T08:00:00Z'),
  updatedAt: new Date('2026-11-21T08:00:00Z'),
  customer: {
    platformCustomerId: null,
    email: 'guest@example.org',
    firstName: 'Gus',
    lastName: 'Guest',
    phone: null,
  },
  shippingAddress: {
    firstName: 'Gus',
    lastName: 'Guest',
    company: null,
    address1: 'Damrak 1',
    address2: null,
    city: 'Amsterdam',
    province: null,
    provinceCode: null,
    zip: '1012 LG',
    country: 'NL',
    countryCode: 'NL',
    phone: null,
    email: 'guest@example.org',
  },
  billingAddress: null,
  lineItems: [
    {
      platformLineItemId: '1',
      platformProductId: '5',
      platformVariantId: null,
      title: 'Camp mug',
      variantTitle: null,
      sku: 'ECM',
      imageUrl: null,
      quantity: 2,
      price: '20.00',
      totalDiscount: null,
      taxLines: [],
    },
  ],
  totalTax: null,
  totalDiscounts: null,
  taxesIncluded: null,
  shippingLines: [],
  taxLines: [],
  discounts: [],
  note: null,
};

describe('GET channel-orders', () => {
  it('lists and reads the workplace’s stored orders with items, address and customer', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const [store] = await t.db
      .select()
      .from(stores)
      .where(eq(stores.workplaceId, demo.demoWorkplaceId));
    const { orderId } = await ingestChannelOrder(t.db, demo.demoWorkplaceId, store!.id, order);
    const auth = { token: demo.token, workplaceId: demo.demoWorkplaceId };

    const page = await call<ChannelOrderPage>(
      t.app,
      'GET',
      `/api/channel-orders?store_id=${store!.id}&platform_order_id=4242`,
      auth,
    );
    expect(page.body.data?.total).toBe(1);
    const listed = page.body.data!.orders[0]!;
    expect(listed).toMatchObject({
      id: orderId,
      channel: 'woocommerce',
      order_name: '#4242',
      country_code: 'NL',
      section: 'placement',
      sub_status: 'ready',
      total_price: '45.00',
      address: { city: 'Amsterdam', country_code: 'NL' },
      customer: { email: 'guest@example.org' },
      via: null,
    });
    expect(listed.line_items).toEqual([
      expect.objectContaining({
        title: 'Camp mug',
        quantity: 2,
        price: '20.00',
        unmapped_product: true,
        platform_order_id: '4242',
      }),
    ]);

    const one = await call<ChannelOrder>(t.app, 'GET', `/api/channel-orders/${orderId}`, auth);
    expect(one.body.data?.id).toBe(orderId);

    // another workplace sees neither the list entry nor the order
    const other = { token: demo.token, workplaceId: demo.secondWorkplaceId };
    expect(
      (
        await call<ChannelOrderPage>(
          t.app,
          'GET',
          '/api/channel-orders?platform_order_id=4242',
          other,
        )
      ).body.data?.total,
    ).toBe(0);
    expect((await call(t.app, 'GET', `/api/channel-orders/${orderId}`, other)).http).toBe(404);
  });

  it('reads a line as mapped once a push linked its variant to a supplier product', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const [store] = await t.db
      .select()
      .from(stores)
      .where(eq(stores.workplaceId, demo.demoWorkplaceId));
    const line = { ...order.lineItems[0]!, platformVariantId: '44610569208040' };
    const { orderId } = await ingestChannelOrder(t.db, demo.demoWorkplaceId, store!.id, {
      ...order,
      platformOrderId: '4343',
      lineItems: [line],
    });
    const auth = { token: demo.token, workplaceId: demo.demoWorkplaceId };
    const lineOf = async () =>
      (await call<ChannelOrder>(t.app, 'GET', `/api/channel-orders/${orderId}`, auth)).body.data!
        .line_items[0];
    expect(await lineOf()).toMatchObject({ unmapped_product: true, source_product_id: null });

    const mug = await insertImport(t.db, demo.demoWorkplaceId, 'Camp mug', {
      source: 'aliexpress',
      sourceProductId: '1005007',
    });
    await t.db.insert(storeVariantLinks).values({
      storeId: store!.id,
      storeVariantId: 'gid://shopify/ProductVariant/44610569208040',
      storeProductId: 'gid://shopify/Product/8266836345064',
      importListItemId: mug.id,
      source: 'aliexpress',
      sourceProductId: '1005007',
      supplierVariantId: '12000007',
    });
    expect(await lineOf()).toMatchObject({
      unmapped_product: false,
      source_product_id: '1005007',
      sku_id: '12000007',
    });
  });
});
