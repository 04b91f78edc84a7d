import type { ChannelDiscount, ChannelShippingLine, ChannelTaxLine } from '../../db/schema';

/** An address as every channel adapter hands it over. */
export interface NormalizedAddress {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  zip: string | null;
  country: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string | null;
  phone: string | null;
  email: string | null;
}

export interface NormalizedLineItem {
  platformLineItemId: string;
  platformProductId: string | null;
  platformVariantId: string | null;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  imageUrl: string | null;
  quantity: number;
  /** Unit price as a decimal string in the order currency ("12.50"): no float rounding. */
  price: string;
  // null: this delivery doesn't say (Shopify's order sync leaves them out to stay within the
  // query cost limit), and what an earlier webhook stored stays
  /** Discount on the whole line, as the channel allocated it. */
  totalDiscount: string | null;
  taxLines: ChannelTaxLine[] | null;
}

export interface NormalizedCustomer {
  /** The channel's id; null for a guest checkout (then the e-mail identifies them). */
  platformCustomerId: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

/**
 * A channel order in the one shape ingest stores, whatever the platform (Shopify GraphQL/webhook
 * JSON, WooCommerce REST v3). Adapters map their payloads to this.
 */
export interface NormalizedOrder {
  platform: 'shopify' | 'woocommerce';
  platformOrderId: string;
  /** What the merchant sees, e.g. "#1001". */
  orderName: string;
  currency: string;
  subtotalPrice: string | null;
  shippingPrice: string | null;
  totalPrice: string | null;
  /** The channel's own status words, kept for display. */
  channelStatus: string;
  /** The channel cancelled the order (spec 002 §2 "cancelled by channel"). */
  cancelled: boolean;
  createdAt: Date;
  /** Versions the order: a delivery older than what is stored changes nothing. */
  updatedAt: Date;
  customer: NormalizedCustomer | null;
  shippingAddress: NormalizedAddress | null;
  billingAddress: NormalizedAddress | null;
  lineItems: NormalizedLineItem[];
  // the rest of what the buyer was charged, kept as the channel sent it (issue 11 §6)
  totalTax: string | null;
  totalDiscounts: string | null;
  /** Whether line and shipping prices already include the taxes; null when not said. */
  taxesIncluded: boolean | null;
  shippingLines: ChannelShippingLine[];
  taxLines: ChannelTaxLine[];
  /** null: this delivery doesn't say, and what is stored stays. */
  discounts: ChannelDiscount[] | null;
  /** The buyer's note at checkout. */
  note: string | null;
}
