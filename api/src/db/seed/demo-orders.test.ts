import { and, eq, inArray } from 'drizzle-orm';
import {
  orderDetailEndpoint,
  orderListEndpoint,
  type OrderSection,
} from '@omni/shared/contracts/orders';
import {
  channelCustomers,
  orderAddresses,
  orderLineItems,
  orderPlacements,
  orders,
  parcelTrackings,
  storeListings,
  storeVariantLinks,
  stores,
} from '../schema';
import { useTestApp } from '../../testing/test-app';
import { callEndpoint } from '../../testing/call-endpoint';
import { demoMerchant } from '../../testing/demo';
import { checkAddress } from '../../modules/orders/address-rules/address-rules';
import { shipmentTabOf } from '../../modules/orders/shipment-tracking/parcel-order-status';
import { SHOPIFY_VARIANT_GID } from '../../modules/orders/variant-links';
import { DEMO_ORDERS, s10TrackingNumber } from './demo-orders';

const t = useTestApp();

/** Orders whose seeded sub-status is an address problem: their address may fail its rules. */
const ADDRESS_PROBLEMS = new Set<string>();

/** A numeric(14,2) amount as whole cents. */
const cents = (amount: string | null) => {
  expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(amount) * 100);
};

async function seededOrders() {
  const demo = await demoMerchant(t.app, t.db);
  const rows = await t.db
    .select({ order: orders, storeCurrency: stores.currency })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(inArray(orders.workplaceId, [demo.demoWorkplaceId, demo.secondWorkplaceId]));
  return { demo, rows };
}

