import { createHmac, randomBytes } from 'node:crypto';
import { normalConditions, type ServiceConditions } from '../outside-world/conditions';
import {
  gmt,
  type ApiKey,
  type Customer,
  type LineItem,
  type Order,
  type OrderNote,
  type OrderStatus,
  type Product,
  type Webhook,
  type WebhookTopic,
} from './model';
import { seedStore, STORE } from './seed';
import { applyCharges, STANDARD_RATE_ID } from './order-charges';

export const WC_VERSION = '9.4.2';
export const WP_VERSION = '6.7.1';
/** WooCommerce disables a webhook after five failed deliveries in a row. */
const MAX_WEBHOOK_FAILURES = 5;

export class WorldError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Delivery {
  delivery_id: number;
  webhook_id: number;
  topic: WebhookTopic;
  delivery_url: string;
  status: number | null;
  error: string | null;
  at: string;
}

export interface WooWorldOptions {
  fetchImpl?: typeof fetch;
  /** WooCommerce waits this long for a delivery (5 s by default in its HTTP API). */
  timeoutMs?: number;
}

/** WooCommerce signs deliveries as base64(HMAC-SHA256(body, secret)). */
export function webhookSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** One WooCommerce store: catalogue, customers, orders, REST keys, webhooks and conditions. */
export class WooWorld {
  readonly products: Product[];
  readonly customers: Customer[];
  readonly orders: Order[] = [];
  readonly notes = new Map<number, OrderNote[]>();
  readonly keys: ApiKey[] = [];
  readonly webhooks: Webhook[] = [];
  readonly deliveries: Delivery[] = [];
  readonly conditions: ServiceConditions = normalConditions();
  private nextId: number;
  private nextKeyId = 1;
  private nextDeliveryId = 1;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(
    readonly publicUrl: string,
    options: WooWorldOptions = {},
  ) {
    const seeded = seedStore(publicUrl);
    this.products = seeded.products;
    this.customers = seeded.customers;
    this.nextId = seeded.nextId;
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    // a few orders from before the app was connected (the first sync brings them in)
    const variable = this.products.filter((p) => p.type === 'variable');
    this.placeOrder(
      {
        customerId: this.customers[0]!.id,
        items: [
          { productId: variable[0]!.id, variationId: variable[0]!.variations[1]!.id, quantity: 1 },
        ],
        status: 'processing',
      },
      { daysAgo: 3 },
    );
    this.placeOrder(
      {
        customerId: this.customers[1]!.id,
        items: [
          { productId: variable[1]!.id, variationId: variable[1]!.variations[0]!.id, quantity: 2 },
          { productId: this.products.find((p) => p.type === 'simple')!.id, quantity: 1 },
        ],
        status: 'processing',
      },
      { daysAgo: 2 },
    );
    this.placeOrder(
      {
        customerId: this.customers[2]!.id,
        items: [
          { productId: variable[2]!.id, variationId: variable[2]!.variations[3]!.id, quantity: 1 },
        ],
        status: 'completed',
      },
      { daysAgo: 6 },
    );
  }

  /** The next post id (products, variations, orders and notes share WordPress's counter). */
  id(): number {
    this.nextId += 1;
    return this.nextId;
  }

  // ---- REST keys (wc-auth) -------------------------------------------------------------------

  issueKey(userId: string, appName: string, permissions: ApiKey['permissions']): ApiKey {
    const key: ApiKey = {
      key_id: this.nextKeyId++,
      user_id: userId,
      description: `${appName} - API (${new Date().toISOString().slice(0, 10)})`,
      permissions,
      consumer_key: `ck_${randomBytes(20).toString('hex')}`,
      consumer_secret: `cs_${randomBytes(20).toString('hex')}`,
      revoked: false,
    };
    this.keys.push(key);
    return key;
  }

  deleteKey(keyId: number): void {
    const index = this.keys.findIndex((k) => k.key_id === keyId);
    if (index >= 0) this.keys.splice(index, 1);
  }

  /** The merchant revokes every key (Settings → Advanced → REST API → Revoke). */
  revokeKeys(): number {
    let n = 0;
    for (const key of this.keys)
      if (!key.revoked) {
        key.revoked = true;
        n += 1;
      }
    return n;
  }

  findKey(consumerKey: string, consumerSecret: string): ApiKey | null {
    const key = this.keys.find((k) => k.consumer_key === consumerKey && !k.revoked);
    return key && key.consumer_secret === consumerSecret ? key : null;
  }

  // ---- catalogue -----------------------------------------------------------------------------

  product(id: number): Product {
    const product = this.products.find((p) => p.id === id);
    if (!product) throw new WorldError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
    return product;
  }

  /** "Stock runs out": the product (and every variation) goes out of stock. */
  async stockOut(productId: number): Promise<Product> {
    const product = this.product(productId);
    product.stock_status = 'outofstock';
    if (product.stock_quantity !== null) product.stock_quantity = 0;
    for (const variation of product.variations) {
      variation.stock_quantity = 0;
      variation.stock_status = 'outofstock';
      variation.date_modified_gmt = gmt(new Date());
    }
    product.date_modified_gmt = gmt(new Date());
    await this.fire('product.updated', this.productJson(product));
    return product;
  }

