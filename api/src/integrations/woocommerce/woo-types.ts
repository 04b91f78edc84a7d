/** The parts of WooCommerce REST API v3 resources the product reads (docs: woocommerce.github.io/woocommerce-rest-api-docs). */

export interface WooAddress {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  email?: string;
  phone?: string;
}

export interface WooMeta {
  id?: number;
  key: string;
  value: unknown;
  display_key?: string;
  display_value?: unknown;
}

export interface WooLineItem {
  id: number;
  name: string;
  product_id: number;
  variation_id: number;
  quantity: number;
  sku: string | null;
  /** Unit price (a number in v3). */
  price: number | string;
  /** Before discounts; `total` is after them. */
  subtotal: string;
  total: string;
  /** This line's share of each tax rate: `id` is the rate's id in the order's tax_lines. */
  taxes?: Array<{ id: number; total: string; subtotal?: string }>;
  meta_data?: WooMeta[];
  image?: { id?: number | string; src?: string } | null;
}

export interface WooOrder {
  id: number;
  number: string;
  status: string;
  currency: string;
  date_created_gmt: string;
  date_modified_gmt: string;
  total: string;
  shipping_total: string;
  total_tax?: string;
  discount_total?: string;
  prices_include_tax?: boolean;
  customer_note?: string;
  tax_lines?: WooTaxLine[];
  shipping_lines?: Array<{ method_title: string; method_id: string; total: string }>;
  coupon_lines?: Array<{ code: string; discount: string }>;
  customer_id: number;
  billing: WooAddress;
  shipping: WooAddress;
  line_items: WooLineItem[];
}

/** One tax rate charged on the order (REST v3 order tax_lines). */
export interface WooTaxLine {
  rate_id: number;
  label: string;
  tax_total: string;
  shipping_tax_total: string;
  /** A percentage (20 for 20 %). */
  rate_percent?: number;
}

export interface WooAttribute {
  id: number;
  name: string;
  option?: string;
  options?: string[];
  variation?: boolean;
}

export interface WooProduct {
  id: number;
  name: string;
  type: 'simple' | 'variable' | 'grouped' | 'external';
  status: string;
  sku: string;
  price: string;
  regular_price: string;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  stock_quantity: number | null;
  images: Array<{ id: number; src: string; name?: string; alt?: string }>;
  attributes: WooAttribute[];
  /** Ids only, in the REST answer and in product webhooks. */
  variations: number[];
  date_modified_gmt?: string;
}

export interface WooVariation {
  id: number;
  sku: string;
  price: string;
  regular_price: string;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  stock_quantity: number | null;
  attributes: Array<{ id: number; name: string; option: string }>;
  image?: { id: number; src: string } | null;
}

export interface WooOrderNote {
  id: number;
  note: string;
  customer_note: boolean;
  date_created_gmt?: string;
}

export interface WooWebhook {
  id: number;
  name: string;
  status: 'active' | 'paused' | 'disabled';
  topic: string;
  resource: string;
  event: string;
  delivery_url: string;
}

/** The body of a REST error (WP_Error as JSON). */
export interface WooErrorBody {
  code: string;
  message: string;
  data?: { status?: number };
}

/** What we send for a product (REST v3 product properties we set). */
export interface WooProductWrite {
  id?: number;
  name: string;
  type: 'simple' | 'variable';
  status: 'publish' | 'draft';
  sku: string;
  description: string;
  regular_price?: string;
  manage_stock?: boolean;
  backorders?: 'no' | 'notify' | 'yes';
  images: Array<{ src: string; alt?: string }>;
  attributes: Array<{ name: string; options: string[]; variation: boolean; visible: boolean }>;
  /** Meta written by key (an existing key's value is replaced). */
  meta_data?: Array<{ key: string; value: string }>;
}

export interface WooVariationWrite {
  id?: number;
  sku: string;
  regular_price: string;
  image?: { src: string } | null;
  attributes: Array<{ name: string; option: string }>;
}

/** One item of a batch answer: the resource, or why that item failed (the others still ran). */
export type WooBatchItem<T> = T | { id: number; error: WooErrorBody };

export interface WooBatchResult<T> {
  create?: WooBatchItem<T>[];
  update?: WooBatchItem<T>[];
  delete?: WooBatchItem<T>[];
}

export const isBatchError = <T>(
  item: WooBatchItem<T>,
): item is { id: number; error: WooErrorBody } =>
  typeof item === 'object' && item !== null && 'error' in item;
