import type { ChannelTaxLine } from '../../db/schema';
import type {
  NormalizedAddress,
  NormalizedOrder,
} from '../../modules/channel-orders/normalized-order';
import type { GraphqlOrder, GraphqlTaxLine } from './admin-operations';

/** Shopify orders (webhook REST JSON and Admin GraphQL) in the one shape ingest stores. */

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const numberId = (value: unknown): string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;
/** gid://shopify/Order/123 → 123: webhooks and GraphQL then key the same order the same way. */
const legacyId = (gid: string | null | undefined): string | null =>
  gid ? (gid.split('/').pop() ?? null) : null;

type RestAddress = Record<string, unknown> | null | undefined;

/** A REST tax line: the rate is a JSON number there (0.06), a Float in GraphQL. */
interface RestTaxLine {
  title?: string;
  price?: string;
  rate?: number | string | null;
}

const rateText = (rate: unknown): string | null =>
  typeof rate === 'number' || typeof rate === 'string' ? String(rate) : null;

const restTaxLines = (lines: RestTaxLine[] | undefined): ChannelTaxLine[] =>
  (lines ?? []).map((line) => ({
    title: line.title ?? '',
    rate: rateText(line.rate),
    price: line.price ?? '0.00',
  }));

function restAddress(address: RestAddress, email: string | null): NormalizedAddress | null {
  if (!address) return null;
  return {
    firstName: text(address.first_name),
    lastName: text(address.last_name),
    company: text(address.company),
    address1: text(address.address1),
    address2: text(address.address2),
    city: text(address.city),
    province: text(address.province),
    provinceCode: text(address.province_code),
    zip: text(address.zip),
    country: text(address.country),
    countryCode: text(address.country_code)?.toUpperCase() ?? null,
    phone: text(address.phone),
    email,
  };
}

const channelStatus = (financial: string | null, fulfillment: string | null) =>
  `${(financial ?? 'pending').toLowerCase()}/${(fulfillment ?? 'unfulfilled').toLowerCase()}`;

/** The REST Order resource of orders/create and orders/updated. */
export interface RestOrderPayload {
  id: number | string;
  name?: string;
  email?: string | null;
  currency?: string;
  created_at?: string;
  updated_at?: string;
  cancelled_at?: string | null;
  subtotal_price?: string | null;
  total_price?: string | null;
  total_shipping_price_set?: { shop_money?: { amount?: string } } | null;
  total_tax?: string | null;
  total_discounts?: string | null;
  taxes_included?: boolean | null;
  note?: string | null;
  tax_lines?: RestTaxLine[];
  shipping_lines?: Array<{ title?: string; code?: string | null; price?: string }>;
  discount_codes?: Array<{ code?: string; amount?: string; type?: string | null }>;
  financial_status?: string | null;
  fulfillment_status?: string | null;
  customer?: {
    id?: number | string;
    email?: string | null;
    first_name?: string | null;
    last_name?: string | null;
    phone?: string | null;
  } | null;
  shipping_address?: RestAddress;
  billing_address?: RestAddress;
  line_items?: Array<{
    id: number | string;
    product_id?: number | string | null;
    variant_id?: number | string | null;
    title?: string;
    variant_title?: string | null;
    sku?: string | null;
    quantity?: number;
    price?: string;
    total_discount?: string | null;
    tax_lines?: RestTaxLine[];
  }>;
}

export function isRestOrderPayload(value: unknown): value is RestOrderPayload {
  const order = value as RestOrderPayload | null;
  return (
    typeof order === 'object' &&
    order !== null &&
    numberId(order.id) !== null &&
    Array.isArray(order.line_items)
  );
}

