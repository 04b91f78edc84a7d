import { mapWooOrder } from './map-woo-order';
import type { WooOrder } from './woo-types';

const empty = {
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
};

const guestOrder: WooOrder = {
  id: 51,
  number: '51',
  status: 'cancelled',
  currency: 'EUR',
  date_created_gmt: '2026-11-20T10:00:00',
  date_modified_gmt: '2026-11-21T09:30:00',
  total: '31',
  shipping_total: '0.00',
  customer_id: 0,
  billing: {
    ...empty,
    first_name: 'Noor',
    last_name: 'Haddad',
    address_1: 'Rue Neuve 3',
    city: 'Brussels',
    postcode: '1000',
    country: 'be',
    email: 'Noor@Example.org ',
    phone: '',
  },
  // no separate shipping address: WooCommerce leaves it blank
  shipping: empty,
  line_items: [
    {
      id: 3,
      name: 'Camp mug',
      product_id: 9,
      variation_id: 0,
      quantity: 1,
      sku: '',
      price: 31,
      subtotal: '31.00',
      total: '31.00',
      meta_data: [{ key: '_reduced_stock', value: '1' }],
    },
  ],
};

describe('mapWooOrder', () => {
  it("keeps the shipping method, taxes, coupons and the buyer's note as WooCommerce sends them", () => {
    const order = mapWooOrder({
      ...guestOrder,
      status: 'processing',
      total: '30.50',
      total_tax: '4.00',
      discount_total: '10.00',
      prices_include_tax: false,
      customer_note: ' Leave at the back door ',
      tax_lines: [
        {
          rate_id: 1,
          label: 'VAT',
          tax_total: '4.00',
          shipping_tax_total: '0.00',
          rate_percent: 20,
        },
      ],
      shipping_lines: [{ method_title: 'Flat rate', method_id: 'flat_rate', total: '6.50' }],
      coupon_lines: [{ code: 'ten', discount: '10.00' }],
      line_items: [
        {
          ...guestOrder.line_items[0]!,
          subtotal: '30.00',
          total: '20.00',
          taxes: [{ id: 1, total: '4.00', subtotal: '6.00' }],
        },
      ],
    });
    expect(order).toMatchObject({
      totalTax: '4.00',
      totalDiscounts: '10.00',
      taxesIncluded: false,
      note: 'Leave at the back door',
      shippingLines: [{ title: 'Flat rate', code: 'flat_rate', price: '6.50' }],
      taxLines: [{ title: 'VAT', rate: '0.2', price: '4.00' }],
      discounts: [{ code: 'ten', amount: '10.00', type: null }],
    });
    expect(order.lineItems[0]).toMatchObject({
      totalDiscount: '10.00',
      taxLines: [{ title: 'VAT', rate: '0.2', price: '4.00' }],
    });
  });

  it('maps a guest order: e-mail identifies the buyer, billing stands in for shipping', () => {
    const order = mapWooOrder(guestOrder);
    expect(order).toMatchObject({
      platform: 'woocommerce',
      platformOrderId: '51',
      orderName: '#51',
      totalPrice: '31.00',
      subtotalPrice: '31.00',
      cancelled: true,
      customer: { platformCustomerId: null, email: 'Noor@Example.org' },
      shippingAddress: { city: 'Brussels', countryCode: 'BE' },
    });
    expect(order.updatedAt.toISOString()).toBe('2026-11-21T09:30:00.000Z');
    // hidden meta (leading underscore) is not a variant title; a blank sku is null
    expect(order.lineItems[0]).toMatchObject({
      variantTitle: null,
      sku: null,
      price: '31.00',
      platformVariantId: null,
    });
  });
});
