import type { ShipmentStatus } from '@omni/shared/contracts/parcel-tracking';

/**
 * What a supply source (AliExpress, CJ …) offers the rest of the API, whatever its protocol.
 * A `SupplierSource` is bound to one linked supplier account and one workplace: the caller never
 * handles the account's tokens (see `supplier-accounts` for binding). Amounts are decimal
 * strings in the source's currency, as the sources send them, so nothing is lost to floats.
 */

export type SupplierSourceKey = 'aliexpress' | 'cj';

export const SUPPLIER_SOURCE_KEYS: readonly SupplierSourceKey[] = ['aliexpress', 'cj'];

/** A decimal amount ("12.30") and its ISO currency code. */
export interface SupplierMoney {
  amount: string;
  currency: string;
}

export interface SupplierOption {
  /** "Color", "Size" … */
  name: string;
  values: string[];
}

export interface SupplierVariant {
  /** The source's SKU id, used when ordering. */
  skuId: string;
  /** Option name → value, one entry per product option. */
  options: Record<string, string>;
  price: SupplierMoney;
  /** Units the source can ship now. */
  stock: number;
  image?: string;
  sku?: string;
  weightGrams?: number;
}

export interface SupplierProduct {
  source: SupplierSourceKey;
  sourceProductId: string;
  title: string;
  descriptionHtml?: string;
  images: string[];
  options: SupplierOption[];
  variants: SupplierVariant[];
  categoryName?: string;
  /** Countries the source ships this product from. */
  shipsFrom?: string[];
  /** Average stars (0–5) and how many reviews they average, when the source reports them. */
  rating?: number;
  reviewCount?: number;
}

export interface SupplierProductSummary {
  source: SupplierSourceKey;
  sourceProductId: string;
  title: string;
  image?: string;
  /** The lowest variant price. */
  price: SupplierMoney;
  categoryName?: string;
  /** What the source's list response reports, when it reports it. */
  orders?: number;
  /** 0–5 stars. */
  rating?: number;
  /** Stores that list the product (CJ's listedNum). */
  listedCount?: number;
}

/** Sorts a source's search can be asked for (what each supports: SOURCE_SEARCH_SUPPORT). */
export type SupplierSort = 'relevance' | 'price_asc' | 'price_desc' | 'orders_desc';

export interface ProductSearch {
  keyword?: string;
  page: number;
  pageSize: number;
  sort?: SupplierSort;
  /** Price bounds in USD, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** ISO country the products must ship to. */
  shipTo?: string;
}

export interface SupplierReview {
  id: string;
  text: string;
  /** 0–5 stars. */
  rating: number;
  /** ISO timestamp. */
  createdAt: string;
  country?: string;
  author?: string;
  images: string[];
}

export interface SupplierReviewPage {
  items: SupplierReview[];
  total: number;
}

