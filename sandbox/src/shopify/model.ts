/** The stand-in's in-memory state: a few shops with what the adapter reads and writes. */

import type { AppPurchaseOneTime, AppSubscription } from './billing/model';

export interface MoneyAmount {
  amount: string;
  currencyCode: string;
}

export interface MailingAddress {
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  provinceCode: string | null;
  zip: string;
  country: string;
  countryCodeV2: string;
  phone: string | null;
}

export interface ProductOption {
  id: number;
  name: string;
  position: number;
  values: string[];
}

export interface ProductVariant {
  id: number;
  title: string;
  sku: string | null;
  price: string;
  compareAtPrice: string | null;
  inventoryQuantity: number;
  selectedOptions: Array<{ name: string; value: string }>;
  /** The inventory item's packaged weight (InventoryItem.measurement.weight), if set. */
  weight: { value: number; unit: 'GRAMS' | 'KILOGRAMS' | 'OUNCES' | 'POUNDS' } | null;
}

/** A metafield of a product: Shopify keeps the value as a string whatever its type. */
export interface Metafield {
  id: number;
  namespace: string;
  key: string;
  type: string;
  value: string;
}

/** A MediaImage: Shopify keeps the source URL it fetched the file from and the alt text. */
export interface ProductMedia {
  id: number;
  originalSource: string;
  alt: string;
}

export interface Product {
  id: number;
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  tags: string[];
  options: ProductOption[];
  variants: ProductVariant[];
  /** Product media (images only): what productSet's `files` attached, in order. */
  media: ProductMedia[];
  metafields: Metafield[];
  publicationIds: Set<number>;
  createdAt: string;
  updatedAt: string;
}

export interface Customer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  address: MailingAddress;
}

export interface LineItem {
  id: number;
  productId: number | null;
  variantId: number | null;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  price: string;
}

export interface TrackingInfo {
  company: string | null;
  number: string | null;
  url: string | null;
}

export interface Fulfillment {
  id: number;
  status: 'SUCCESS' | 'CANCELLED';
  createdAt: string;
  trackingInfo: TrackingInfo[];
  lineItems: Array<{ lineItemId: number; quantity: number }>;
}

export interface FulfillmentOrder {
  id: number;
  status: 'OPEN' | 'IN_PROGRESS' | 'CLOSED';
  lineItems: Array<{
    id: number;
    lineItemId: number;
    totalQuantity: number;
    remainingQuantity: number;
  }>;
}

export type FinancialStatus =
  'PENDING' | 'AUTHORIZED' | 'PAID' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'VOIDED';
export type FulfillmentStatus = 'UNFULFILLED' | 'PARTIALLY_FULFILLED' | 'FULFILLED';

/** The shipping rate the buyer chose at checkout. */
export interface ShippingLine {
  title: string;
  code: string;
  price: string;
}

/** A discount code the buyer entered: an amount off, or a percentage (value "10" = 10 %). */
export interface DiscountCode {
  code: string;
  type: 'fixed_amount' | 'percentage';
  value: string;
}

export interface Order {
  id: number;
  number: number;
  name: string;
  email: string;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  currencyCode: string;
  financialStatus: FinancialStatus;
  fulfillmentStatus: FulfillmentStatus;
  customerId: number | null;
  shippingAddress: MailingAddress | null;
  lineItems: LineItem[];
  shippingLine: ShippingLine;
  discountCode: DiscountCode | null;
  /** One tax rate for the whole order, as a fraction ("0.2"); null when untaxed. */
  taxRate: string | null;
  taxesIncluded: boolean;
  fulfillmentOrders: FulfillmentOrder[];
  fulfillments: Fulfillment[];
}

/** A sales channel app installed on the shop, and its publication. */
export interface Publication {
  id: number;
  name: string;
  app: { id: number; handle: string; title: string; developerName: string };
}

export interface Installation {
  accessToken: string;
  scopes: string[];
  installedAt: string;
  /** Set by the control API ("token revoked"): the token answers 401 from then on. */
  revoked: boolean;
}

export interface WebhookSubscription {
  id: number;
  topic: string;
  uri: string;
  createdAt: string;
}

export interface Shop {
  id: number;
  domain: string;
  name: string;
  email: string;
  currencyCode: string;
  ianaTimezone: string;
  planName: string;
  products: Product[];
  customers: Customer[];
  orders: Order[];
  publications: Publication[];
  installation: Installation | null;
  subscriptions: WebhookSubscription[];
  /** The app's charges to the shop (Shopify Billing), newest last. */
  appSubscriptions: AppSubscription[];
  /** The app's one-time purchases on the shop (appPurchaseOneTimeCreate), newest last. */
  appPurchases: AppPurchaseOneTime[];
  nextOrderNumber: number;
}
