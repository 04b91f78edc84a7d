import type {
  NormalizedAddress,
  NormalizedOrder,
} from '../../modules/channel-orders/normalized-order';
import type { WooAddress, WooLineItem, WooOrder } from './woo-types';

const blank = (value: string | undefined | null) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function mapAddress(address: WooAddress | undefined): NormalizedAddress | null {
  if (!address || (!blank(address.address_1) && !blank(address.country))) return null;
  return {
    firstName: blank(address.first_name),
    lastName: blank(address.last_name),
    company: blank(address.company),
    address1: blank(address.address_1),
    address2: blank(address.address_2),
    city: blank(address.city),
    province: blank(address.state),
    provinceCode: blank(address.state),
    zip: blank(address.postcode),
    country: blank(address.country),
    countryCode: blank(address.country)?.toUpperCase() ?? null,
    phone: blank(address.phone),
    email: blank(address.email),
  };
}

/** "Blue / M" from the variation attributes WooCommerce puts in a line item's meta data. */
function variantTitle(item: WooLineItem): string | null {
  const values = (item.meta_data ?? [])
    .filter((meta) => !meta.key.startsWith('_'))
    .map((meta) => String(meta.display_value ?? meta.value ?? '').trim())
    .filter(Boolean);
  return values.length > 0 ? values.join(' / ') : null;
}

function money(value: number | string | undefined): string {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n.toFixed(2) : '0.00';
}

/** WooCommerce's GMT dates come without a zone ("2026-11-20T10:00:00"). */
export function wooGmtDate(value: string): Date {
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
}

/** A REST v3 order (or an order webhook's body, which is the same JSON) as ingest takes it. */
export function mapWooOrder(order: WooOrder): NormalizedOrder {
  const subtotal = order.line_items.reduce((sum, item) => sum + Number(item.subtotal || 0), 0);
  const billing = mapAddress(order.billing);
  const shipping = mapAddress(order.shipping) ?? billing;
  const email = blank(order.billing?.email);
  return {
    platform: 'woocommerce',
    platformOrderId: String(order.id),
    orderName: `#${order.number || order.id}`,
    currency: order.currency,
    subtotalPrice: subtotal.toFixed(2),
    shippingPrice: money(order.shipping_total),
    totalPrice: money(order.total),
    channelStatus: order.status,
    cancelled: order.status === 'cancelled',
    createdAt: wooGmtDate(order.date_created_gmt),
    updatedAt: wooGmtDate(order.date_modified_gmt),
    customer:
      order.customer_id > 0 || email
        ? {
            platformCustomerId: order.customer_id > 0 ? String(order.customer_id) : null,
            email,
            firstName: blank(order.billing?.first_name),
            lastName: blank(order.billing?.last_name),
            phone: blank(order.billing?.phone),
          }
        : null,
    shippingAddress: shipping,
    billingAddress: billing,
    lineItems: order.line_items.map((item) => ({
      platformLineItemId: String(item.id),
      platformProductId: item.product_id ? String(item.product_id) : null,
      platformVariantId: item.variation_id ? String(item.variation_id) : null,
      title: item.name,
      variantTitle: variantTitle(item),
      sku: blank(item.sku),
      imageUrl: blank(item.image?.src),
      quantity: item.quantity,
      price: money(item.price),
    })),
  };
}
