import { randomBytes } from 'node:crypto';
import type { SandboxAppConfig } from './config';
import { IdSequence } from './ids';
import type { DiscountCode, FinancialStatus, Order, ShippingLine, Shop } from './model';
import {
  customersDataRequestPayload,
  customersRedactPayload,
  orderPayload,
  shopPayload,
  shopRedactPayload,
} from './payloads';
import { seedShops } from './seed';
import { CostBucket, type ThrottleSettings } from './throttle';
import { WorldError } from './world-error';
import { AppBilling } from './billing/app-billing';
import { AppPurchases } from './billing/one-time-purchases';
import { WebhookDispatcher, type DispatcherOptions, type WebhookDelivery } from './webhooks';

/** The stand-in's answer to "how is the service doing" (control API). */
export interface ServiceHealth {
  mode: 'normal' | 'down' | 'slow';
  /** Extra delay of every API answer in `slow` mode. */
  slowMs: number;
}

export type ComplianceTopic = 'customers/data_request' | 'customers/redact' | 'shop/redact';
export const COMPLIANCE_TOPICS: readonly ComplianceTopic[] = [
  'customers/data_request',
  'customers/redact',
  'shop/redact',
];

/**
 * GraphQL's WebhookSubscriptionTopic ORDERS_CREATE ↔ the header's orders/create: the last `_` is
 * the slash (APP_SUBSCRIPTIONS_UPDATE is app_subscriptions/update).
 */
export const topicFromEnum = (value: string): string =>
  value.toLowerCase().replace(/_([^_]*)$/, '/$1');
export const topicToEnum = (topic: string): string => topic.toUpperCase().replace('/', '_');

export { WorldError } from './world-error';

interface PendingCode {
  shop: string;
  scopes: string[];
  expiresAt: number;
}

export interface PlaceOrderInput {
  /** Defaults to the shop's first customer. */
  customerId?: number;
  /** Variant ids with quantities; defaults to one of the first product's first variant. */
  items?: Array<{ variantId: number; quantity: number }>;
  financialStatus?: FinancialStatus;
  note?: string;
  shippingLine?: ShippingLine;
  discountCode?: DiscountCode;
  taxRate?: string;
  taxesIncluded?: boolean;
}

const DECIMAL = /^\d{1,7}(\.\d{1,2})?$/;

/** The control API's charges are decimal text, as Shopify's are: refuse what a checkout can't charge. */
function assertCharges(input: PlaceOrderInput): void {
  if (input.shippingLine && !DECIMAL.test(input.shippingLine.price))
    throw new WorldError('INVALID', 'shipping_line.price is a decimal amount');
  if (input.discountCode && !DECIMAL.test(input.discountCode.value))
    throw new WorldError('INVALID', 'discount_code.value is a decimal amount');
  if (input.discountCode?.type === 'percentage' && Number(input.discountCode.value) > 100)
    throw new WorldError('INVALID', 'A percentage discount is at most 100');
  if (input.taxRate !== undefined && !(Number(input.taxRate) >= 0 && Number(input.taxRate) < 1))
    throw new WorldError('INVALID', 'tax_rate is a fraction from 0 to 1');
}

/** What a checkout charges for shipping unless the control API says otherwise. */
export const STANDARD_SHIPPING: ShippingLine = {
  title: 'Standard Shipping',
  code: 'standard',
  price: '4.99',
};

export interface UpdateOrderInput {
  financialStatus?: FinancialStatus;
  note?: string;
  cancel?: boolean;
  shippingAddress?: Partial<NonNullable<Order['shippingAddress']>>;
}

const DEFAULT_THROTTLE: ThrottleSettings = { maximumAvailable: 1000, restoreRate: 50 };

/** Every shop, the app's installations and what the outside world does to them. */
export class ShopifyWorld {
  readonly ids = new IdSequence();
  readonly shops = new Map<string, Shop>();
  readonly webhooks: WebhookDispatcher;
  /** The app's charges (Shopify Billing) and their approval. */
  readonly billing: AppBilling;
  /** The app's one-time purchases (appPurchaseOneTimeCreate) and their approval. */
  readonly purchases: AppPurchases;
  health: ServiceHealth = { mode: 'normal', slowMs: 3000 };
  throttle: ThrottleSettings = { ...DEFAULT_THROTTLE };
  /** How many Admin API calls were refused with THROTTLED (shown on the control page). */
  throttledCalls = 0;
  private readonly buckets = new Map<string, CostBucket>();
  private readonly codes = new Map<string, PendingCode>();

