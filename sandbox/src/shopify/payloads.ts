import { gid } from './ids';
import { orderCharges } from './order-charges';
import type { Customer, MailingAddress, Order, Shop } from './model';

/** Webhook bodies use the REST Admin API's resource shapes (snake_case, numeric ids). */

function restAddress(address: MailingAddress | null) {
  if (!address) return null;
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    name: `${address.firstName} ${address.lastName}`.trim(),
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    province: address.province,
    province_code: address.provinceCode,
    zip: address.zip,
    country: address.country,
    country_code: address.countryCodeV2,
    phone: address.phone,
  };
}

function restCustomer(customer: Customer | undefined) {
  if (!customer) return null;
  return {
    id: customer.id,
    admin_graphql_api_id: gid('Customer', customer.id),
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    phone: customer.phone,
    default_address: restAddress(customer.address),
  };
}

const money = (amount: string, currency: string) => ({
  shop_money: { amount, currency_code: currency },
  presentment_money: { amount, currency_code: currency },
});

/** The REST Order resource, as sent with orders/create and orders/updated. */
export function orderPayload(shop: Shop, order: Order) {
  const customer = shop.customers.find((c) => c.id === order.customerId);
  const charges = orderCharges(order);
  const { subtotal, total } = charges;
  const currency = order.currencyCode;
  const taxLine = (price: string) =>
    order.taxRate === null
      ? []
      : [
          {
            title: 'Tax',
            price,
            rate: Number(order.taxRate),
            price_set: money(price, currency),
          },
        ];
  return {
    id: order.id,
    admin_graphql_api_id: gid('Order', order.id),
    name: order.name,
    order_number: order.number,
    email: order.email,
    note: order.note,
    created_at: order.createdAt,
    updated_at: order.updatedAt,
    processed_at: order.createdAt,
    cancelled_at: order.cancelledAt,
    cancel_reason: order.cancelReason,
    currency: order.currencyCode,
    presentment_currency: order.currencyCode,
    subtotal_price: subtotal,
    total_price: total,
    total_shipping_price_set: money(charges.shipping, currency),
    subtotal_price_set: money(subtotal, currency),
    total_price_set: money(total, currency),
    total_tax: charges.tax,
    total_tax_set: money(charges.tax, currency),
    total_discounts: charges.discount,
    total_discounts_set: money(charges.discount, currency),
    taxes_included: order.taxesIncluded,
    tax_lines: taxLine(charges.tax),
    discount_codes: order.discountCode
      ? [{ code: order.discountCode.code, amount: charges.discount, type: order.discountCode.type }]
      : [],
    shipping_lines: [
      {
        id: order.id,
        title: order.shippingLine.title,
        code: order.shippingLine.code,
        source: 'shopify',
        price: order.shippingLine.price,
        price_set: money(order.shippingLine.price, currency),
        discounted_price: order.shippingLine.price,
        discounted_price_set: money(order.shippingLine.price, currency),
        tax_lines: [],
      },
    ],
    financial_status: order.financialStatus.toLowerCase(),
    fulfillment_status:
      order.fulfillmentStatus === 'UNFULFILLED'
        ? null
        : order.fulfillmentStatus === 'FULFILLED'
          ? 'fulfilled'
          : 'partial',
    customer: restCustomer(customer),
    shipping_address: restAddress(order.shippingAddress),
    billing_address: restAddress(order.shippingAddress),
    line_items: order.lineItems.map((item) => ({
      id: item.id,
      admin_graphql_api_id: gid('LineItem', item.id),
      product_id: item.productId,
      variant_id: item.variantId,
      title: item.title,
      variant_title: item.variantTitle,
      name: item.variantTitle ? `${item.title} - ${item.variantTitle}` : item.title,
      sku: item.sku,
      quantity: item.quantity,
      price: item.price,
      price_set: money(item.price, currency),
      total_discount: '0.00',
      total_discount_set: money('0.00', currency),
      tax_lines: taxLine(charges.lines.get(item.id)!.tax),
    })),
    fulfillments: order.fulfillments.map((fulfillment) => ({
      id: fulfillment.id,
      status: fulfillment.status.toLowerCase(),
      tracking_company: fulfillment.trackingInfo[0]?.company ?? null,
      tracking_number: fulfillment.trackingInfo[0]?.number ?? null,
      tracking_url: fulfillment.trackingInfo[0]?.url ?? null,
    })),
  };
}

/** The REST Shop resource, as sent with app/uninstalled. */
export function shopPayload(shop: Shop) {
  return {
    id: shop.id,
    name: shop.name,
    email: shop.email,
    domain: shop.domain,
    myshopify_domain: shop.domain,
    currency: shop.currencyCode,
    iana_timezone: shop.ianaTimezone,
    plan_display_name: shop.planName,
  };
}

export function customersDataRequestPayload(shop: Shop, customer: Customer, requestId: number) {
  return {
    shop_id: shop.id,
    shop_domain: shop.domain,
    orders_requested: shop.orders.filter((o) => o.customerId === customer.id).map((o) => o.id),
    customer: { id: customer.id, email: customer.email, phone: customer.phone },
    data_request: { id: requestId },
  };
}

export function customersRedactPayload(shop: Shop, customer: Customer) {
  return {
    shop_id: shop.id,
    shop_domain: shop.domain,
    customer: { id: customer.id, email: customer.email, phone: customer.phone },
    orders_to_redact: shop.orders.filter((o) => o.customerId === customer.id).map((o) => o.id),
  };
}

export const shopRedactPayload = (shop: Shop) => ({ shop_id: shop.id, shop_domain: shop.domain });