export function orderFromWebhook(payload: RestOrderPayload): NormalizedOrder {
  const email = text(payload.email);
  const createdAt = new Date(payload.created_at ?? Date.now());
  return {
    platform: 'shopify',
    platformOrderId: String(payload.id),
    orderName: payload.name ?? `#${payload.id}`,
    currency: payload.currency ?? 'USD',
    subtotalPrice: text(payload.subtotal_price),
    shippingPrice: text(payload.total_shipping_price_set?.shop_money?.amount),
    totalPrice: text(payload.total_price),
    channelStatus: channelStatus(text(payload.financial_status), text(payload.fulfillment_status)),
    cancelled: Boolean(payload.cancelled_at),
    createdAt,
    updatedAt: new Date(payload.updated_at ?? createdAt),
    customer: payload.customer
      ? {
          platformCustomerId: numberId(payload.customer.id),
          email: text(payload.customer.email) ?? email,
          firstName: text(payload.customer.first_name),
          lastName: text(payload.customer.last_name),
          phone: text(payload.customer.phone),
        }
      : null,
    shippingAddress: restAddress(payload.shipping_address, email),
    billingAddress: restAddress(payload.billing_address, email),
    lineItems: (payload.line_items ?? []).map((item) => ({
      platformLineItemId: String(item.id),
      platformProductId: numberId(item.product_id),
      platformVariantId: numberId(item.variant_id),
      title: item.title ?? '',
      variantTitle: text(item.variant_title),
      sku: text(item.sku),
      imageUrl: null,
      quantity: item.quantity ?? 1,
      price: item.price ?? '0.00',
      totalDiscount: text(item.total_discount),
      taxLines: restTaxLines(item.tax_lines),
    })),
    totalTax: text(payload.total_tax),
    totalDiscounts: text(payload.total_discounts),
    taxesIncluded: typeof payload.taxes_included === 'boolean' ? payload.taxes_included : null,
    shippingLines: (payload.shipping_lines ?? []).map((line) => ({
      title: line.title ?? '',
      code: text(line.code),
      price: line.price ?? '0.00',
    })),
    taxLines: restTaxLines(payload.tax_lines),
    discounts: (payload.discount_codes ?? []).map((discount) => ({
      code: discount.code ?? '',
      amount: discount.amount ?? '0.00',
      type: text(discount.type),
    })),
    note: text(payload.note),
  };
}

function graphqlAddress(
  address: Record<string, string | null> | null,
  email: string | null,
): NormalizedAddress | null {
  if (!address) return null;
  return {
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.province ?? null,
    provinceCode: address.provinceCode ?? null,
    zip: address.zip ?? null,
    country: address.country ?? null,
    countryCode: address.countryCodeV2?.toUpperCase() ?? null,
    phone: address.phone ?? null,
    email,
  };
}

/** An order read by the periodic sync (Admin GraphQL). */
export function orderFromGraphql(order: GraphqlOrder): NormalizedOrder {
  return {
    platform: 'shopify',
    platformOrderId: order.legacyResourceId,
    orderName: order.name,
    currency: order.currencyCode,
    subtotalPrice: order.subtotalPriceSet.shopMoney.amount,
    shippingPrice: order.totalShippingPriceSet.shopMoney.amount,
    totalPrice: order.totalPriceSet.shopMoney.amount,
    channelStatus: channelStatus(
      order.displayFinancialStatus,
      order.displayFulfillmentStatus === 'UNFULFILLED' ? null : order.displayFulfillmentStatus,
    ),
    cancelled: Boolean(order.cancelledAt),
    createdAt: new Date(order.createdAt),
    updatedAt: new Date(order.updatedAt),
    customer: order.customer
      ? {
          platformCustomerId: legacyId(order.customer.id),
          email: order.customer.email ?? order.email,
          firstName: order.customer.firstName,
          lastName: order.customer.lastName,
          phone: order.customer.phone,
        }
      : null,
    shippingAddress: graphqlAddress(order.shippingAddress, order.email),
    billingAddress: null,
    lineItems: order.lineItems.nodes.map((item) => ({
      platformLineItemId: legacyId(item.id) ?? item.id,
      platformProductId: legacyId(item.product?.id),
      platformVariantId: legacyId(item.variant?.id),
      title: item.title,
      variantTitle: item.variantTitle,
      sku: item.sku,
      imageUrl: null,
      quantity: item.quantity,
      price: item.originalUnitPriceSet.shopMoney.amount,
      totalDiscount: null,
      taxLines: null,
    })),
    totalTax: order.totalTaxSet?.shopMoney.amount ?? null,
    totalDiscounts: order.totalDiscountsSet?.shopMoney.amount ?? null,
    taxesIncluded: order.taxesIncluded,
    shippingLines: order.shippingLines.nodes.map((line) => ({
      title: line.title,
      code: line.code,
      price: line.originalPriceSet.shopMoney.amount,
    })),
    taxLines: graphqlTaxLines(order.taxLines),
    // GraphQL names the codes but not what each took off (the webhook's discount_codes do)
    discounts: null,
    note: order.note,
  };
}

function graphqlTaxLines(lines: GraphqlTaxLine[]): ChannelTaxLine[] {
  return lines.map((line) => ({
    title: line.title,
    rate: rateText(line.rate),
    price: line.priceSet.shopMoney.amount,
  }));
}