  constructor(
    readonly app: SandboxAppConfig,
    dispatcher: Omit<DispatcherOptions, 'secret'> = {},
    /** Where browsers reach the stand-in (billing confirmation pages). */
    publicUrl = 'http://127.0.0.1:4101',
  ) {
    for (const shop of seedShops(this.ids)) this.shops.set(shop.domain, shop);
    this.webhooks = new WebhookDispatcher({ ...dispatcher, secret: () => this.app.apiSecret });
    this.billing = new AppBilling(this, publicUrl);
    this.purchases = new AppPurchases(this, publicUrl);
  }

  shop(domain: string): Shop {
    const shop = this.shops.get(domain.toLowerCase());
    if (!shop) throw new WorldError('NOT_FOUND', `No shop ${domain} in the sandbox`);
    return shop;
  }

  /** The shop an access token belongs to, when the token is valid. */
  shopForToken(token: string): Shop | null {
    for (const shop of this.shops.values())
      if (
        shop.installation &&
        !shop.installation.revoked &&
        shop.installation.accessToken === token
      )
        return shop;
    return null;
  }

  bucket(domain: string): CostBucket {
    let bucket = this.buckets.get(domain);
    if (!bucket) {
      bucket = new CostBucket(this.throttle);
      this.buckets.set(domain, bucket);
    }
    return bucket;
  }

  setThrottle(settings: ThrottleSettings): void {
    this.throttle = settings;
    for (const bucket of this.buckets.values()) bucket.configure(settings);
  }

  /** "Rate-limited": every shop's bucket is emptied; it refills at the restore rate. */
  drainBuckets(): void {
    for (const domain of this.shops.keys()) this.bucket(domain).drain();
  }