  productJson(product: Product) {
    const { variations, ...rest } = product;
    return {
      ...rest,
      permalink: `${this.publicUrl}/product/${product.slug}/`,
      variations: variations.map((v) => v.id),
    };
  }

  // ---- orders --------------------------------------------------------------------------------

  order(id: number): Order {
    const order = this.orders.find((o) => o.id === id);
    if (!order) throw new WorldError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
    return order;
  }

  /**
   * "A customer orders": a checkout by a customer (default: the next in turn) of some items.
   * The caller sends `order.created` (the control API waits for the deliveries).
   */
  placeOrder(
    input: {
      customerId?: number;
      items?: Array<{ productId: number; variationId?: number; quantity: number }>;
      status?: OrderStatus;
      customerNote?: string;
      /** A fixed-cart coupon: the amount comes off the lines in proportion. */
      coupon?: { code: string; amount: string };
      /** One standard rate on the lines, in per cent (20 = 20 %), added to the prices. */
      taxRatePercent?: number;
    },
    options: { daysAgo?: number } = {},
  ): Order {
    const customer =
      input.customerId !== undefined
        ? this.customers.find((c) => c.id === input.customerId)
        : this.customers[this.orders.length % this.customers.length];
    if (!customer)
      throw new WorldError(400, 'woocommerce_rest_invalid_customer_id', 'Invalid customer ID.');
    const items = input.items?.length
      ? input.items
      : [
          {
            productId: this.products[0]!.id,
            variationId: this.products[0]!.variations[0]?.id,
            quantity: 1,
          },
        ];
    const lineItems: LineItem[] = items.map((item) => {
      const product = this.product(item.productId);
      const variation = item.variationId
        ? product.variations.find((v) => v.id === item.variationId)
        : undefined;
      if (product.type === 'variable' && !variation)
        throw new WorldError(400, 'woocommerce_rest_invalid_variation_id', 'Invalid variation ID.');
      const price = Number(variation?.price ?? product.price);
      const total = (price * item.quantity).toFixed(2);
      return {
        subtotal_tax: '0.00',
        total_tax: '0.00',
        taxes: [],
        id: this.id(),
        name: variation
          ? `${product.name} - ${variation.attributes.map((a) => a.option).join(', ')}`
          : product.name,
        product_id: product.id,
        variation_id: variation?.id ?? 0,
        quantity: item.quantity,
        sku: variation?.sku ?? product.sku,
        price,
        subtotal: total,
        total,
        meta_data: (variation?.attributes ?? []).map((a, i) => ({
          id: i + 1,
          key: `pa_${a.name.toLowerCase()}`,
          value: a.option.toLowerCase(),
          display_key: a.name,
          display_value: a.option,
        })),
        image: variation?.image ?? { id: product.images[0]!.id, src: product.images[0]!.src },
      };
    });
    const shipping = 6.5;
    const charges = applyCharges(lineItems, input.coupon, input.taxRatePercent);
    const at = gmt(new Date(Date.now() - (options.daysAgo ?? 0) * 86_400_000));
    const id = this.id();
    const order: Order = {
      id,
      number: String(id),
      status: input.status ?? 'processing',
      currency: STORE.currency,
      date_created_gmt: at,
      date_modified_gmt: at,
      total: ((charges.totalCents + Math.round(shipping * 100)) / 100).toFixed(2),
      shipping_total: shipping.toFixed(2),
      shipping_tax: '0.00',
      discount_total: charges.discount,
      discount_tax: '0.00',
      cart_tax: charges.tax,
      total_tax: charges.tax,
      prices_include_tax: false,
      customer_note: input.customerNote ?? '',
      customer_id: customer.id,
      billing: { ...customer.billing },
      shipping: { ...customer.shipping },
      payment_method: 'stripe',
      payment_method_title: 'Credit card',
      line_items: lineItems,
      tax_lines:
        input.taxRatePercent === undefined
          ? []
          : [
              {
                id: this.id(),
                rate_code: `STANDARD-${input.taxRatePercent}`,
                rate_id: STANDARD_RATE_ID,
                label: 'Tax',
                compound: false,
                tax_total: charges.tax,
                shipping_tax_total: '0.00',
                rate_percent: input.taxRatePercent,
              },
            ],
      shipping_lines: [
        {
          id: this.id(),
          method_title: 'Flat rate',
          method_id: 'flat_rate',
          instance_id: '1',
          total: shipping.toFixed(2),
          total_tax: '0.00',
          taxes: [],
        },
      ],
      coupon_lines: input.coupon
        ? [
            {
              id: this.id(),
              code: input.coupon.code,
              discount: charges.discount,
              discount_tax: '0.00',
            },
          ]
        : [],
      fee_lines: [],
    };
    this.orders.push(order);
    return order;
  }