export interface ProductPage {
  items: SupplierProductSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ShipTo {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  province?: string;
  city?: string;
  zip?: string;
}

export interface FreightQuery {
  productId: string;
  /** Some sources price freight per SKU (weight, warehouse); the first SKU when absent. */
  skuId?: string;
  shipTo: ShipTo;
  quantity: number;
}

export interface FreightOption {
  /** The code to pass back when ordering. */
  serviceCode: string;
  serviceName: string;
  cost: SupplierMoney;
  minDays: number;
  maxDays: number;
  tracked: boolean;
  /** The warehouse country the parcel leaves from. */
  shipFrom?: string;
}

export interface SupplierAddress extends ShipTo {
  fullName: string;
  phone: string;
  address1: string;
  address2?: string;
  email?: string;
  /**
   * The consignee's tax or customs id, as the destination's rules checked it (Brazil's CPF, Chile's
   * RUT, Korea's personal customs clearance code …); left out when the order has none.
   */
  taxId?: string;
}

export interface SupplierOrderLine {
  productId: string;
  skuId: string;
  quantity: number;
  /** A FreightOption.serviceCode from freightQuery. */
  serviceCode: string;
}

export interface SupplierOrderCreate {
  /** Our order id: sent to the source so a repeated create is recognised. */
  reference: string;
  shipTo: SupplierAddress;
  lines: SupplierOrderLine[];
}

export interface SupplierOrderCreated {
  /** The source's order number(s); AliExpress splits an order per seller. */
  orderNumbers: string[];
}

/** Source order states, reduced to what the order center needs (spec 002 §4 payment statuses). */
export type SupplierOrderStatus =
  'waiting_payment' | 'order_placed' | 'shipped' | 'completed' | 'cancelled';

export interface SupplierOrder {
  orderNumber: string;
  status: SupplierOrderStatus;
  /** The source's own status word, kept for display and debugging. */
  rawStatus: string;
  total?: SupplierMoney;
  trackingNumbers: { trackingNumber: string; carrier?: string }[];
}

/** Shipment statuses of spec 002 §3 (one list, shared with the client). */
export type { ShipmentStatus } from '@omni/shared/contracts/parcel-tracking';

export interface TrackingEvent {
  /** ISO timestamp. */
  time: string;
  description: string;
  location?: string;
  status?: ShipmentStatus;
}

export interface SupplierTracking {
  trackingNumber: string;
  carrier?: string;
  status: ShipmentStatus;
  /** Newest first. */
  events: TrackingEvent[];
}

/** Failure reported by a source, with the spec 002 §8 error key when one fits. */
export type SupplierErrorKey =
  | 'error_get_token'
  | 'error_not_found_sku'
  | 'not_found_order_detail'
  | 'product_out_of_stock'
  | 'shipped_country_notfound'
  | 'error_checkout_products'
  | 'error_save_all_address'
  | 'balance_insufficient'
  /**
   * The source already has an order with this reference (AliExpress REPEATED_ORDER_ERROR) and
   * cannot be asked for it by the reference: it may have been placed, the merchant checks.
   */
  | 'error_repeated_order'
  /** The merchant's account on the source may not place the order (blocked, disabled …). */
  | 'error_supplier_account'
  | 'rate_limited'
  | 'unavailable'
  /** The source does not take a refund for these items (none left, over its maximum …). */
  | 'refund_refused';

/** What paying a source order came to (SupplierSource.orderPay). */
export type SupplierPayment = 'paid' | 'pay_on_source';

/**
 * The answer, and the placement warning, of a supplier order the merchant still has to pay on the
 * source itself, whose API cannot pay it (AliExpress, ADR 042).
 */
export const PAY_ON_SOURCE = 'pay_on_source' satisfies SupplierPayment;

/**
 * What a source keeps between attempts to pay one of its orders, saved on the placement before
 * the next call is made (CJ: the parent order id from the cart confirmation and the payment id,
 * ADR 043). Ids as the source sent them, as text.
 */
export interface SupplierPaymentMemo {
  readonly refs: Readonly<Record<string, string>>;
  /** Merges `refs` into what is kept, and saves it. */
  save(refs: Record<string, string>): Promise<void>;
}

/** A refund asked of a source for (part of) one of its orders (ADR 048). */
export interface SupplierRefundAsk {
  /** Our refund id: sent as the source's business id, so a repeated request is recognised. */
  reference: string;
  orderNumber: string;
  lines: { skuId: string; quantity: number }[];
  /** What is asked back, in the source's currency. */
  amount: SupplierMoney;
  reason: 'customer_changed_or_cancelled_order' | 'item_unavailable' | 'other';
  note: string | null;
}

/** The source's decision so far: pending until it says yes or no. */
export type SupplierRefundDecision = 'pending' | 'accepted' | 'rejected';

export interface SupplierRefund {
  /** The source's id of the request (CJ dispute id), exactly as it sent it. */
  refundId: string;
  decision: SupplierRefundDecision;
  /** The source's own status word, kept for display and debugging. */
  rawStatus: string;
  /** What the source agreed to give back, when it says. */
  amount?: SupplierMoney;
}

export class SupplierError extends Error {
  constructor(
    /** `omni`: the own fulfilment service, which answers with the same keys (ADR 037). */
    readonly source: SupplierSourceKey | 'omni',
    readonly key: SupplierErrorKey,
    /** The source's own code and message, for logs (never shown raw to users). */
    readonly detail: string,
  ) {
    super(`${source}: ${key} (${detail})`);
    this.name = 'SupplierError';
  }
}

export interface SupplierSource {
  readonly key: SupplierSourceKey;
  productSearch(query: ProductSearch): Promise<ProductPage>;
  productGet(productId: string): Promise<SupplierProduct>;
  freightQuery(query: FreightQuery): Promise<FreightOption[]>;
  orderCreate(order: SupplierOrderCreate): Promise<SupplierOrderCreated>;
  orderGet(orderNumber: string): Promise<SupplierOrder>;
  /**
   * Pays a created order through the source's own payment (CJ: its balance), or, where the
   * source's API cannot pay an existing order (AliExpress, ADR 042), looks it up:
   * `pay_on_source` when it still waits for the merchant to pay it on the source. A source paying
   * in several calls (CJ's cart, parent order and payment, ADR 043) keeps its ids in `memo`.
   */
  orderPay?(orderNumber: string, memo?: SupplierPaymentMemo): Promise<SupplierPayment>;
  /** Tracking of a source order's parcel(s); empty before the source ships. */
  tracking(orderNumber: string): Promise<SupplierTracking[]>;
  /**
   * Refund requests (ADR 048), for the sources whose API takes them from a dropshipper (CJ's
   * disputes); absent otherwise (AliExpress: asked on its site).
   */
  refundRequest?(ask: SupplierRefundAsk): Promise<SupplierRefund>;
  refundGet?(ask: SupplierRefundAsk): Promise<SupplierRefund | null>;
  /** Buyer reviews, for the sources whose API offers them (CJ); absent otherwise. */
  productReviews?(
    productId: string,
    page: { page: number; pageSize: number },
  ): Promise<SupplierReviewPage>;
}

/**
 * The linked account's access token, as the supplier-accounts module keeps it: `refresh` asks the
 * source for a new one (and stores it) when a call was refused for an expired token.
 */
export interface SupplierAccessToken {
  current(): Promise<string>;
  refresh(): Promise<string>;
}
