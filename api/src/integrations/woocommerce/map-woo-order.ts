import type {
  NormalizedAddress,
  NormalizedOrder,
} from '../../modules/channel-orders/normalized-order';
import type { ChannelTaxLine } from '../../db/schema';
import type { WooAddress, WooLineItem, WooOrder, WooTaxLine } from './woo-types';

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

/** 20 (per cent) → "0.2", the fraction Shopify sends and the orders table keeps. */
const rateFraction = (line: WooTaxLine | undefined): string | null =>
  line?.rate_percent === undefined ? null : String(line.rate_percent / 100);

/** A line's taxes, labelled and rated from the order's tax lines they point at. */
function lineTaxLines(item: WooLineItem, rates: WooTaxLine[]): ChannelTaxLine[] {
  return (item.taxes ?? [])
    .filter((tax) => Number(tax.total) !== 0)
    .map((tax) => {
      const rate = rates.find((line) => line.rate_id === tax.id);
      return { title: rate?.label ?? '', rate: rateFraction(rate), price: money(tax.total) };
    });
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
      totalDiscount: money(Number(item.subtotal || 0) - Number(item.total || 0)),
      taxLines: lineTaxLines(item, order.tax_lines ?? []),
    })),
    totalTax: order.total_tax === undefined ? null : money(order.total_tax),
    totalDiscounts: order.discount_total === undefined ? null : money(order.discount_total),
    taxesIncluded: order.prices_include_tax ?? null,
    shippingLines: (order.shipping_lines ?? []).map((line) => ({
      title: line.method_title,
      code: blank(line.method_id),
      price: money(line.total),
    })),
    taxLines: (order.tax_lines ?? []).map((line) => ({
      title: line.label,
      rate: rateFraction(line),
      price: money(Number(line.tax_total || 0) + Number(line.shipping_tax_total || 0)),
    })),
    discounts: (order.coupon_lines ?? []).map((coupon) => ({
      code: coupon.code,
      amount: money(coupon.discount),
      type: null,
    })),
    note: blank(order.customer_note),
  };
}
