/** The WooCommerce store's data, in the shapes REST API v3 answers with. */

export interface Address {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email?: string;
  phone?: string;
}

export interface Customer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  username: string;
  billing: Address & { email: string; phone: string };
  shipping: Address;
  date_created_gmt: string;
}

export interface Variation {
  id: number;
  sku: string;
  price: string;
  regular_price: string;
  stock_quantity: number | null;
  stock_status: 'instock' | 'outofstock';
  attributes: Array<{ id: number; name: string; option: string }>;
  image: { id: number; src: string } | null;
  date_modified_gmt: string;
}

export interface Product {
  id: number;
  name: string;
  slug: string;
  type: 'simple' | 'variable';
  status: 'publish' | 'draft' | 'trash';
  description: string;
  sku: string;
  price: string;
  regular_price: string;
  stock_quantity: number | null;
  stock_status: 'instock' | 'outofstock';
  images: Array<{ id: number; src: string; name: string; alt: string }>;
  attributes: Array<{
    id: number;
    name: string;
    options: string[];
    variation: boolean;
    visible: boolean;
  }>;
  variations: Variation[];
  /** Custom meta an app wrote (REST `meta_data`). */
  meta_data: Array<{ id: number; key: string; value: string }>;
  date_created_gmt: string;
  date_modified_gmt: string;
}

export interface LineItem {
  id: number;
  name: string;
  product_id: number;
  variation_id: number;
  quantity: number;
  sku: string;
  price: number;
  /** Before the coupon; `total` after it. */
  subtotal: string;
  subtotal_tax: string;
  total: string;
  total_tax: string;
  /** This line's share of each tax rate (`id` = the rate's id in the order's tax_lines). */
  taxes: Array<{ id: number; total: string; subtotal: string }>;
  meta_data: Array<{
    id: number;
    key: string;
    value: string;
    display_key: string;
    display_value: string;
  }>;
  image: { id: number; src: string };
}

export type OrderStatus =
  'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'refunded' | 'failed';

export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  currency: string;
  date_created_gmt: string;
  date_modified_gmt: string;
  total: string;
  shipping_total: string;
  shipping_tax: string;
  discount_total: string;
  discount_tax: string;
  cart_tax: string;
  total_tax: string;
  prices_include_tax: boolean;
  customer_note: string;
  customer_id: number;
  billing: Address & { email: string; phone: string };
  shipping: Address;
  payment_method: string;
  payment_method_title: string;
  line_items: LineItem[];
  tax_lines: Array<{
    id: number;
    rate_code: string;
    rate_id: number;
    label: string;
    compound: boolean;
    tax_total: string;
    shipping_tax_total: string;
    rate_percent: number;
  }>;
  shipping_lines: Array<{
    id: number;
    method_title: string;
    method_id: string;
    instance_id: string;
    total: string;
    total_tax: string;
    taxes: Array<{ id: number; total: string }>;
  }>;
  coupon_lines: Array<{ id: number; code: string; discount: string; discount_tax: string }>;
  fee_lines: [];
}

export interface OrderNote {
  id: number;
  author: string;
  date_created_gmt: string;
  note: string;
  customer_note: boolean;
}

/** A REST key issued through wc-auth (WooCommerce → Settings → Advanced → REST API). */
export interface ApiKey {
  key_id: number;
  user_id: string;
  description: string;
  permissions: 'read' | 'write' | 'read_write';
  consumer_key: string;
  consumer_secret: string;
  revoked: boolean;
}

export type WebhookTopic =
  | 'order.created'
  | 'order.updated'
  | 'order.deleted'
  | 'product.created'
  | 'product.updated'
  | 'product.deleted';

export interface Webhook {
  id: number;
  name: string;
  status: 'active' | 'paused' | 'disabled';
  topic: WebhookTopic;
  delivery_url: string;
  secret: string;
  /** WooCommerce disables a webhook after this many failed deliveries in a row. */
  failure_count: number;
  date_created_gmt: string;
}

/** Times as WooCommerce's *_gmt fields show them: no zone, no milliseconds. */
export function gmt(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '');
}