describe('the demo merchant’s orders', () => {
  it('are whole orders: lines of the pushed products, a buyer, an address right for its country, totals that add up', async () => {
    const { rows } = await seededOrders();
    expect(rows).toHaveLength(DEMO_ORDERS.length + 1);
    for (const { order, storeCurrency } of rows) {
      const name = order.orderName!;
      const lines = await t.db
        .select()
        .from(orderLineItems)
        .where(eq(orderLineItems.orderId, order.id));
      expect([name, lines.length > 0]).toEqual([name, true]);

      // money: the store's currency; the subtotal is the lines', the total adds shipping
      expect([name, order.currency, order.channel]).toEqual([name, storeCurrency, 'shopify']);
      const subtotal = lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
      expect([name, cents(order.subtotalPrice)]).toEqual([name, subtotal]);
      const shipping = order.shippingLines.reduce((sum, line) => sum + cents(line.price), 0);
      expect([name, cents(order.shippingPrice)]).toEqual([name, shipping]);
      expect([name, cents(order.totalPrice)]).toEqual([
        name,
        subtotal + shipping + cents(order.totalTax) - cents(order.totalDiscounts),
      ]);

      // every line is a variant the push linked to the import it pushed to this store
      for (const line of lines) {
        expect([name, line.title, line.quantity > 0, line.imageUrl]).toEqual([
          name,
          expect.any(String),
          true,
          expect.stringMatching(/^\/catalogue-media\/products\/\d+\/\d+\.png$/),
        ]);
        const [link] = await t.db
          .select({ importId: storeVariantLinks.importListItemId })
          .from(storeVariantLinks)
          .where(
            and(
              eq(storeVariantLinks.storeId, order.storeId!),
              eq(
                storeVariantLinks.storeVariantId,
                `${SHOPIFY_VARIANT_GID}${line.platformVariantId}`,
              ),
            ),
          );
        expect([name, link]).toEqual([name, expect.anything()]);
        const listed = await t.db
          .select()
          .from(storeListings)
          .where(
            and(
              eq(storeListings.storeId, order.storeId!),
              eq(storeListings.importListItemId, link!.importId),
            ),
          );
        expect([name, listed]).toEqual([name, [expect.anything()]]);
      }

      // a buyer, and a shipping address suppliers take (ADR 022) in the order's country
      const [customer] = await t.db
        .select()
        .from(channelCustomers)
        .where(eq(channelCustomers.id, order.customerId!));
      expect([name, customer?.firstName, customer?.email]).toEqual([
        name,
        expect.any(String),
        expect.stringContaining('@'),
      ]);
      const [address] = await t.db
        .select()
        .from(orderAddresses)
        .where(and(eq(orderAddresses.orderId, order.id), eq(orderAddresses.kind, 'shipping')));
      expect([name, address?.countryCode]).toEqual([name, order.countryCode]);
      if (ADDRESS_PROBLEMS.has(name)) continue;
      const checked = checkAddress({
        country_code: address!.countryCode!,
        zip: address!.zip,
        phone: address!.phone,
        tax_id: address!.taxId,
        email: address!.email,
      });
      expect([name, checked.errors]).toEqual([name, []]);
      expect([name, address!.firstName, address!.address1, address!.city]).toEqual([
        name,
        expect.any(String),
        expect.any(String),
        expect.any(String),
      ]);
    }
  });

  it('hold what their section says: placed and paid with a supplier order number, a parcel on its tab', async () => {
    const { rows } = await seededOrders();
    for (const { order } of rows) {
      const name = order.orderName!;
      const placements = await t.db
        .select()
        .from(orderPlacements)
        .where(eq(orderPlacements.orderId, order.id));
      const parcels = await t.db
        .select()
        .from(parcelTrackings)
        .where(eq(parcelTrackings.reference, order.id));
      const section = order.section as OrderSection;
      const placed =
        section !== 'placement' && !(section === 'cancelled' && order.subStatus === 'channel');
      if (!placed) {
        expect([name, placements, parcels]).toEqual([name, [], []]);
        expect([name, order.sourceType]).toEqual([name, null]);
        continue;
      }
      expect([name, placements.length]).toEqual([name, 1]);
      const [placement] = placements;
      expect([
        name,
        placement!.status,
        placement!.sourceOrderNumbers.length,
        placement!.costMinor! > 0,
        placement!.lines.length,
        order.sourceType,
      ]).toEqual([name, 'success', 1, true, expect.any(Number), placement!.source]);
      const lines = await t.db
        .select({ id: orderLineItems.id, replaced: orderLineItems.replaceSupplier })
        .from(orderLineItems)
        .where(eq(orderLineItems.orderId, order.id));
      // the supplier order is of the order's lines, each placed as the line's supplier product
      expect(placement!.lines.map((l) => l.line_item_id).sort()).toEqual(
        lines.map((l) => l.id).sort(),
      );
      for (const line of lines) expect(line.replaced?.source).toBe(placement!.source);
      const paid = !(section === 'payment' && order.subStatus === 'waiting_payment');
      expect([name, placement!.paidAt !== null, placement!.paymentId !== null]).toEqual([
        name,
        paid,
        paid,
      ]);
      if (section === 'shipment') {
        expect([name, parcels.length]).toEqual([name, 1]);
        const [parcel] = parcels;
        expect([name, shipmentTabOf(parcel!.status)]).toEqual([name, order.subStatus]);
        expect([name, parcel!.events[0]?.status]).toEqual([name, parcel!.status]);
      } else expect([name, parcels]).toEqual([name, []]);
    }
  });

  it('read in the order center with items, buyer, selling price and, in the detail, pictures the browser can load', async () => {
    const { demo } = await seededOrders();
    const caller = { token: demo.token, workplaceId: demo.demoWorkplaceId };
    const sections: OrderSection[] = ['placement', 'payment', 'shipment', 'cancelled', 'refund'];
    let seen = 0;
    for (const section of sections) {
      const tabs = section === 'cancelled' ? ['channel', 'source'] : [undefined];
      for (const sub_status of tabs) {
        const { body } = await callEndpoint(t.app, orderListEndpoint, caller, {
          query: { order_status: section, ...(sub_status ? { sub_status } : {}) },
        });
        for (const row of body.data!.orders) {
          seen += 1;
          expect([row.order_name, row.item_count > 0, row.customer_name, row.total_price]).toEqual([
            row.order_name,
            true,
            expect.any(String),
            expect.stringMatching(/^\d+\.\d{2}$/),
          ]);
          expect(row.items.every((item) => !item.unmapped_product)).toBe(true);
        }
      }
    }
    // every one of them is within the list's default 7 days
    expect(seen).toBe(DEMO_ORDERS.length);

    const { body } = await callEndpoint(t.app, orderListEndpoint, caller, {
      query: { order_status: 'shipment' },
    });
    const shipped = body.data!.orders.find((row) => row.tracking !== null)!;
    const detail = await callEndpoint(t.app, orderDetailEndpoint, caller, {
      params: { order_id: shipped.id },
    });
    const order = detail.body.data!;
    expect(order.shipping_address?.country_code).toBe(order.country_code);
    for (const line of order.line_items)
      expect(line.image_url).toMatch(/^https?:\/\/[^/]+\/api\/catalogue-media\/products\//);
  });

  it('carry tracking numbers of the UPU S10 shape with their check digit', () => {
    // the S10 standard's own example, and a serial whose check digit is the 11 → 5 case
    expect(s10TrackingNumber('RB', 12_345_678, 'GB')).toBe('RB123456785GB');
    expect(s10TrackingNumber('LP', 0, 'CN')).toBe('LP000000005CN');
  });
});