  async updateOrder(id: number, patch: { status?: OrderStatus }): Promise<Order> {
    const order = this.order(id);
    if (patch.status) order.status = patch.status;
    // WooCommerce keeps whole seconds: make sure an update is visibly newer
    const previous = Date.parse(`${order.date_modified_gmt}Z`);
    order.date_modified_gmt = gmt(new Date(Math.max(Date.now(), previous + 1000)));
    await this.fire('order.updated', order);
    return order;
  }

  addNote(orderId: number, note: string, customerNote: boolean, author: string): OrderNote {
    this.order(orderId);
    const entry: OrderNote = {
      id: this.id(),
      author,
      date_created_gmt: gmt(new Date()),
      note,
      customer_note: customerNote,
    };
    this.notes.set(orderId, [entry, ...(this.notes.get(orderId) ?? [])]);
    return entry;
  }

  // ---- webhooks ------------------------------------------------------------------------------

  /** Creates a webhook; like WooCommerce, first pings the delivery URL, which must answer 2xx. */
  async createWebhook(input: {
    name?: string;
    topic: string;
    delivery_url: string;
    secret?: string;
    status?: Webhook['status'];
  }): Promise<Webhook> {
    const topics: WebhookTopic[] = [
      'order.created',
      'order.updated',
      'order.deleted',
      'product.created',
      'product.updated',
      'product.deleted',
    ];
    if (!topics.includes(input.topic as WebhookTopic))
      throw new WorldError(400, 'rest_invalid_param', 'Invalid parameter(s): topic');
    let url: URL;
    try {
      url = new URL(input.delivery_url);
    } catch {
      throw new WorldError(400, 'rest_invalid_param', 'Invalid parameter(s): delivery_url');
    }
    const webhook: Webhook = {
      id: this.id(),
      name: input.name ?? `Webhook created on ${new Date().toUTCString()}`,
      status: input.status ?? 'active',
      topic: input.topic as WebhookTopic,
      delivery_url: url.toString(),
      secret: input.secret ?? randomBytes(24).toString('base64'),
      failure_count: 0,
      date_created_gmt: gmt(new Date()),
    };
    const ping = await this.post(webhook.delivery_url, `webhook_id=${webhook.id}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    if (ping.status === null || ping.status < 200 || ping.status > 299)
      throw new WorldError(
        400,
        'woocommerce_rest_webhook_delivery_failed',
        `Error: Delivery URL returned response code: ${ping.status ?? ping.error}`,
      );
    this.webhooks.push(webhook);
    return webhook;
  }

  deleteWebhook(id: number): Webhook {
    const index = this.webhooks.findIndex((w) => w.id === id);
    if (index < 0) throw new WorldError(404, 'woocommerce_rest_webhook_invalid_id', 'Invalid ID.');
    return this.webhooks.splice(index, 1)[0]!;
  }

  webhookJson(webhook: Webhook) {
    const [resource, event] = webhook.topic.split('.');
    const { secret: _secret, failure_count: _failures, ...rest } = webhook;
    return { ...rest, resource, event, hooks: [`woocommerce_${resource}_${event}`] };
  }

  /** Sends `topic` to every active webhook on it; resolves when every delivery has answered. */
  async fire(topic: WebhookTopic, payload: unknown): Promise<Delivery[]> {
    const body = JSON.stringify(payload);
    const [resource, event] = topic.split('.');
    const targets = this.webhooks.filter((w) => w.status === 'active' && w.topic === topic);
    return Promise.all(
      targets.map(async (webhook) => {
        const deliveryId = this.nextDeliveryId++;
        const answer = await this.post(webhook.delivery_url, body, {
          'content-type': 'application/json',
          'x-wc-webhook-source': `${this.publicUrl}/`,
          'x-wc-webhook-topic': topic,
          'x-wc-webhook-resource': resource!,
          'x-wc-webhook-event': event!,
          'x-wc-webhook-signature': webhookSignature(body, webhook.secret),
          'x-wc-webhook-id': String(webhook.id),
          'x-wc-webhook-delivery-id': String(deliveryId),
        });
        const ok = answer.status !== null && answer.status >= 200 && answer.status <= 299;
        webhook.failure_count = ok ? 0 : webhook.failure_count + 1;
        if (webhook.failure_count >= MAX_WEBHOOK_FAILURES) webhook.status = 'disabled';
        const delivery: Delivery = {
          delivery_id: deliveryId,
          webhook_id: webhook.id,
          topic,
          delivery_url: webhook.delivery_url,
          status: answer.status,
          error: answer.error,
          at: new Date().toISOString(),
        };
        this.deliveries.unshift(delivery);
        this.deliveries.splice(200);
        return delivery;
      }),
    );
  }

  private async post(
    url: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<{ status: number | null; error: string | null }> {
    try {
      const response = await this.fetchImpl(url, {
        method: 'POST',
        body,
        headers: {
          'user-agent': `WooCommerce/${WC_VERSION} Hookshot (WordPress/${WP_VERSION})`,
          ...headers,
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.arrayBuffer();
      return { status: response.status, error: null };
    } catch (error) {
      return { status: null, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