  /** The merchant pressed Install: a one-time code valid for a minute. */
  issueCode(domain: string, scopes: string[]): string {
    this.shop(domain);
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { shop: domain, scopes, expiresAt: Date.now() + 60_000 });
    return code;
  }

  /** POST /admin/oauth/access_token: the code once, for the app's own credentials. */
  exchangeCode(domain: string, code: string, clientId: string, clientSecret: string) {
    const pending = this.codes.get(code);
    this.codes.delete(code);
    if (clientId !== this.app.apiKey || clientSecret !== this.app.apiSecret) return null;
    if (!pending || pending.shop !== domain || pending.expiresAt < Date.now()) return null;
    const shop = this.shop(domain);
    shop.installation = {
      accessToken: `shpat_${randomBytes(16).toString('hex')}`,
      scopes: pending.scopes,
      installedAt: new Date().toISOString(),
      revoked: false,
    };
    return shop.installation;
  }

  /**
   * The merchant removes the app: its charges are cancelled, then webhook subscriptions go, the
   * token dies and app/uninstalled is sent.
   */
  uninstall(domain: string): WebhookDelivery[] {
    const shop = this.shop(domain);
    if (!shop.installation)
      throw new WorldError('INVALID', `The app is not installed on ${domain}`);
    this.billing.uninstall(shop);
    const deliveries = this.emit(shop, 'app/uninstalled', shopPayload(shop));
    shop.installation = null;
    shop.subscriptions = [];
    return deliveries;
  }

  /** "Token revoked / expired": the current token answers 401 from now on. */
  revokeToken(domain: string): void {
    const shop = this.shop(domain);
    if (!shop.installation)
      throw new WorldError('INVALID', `The app is not installed on ${domain}`);
    shop.installation.revoked = true;
  }

  /** "A customer orders X": a paid order and its orders/create webhook. */
  placeOrder(
    domain: string,
    input: PlaceOrderInput = {},
  ): { order: Order; deliveries: WebhookDelivery[] } {
    const shop = this.shop(domain);
    const customer =
      input.customerId === undefined
        ? shop.customers[0]
        : shop.customers.find((c) => c.id === input.customerId);
    if (!customer) throw new WorldError('NOT_FOUND', 'No such customer');
    const firstVariant = shop.products[0]?.variants[0];
    const wanted =
      input.items ?? (firstVariant ? [{ variantId: firstVariant.id, quantity: 1 }] : []);
    if (wanted.length === 0) throw new WorldError('INVALID', 'An order needs at least one item');
    assertCharges(input);
    const lineItems = wanted.map(({ variantId, quantity }) => {
      if (!Number.isInteger(quantity) || quantity < 1)
        throw new WorldError('INVALID', 'Quantities are whole numbers from 1');
      const product = shop.products.find((p) => p.variants.some((v) => v.id === variantId));
      const variant = product?.variants.find((v) => v.id === variantId);
      if (!product || !variant) throw new WorldError('NOT_FOUND', `No variant ${variantId}`);
      return {
        id: this.ids.take(),
        productId: product.id,
        variantId: variant.id,
        title: product.title,
        variantTitle: variant.title === 'Default Title' ? null : variant.title,
        sku: variant.sku,
        quantity,
        price: variant.price,
      };
    });
    const now = new Date().toISOString();
    const number = shop.nextOrderNumber++;
    const order: Order = {
      id: this.ids.take(),
      number,
      name: `#${number}`,
      email: customer.email,
      note: input.note ?? null,
      createdAt: now,
      updatedAt: now,
      cancelledAt: null,
      cancelReason: null,
      currencyCode: shop.currencyCode,
      financialStatus: input.financialStatus ?? 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      customerId: customer.id,
      shippingAddress: { ...customer.address },
      lineItems,
      shippingLine: input.shippingLine ?? STANDARD_SHIPPING,
      discountCode: input.discountCode ?? null,
      taxRate: input.taxRate ?? null,
      taxesIncluded: input.taxesIncluded ?? false,
      fulfillmentOrders: [
        {
          id: this.ids.take(),
          status: 'OPEN',
          lineItems: lineItems.map((item) => ({
            id: this.ids.take(),
            lineItemId: item.id,
            totalQuantity: item.quantity,
            remainingQuantity: item.quantity,
          })),
        },
      ],
      fulfillments: [],
    };
    shop.orders.unshift(order);
    return { order, deliveries: this.emit(shop, 'orders/create', orderPayload(shop, order)) };
  }

  /**
   * The merchant (admin) or an app (productDelete) deletes a product: it goes with its variants,
   * media and publications, and products/delete carries only its id (Shopify's payload).
   */
  deleteProduct(domain: string, productId: number): WebhookDelivery[] {
    const shop = this.shop(domain);
    const index = shop.products.findIndex((p) => p.id === productId);
    if (index < 0) throw new WorldError('NOT_FOUND', `No product ${productId}`);
    shop.products.splice(index, 1);
    return this.emit(shop, 'products/delete', { id: productId });
  }

  /** Changes an order as the merchant or the customer would, and sends orders/updated. */
  updateOrder(domain: string, orderId: number, input: UpdateOrderInput) {
    const shop = this.shop(domain);
    const order = shop.orders.find((o) => o.id === orderId);
    if (!order) throw new WorldError('NOT_FOUND', `No order ${orderId}`);
    if (input.financialStatus) order.financialStatus = input.financialStatus;
    if (input.note !== undefined) order.note = input.note;
    if (input.shippingAddress && order.shippingAddress)
      order.shippingAddress = { ...order.shippingAddress, ...input.shippingAddress };
    if (input.cancel && !order.cancelledAt) {
      order.cancelledAt = new Date().toISOString();
      order.cancelReason = 'customer';
    }
    return { order, deliveries: this.orderUpdated(shop, order) };
  }

  /** Bumps updated_at and sends orders/updated (also after a fulfillment). */
  orderUpdated(shop: Shop, order: Order): WebhookDelivery[] {
    order.updatedAt = new Date(Math.max(Date.now(), Date.parse(order.updatedAt) + 1)).toISOString();
    return this.emit(shop, 'orders/updated', orderPayload(shop, order));
  }

  /** A compliance request (GDPR): always sent to the app's compliance URL while installed. */
  compliance(domain: string, topic: ComplianceTopic, customerId?: number): WebhookDelivery {
    const shop = this.shop(domain);
    const customer = shop.customers.find((c) => c.id === customerId) ?? shop.customers[0];
    if (!customer && topic !== 'shop/redact') throw new WorldError('NOT_FOUND', 'No customer');
    const payload =
      topic === 'shop/redact'
        ? shopRedactPayload(shop)
        : topic === 'customers/redact'
          ? customersRedactPayload(shop, customer!)
          : customersDataRequestPayload(shop, customer!, this.ids.take());
    return this.webhooks.send({
      topic,
      shopDomain: shop.domain,
      uri: this.app.complianceWebhookUrl,
      payload,
    });
  }

  /** Sends `topic` to every subscription of the shop for it. */
  emit(shop: Shop, topic: string, payload: unknown): WebhookDelivery[] {
    return shop.subscriptions
      .filter((subscription) => subscription.topic === topic)
      .map((subscription) =>
        this.webhooks.send({ topic, shopDomain: shop.domain, uri: subscription.uri, payload }),
      );
  }
}
