import { Type, type Static, type TSchema } from 'typebox';
import { ChannelCustomerSchema, LineItemSchema, OrderAddressSchema } from '../channel-orders';
import { defineEndpoint } from '../endpoint';
import { MinorMoneySchema } from './placement';

/*
 * The order detail (spec 002 §2 "order detail with orderId and orderStatus", §3 Order, Line item
 * and Source order, §5, §7; issue 11 §2): the order with its lines and their mapping, the buyer
 * and the address (editable), the totals the channel charged, the side panel of source orders and
 * parcels, and the order's log.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
/** An amount as the channel or supplier gave it: a decimal string in its currency. */
const DecimalSchema = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });
const TaxLineSchema = Type.Object({
  title: Type.String(),
  rate: Nullable(Type.String()),
  price: DecimalSchema,
});

export const OrderIdParamsSchema = Type.Object({
  order_id: Type.String({ minLength: 1, maxLength: 64 }),
});

/** A line with its mapping; `tax_lines` and `total_discount` as the channel sent them. */
export const OrderDetailLineSchema = Type.Object({
  ...LineItemSchema.properties,
  /** The supplier the line is placed with (aliexpress, cj …); null when unmapped. */
  source: Nullable(Type.String()),
  platform_line_item_id: Type.String(),
  total_discount: Nullable(DecimalSchema),
  tax_lines: Type.Array(TaxLineSchema),
});
export type OrderDetailLine = Static<typeof OrderDetailLineSchema>;

/** The address of an order, with the buyer's tax or customs id (CPF, RUT, Korean customs code). */
export const OrderDetailAddressSchema = Type.Object({
  ...OrderAddressSchema.properties,
  tax_id: Nullable(Type.String()),
});
export type OrderDetailAddress = Static<typeof OrderDetailAddressSchema>;

export const OrderTotalsSchema = Type.Object({
  /** The order currency; every amount below is in it. */
  currency: Nullable(Type.String()),
  subtotal_price: Nullable(DecimalSchema),
  shipping_price: Nullable(DecimalSchema),
  total_tax: Nullable(DecimalSchema),
  total_discounts: Nullable(DecimalSchema),
  total_price: Nullable(DecimalSchema),
  taxes_included: Nullable(Type.Boolean()),
  /** The lines' chosen supplier shipping fees summed, 2 decimals (spec 002 §5); null before any. */
  supplier_shipping_fee: Nullable(DecimalSchema),
  /** The currency of the lines' shipping fees and of supplier_shipping_fee. */
  supplier_currency: Type.String(),
  /**
   * What the lines' supplier products cost as the app stored them (each unit cost × quantity),
   * an estimate until a placement says what was charged: a changed supplier's quote, else the
   * import's variant the line (made by hand) or the push names (ADR 017); null unless every
   * line's cost is known and in one currency.
   */
  expected_product_cost: Nullable(MinorMoneySchema),
});

/** The suppliers (CJ, AliExpress dropshipping) quote products and shipping in US dollars. */
export const SUPPLIER_CURRENCY = 'USD';

export const OrderDetailSchema = Type.Object({
  id: Type.String(),
  /** As the channel sends it, exactly (may exceed 2^53). */
  platform_order_id: Type.String(),
  order_name: Nullable(Type.String()),
  channel: Nullable(Type.String()),
  store_id: Nullable(Type.String()),
  store_name: Nullable(Type.String()),
  section: Type.String(),
  sub_status: Type.String(),
  status: Type.String(),
  channel_status: Nullable(Type.String()),
  country_code: Type.String(),
  ordered_at: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  marked: Type.Boolean(),
  archived: Type.Boolean(),
  note: Nullable(Type.String()),
  /** The merchant's reason for cancelling it here (ADR 049); null when none was given. */
  cancel_note: Nullable(Type.String()),
  /** The store says the order is cancelled there: a cancellation here cannot be undone. */
  store_cancelled: Type.Boolean(),
  sourceType: Nullable(Type.String()),
  via: Nullable(Type.String()),
  orderSourceKey: Nullable(Type.String()),
  error_message: Nullable(Type.String()),
  warning_key: Nullable(Type.String()),
  tab_id: Nullable(Type.String()),
  customer: Nullable(ChannelCustomerSchema),
  shipping_address: Nullable(OrderDetailAddressSchema),
  billing_address: Nullable(OrderDetailAddressSchema),
  /** Lines needing a new supplier without a recommendation are left out (spec 002 §5). */
  line_items: Type.Array(OrderDetailLineSchema),
  /**
   * The lines left out of line_items, apart: placement still asks the supplier for them (that is
   * how a restocked product loses its mark), so a failed placement must be traceable to them and
   * the merchant must be able to give them another supplier.
   */
  unavailable_lines: Type.Array(OrderDetailLineSchema),
  totals: OrderTotalsSchema,
  shipping_lines: Type.Array(
    Type.Object({ title: Type.String(), code: Nullable(Type.String()), price: DecimalSchema }),
  ),
  tax_lines: Type.Array(TaxLineSchema),
  discounts: Type.Array(
    Type.Object({ code: Type.String(), amount: DecimalSchema, type: Nullable(Type.String()) }),
  ),
});
export type OrderDetail = Static<typeof OrderDetailSchema>;

export const orderDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v5/detail/:order_id',
  params: OrderIdParamsSchema,
  response: OrderDetailSchema,
  tag: 'orders',
});

/** spec 002 §3 Source order, one per source the order was placed with. */
export const SourceOrderSchema = Type.Object({
  id: Type.String(),
  source: Type.String(),
  /** processing | success | error (the placement progress of spec 002 §4). */
  status: Type.String(),
  /** The supplier's order numbers (AliExpress splits one order per seller). */
  order_no: Type.Array(Type.String()),
  /**
   * Our reference the supplier got with the order (AliExpress out_order_id, CJ orderNumber, the
   * own service's reference): what the merchant searches the supplier for after
   * error_repeated_order. Null when nothing was sent: an order placed by hand, or a failure
   * recorded before the placement went out.
   */
  reference: Nullable(Type.String()),
  /**
   * The tracking number of this source order's parcel: its first when the source shipped it as
   * several (null before it ships). Another source order's parcels are never its.
   */
  tracking_code: Nullable(Type.String()),
  /**
   * Every parcel this source order shipped as, in the order the source reported them (AliExpress
   * may split an order into several parcels). Sent by every answer; optional so a panel answered
   * by an API build that predates it (remotes deploy on their own) still reads.
   */
  tracking_codes: Type.Optional(Type.Array(Type.String())),
  /**
   * The source's own status of its order as last read by the source order sync (the own
   * service: received, sourcing, shipped, delivered, rejected); null where not read (yet).
   */
  source_status: Nullable(Type.String()),
  /**
   * Each of `order_no` with its own status at the source as last read (null where not read yet),
   * in the same order. Where the source split the placement (AliExpress, one order per seller),
   * `source_status` is their combined word: the least advanced order still going on (ADR 040,
   * amended). Sent by every answer; optional so a panel answered by an older API still reads.
   */
  order_statuses: Type.Optional(
    Type.Array(Type.Object({ order_no: Type.String(), source_status: Nullable(Type.String()) })),
  ),
  /** spec 002 §8 error key, or null. */
  error: Nullable(Type.String()),
  warning: Nullable(Type.String()),
  cost_minor: Nullable(Type.Integer()),
  cost_currency: Nullable(Type.String()),
  paid: Type.Boolean(),
  /**
   * The source order's latest refund request (ADR 048): its display status (spec 002 §4) and,
   * from the API that makes them, what was asked; null before any.
   */
  refund_info: Nullable(
    Type.Object({
      status: Type.String(),
      id: Type.Optional(Type.String()),
      reason: Type.Optional(Type.String()),
      amount_minor: Type.Optional(Type.Integer()),
      currency: Type.Optional(Type.String()),
      note: Type.Optional(Nullable(Type.String())),
      error_key: Type.Optional(Nullable(Type.String())),
      updated_at: Type.Optional(Type.String()),
    }),
  ),
  created_at: Type.String(),
});
export type SourceOrder = Static<typeof SourceOrderSchema>;

export const OrderParcelSchema = Type.Object({
  id: Type.String(),
  tracking_number: Type.String(),
  carrier: Nullable(Type.String()),
  /** A shipment status of spec 002 §3 (NOT_FOUND, IN_TRANSIT, DELIVERED …). */
  status: Type.String(),
  latest_event: Nullable(Type.String()),
  latest_event_at: Nullable(Type.String()),
});

/** The detail's side panel: where the order was placed and where its parcels are. */
export const OrderPanelSchema = Type.Object({
  order_id: Type.String(),
  section: Type.String(),
  sub_status: Type.String(),
  source_orders: Type.Array(SourceOrderSchema),
  trackings: Type.Array(OrderParcelSchema),
});
export type OrderPanel = Static<typeof OrderPanelSchema>;

export const orderPanelEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v5/panel/:order_id',
  params: OrderIdParamsSchema,
  response: OrderPanelSchema,
  tag: 'orders',
});

/** Left out or blank: none. */
const OptionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/**
 * A shipping address with the buyer's contact, as the merchant types it (the detail's edit form,
 * the order made by hand). Checked at the edge (required fields, lengths) and then by the
 * destination country's rules (postal code, phone, Brazil's CPF, Chile's RUT, Korea's customs
 * code); each failure is a field error named as the field below, with `params.rule` naming the rule.
 */
export const CustomerAddressSchema = Type.Object(
  {
    first_name: Type.String({ minLength: 1, maxLength: 100 }),
    last_name: OptionalText(100),
    company: OptionalText(200),
    address1: Type.String({ minLength: 1, maxLength: 200 }),
    address2: OptionalText(200),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    province: OptionalText(100),
    province_code: OptionalText(20),
    zip: OptionalText(20),
    country_code: Type.String({ pattern: '^[A-Z]{2}$' }),
    phone: Type.String({ minLength: 1, maxLength: 40 }),
    /** Its format is checked with the country rules, so a blank one is allowed. */
    email: OptionalText(200),
    tax_id: OptionalText(40),
  },
  { additionalProperties: false },
);
export type CustomerAddress = Static<typeof CustomerAddressSchema>;

/** POST orders/update-customer: the shipping address and the buyer's contact on this order. */
export const UpdateCustomerBodySchema = Type.Object(
  {
    order_id: Type.String({ minLength: 1, maxLength: 64 }),
    ...CustomerAddressSchema.properties,
  },
  { additionalProperties: false },
);
export type UpdateCustomerBody = Static<typeof UpdateCustomerBodySchema>;

/** The fields of the edit form, in the order it shows them (and the names of its field errors). */
export const UPDATE_CUSTOMER_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'province',
  'province_code',
  'zip',
  'country_code',
  'tax_id',
] as const satisfies readonly (keyof CustomerAddress)[];

export const updateCustomerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/update-customer',
  body: UpdateCustomerBodySchema,
  response: Type.Object({ shipping_address: OrderDetailAddressSchema }),
  tag: 'orders',
});

/**
 * Log actions the UI translates; a later feature adds its own. The placement entries carry
 * `source`, and: placed `order_numbers`; placement_failed `error_key`; order_number_updated
 * `order_no`. paid carries `sources`, `amount` (minor units), `currency` and `method`.
 * marked_failed `source` and `error_key`; supplier_payment_retried `source` and the failure's
 * `error_key`.
 * shipping_changed carries `lines` of { title, service_name, fee } and `currency`;
 * supplier_changed `lines` of { title, source, source_product_id, sku_id }.
 * supplier_unavailable (the system's: a supplier reported a line's product gone or short, spec 002
 * §8 NEED_CHANGE_SUPPLIER) carries `title`, `source`, `error_key` (what the supplier reported) and
 * `recommended` (the recommended product's source, or null).
 * created_by_hand (POST orders/v5/create) carries `lines` (how many) and `store_id` (or null).
 */
export const ORDER_LOG_ACTIONS = [
  'marked',
  'unmarked',
  'archived',
  'restored',
  'customer_updated',
  'placement_requested',
  /** The workplace's automatic fulfilment (spec 002 §9; ADR 039) requested it, not a member. */
  'auto_placement_requested',
  'placed',
  'placement_failed',
  'placement_stopped',
  'manually_fulfilled',
  'order_number_updated',
  'placement_reverted',
  'paid',
  'marked_failed',
  'supplier_payment_retried',
  'shipping_changed',
  'supplier_changed',
  'supplier_unavailable',
  'created_by_hand',
  /** The source order sync saw the source ship it: `source`, `tracking_number`. */
  'shipped',
  /**
   * The tracking service moved the order's parcel (ADR 041): `tracking_number`, `status` (the new
   * shipment tab, e.g. in_transit) and `from` (the tab it left, or null when it came from payment).
   */
  'shipment_status_changed',
  /**
   * The tracking service refused the parcel's number (ADR 041), so the order did not move:
   * `tracking_number` and `code` (the service's error code).
   */
  'tracking_number_rejected',
  /**
   * The source order sync saw the source cancel (refuse) an order it had taken: `source`, its
   * `status` word, and `error_key` when the unpaid order went back to New orders (ADR 040).
   */
  'source_cancelled',
  /**
   * The source cancelled one of the orders it split a placement into (AliExpress, one per seller)
   * while the others go on (ADR 040, amended): `source`, that order's `order_no` and `status`.
   */
  'source_order_cancelled',
  /**
   * The source no longer lists a parcel it reported for its order before (a seller correcting or
   * cancelling a number; ADR 040, amended): `source`, `tracking_number`, and `released` (true when
   * the order let go of it: its row stays in the tracking center but no longer moves the order;
   * false when another source order of the same order still reports the number).
   */
  'parcel_withdrawn',
  /**
   * A parcel's tracking number reached the order's store (ADR 045): Shopify fulfilled the store
   * order's items with it (the customer notified by Shopify), WooCommerce has it as a note to the
   * customer. `platform` (shopify | woocommerce), `tracking_number`, `carrier` (or null).
   */
  'tracking_sent_to_store',
  /**
   * The store did not take a parcel's tracking number (ADR 045): `platform`, `tracking_number` and
   * `reason`, one of STORE_TRACKING_REFUSALS.
   */
  'tracking_refused_by_store',
  /**
   * The merchant cancelled the order before placing it (PUT orders/order-cancel, ADR 049); the
   * reason is the order's cancel note, not copied here (no free text in the history).
   */
  'cancelled_by_merchant',
  /** The merchant took their cancellation back (POST orders/v5/revert-order): New orders again. */
  'cancellation_undone',
  /** The merchant asked the source for a refund (ADR 048): `source`, `amount`, `currency`, `reason`. */
  'refund_requested',
  /** The source did not take the request: `source`, `error_key`. */
  'refund_failed',
  /** The source agreed to the refund: `source`, `amount`, `currency`. */
  'refund_accepted',
  /** The source refused the refund: `source`. */
  'refund_rejected',
  /** The refunded amount went back to the wallet it was paid from: `amount`, `currency`. */
  'refund_to_wallet',
] as const;
export type OrderLogAction = (typeof ORDER_LOG_ACTIONS)[number];

/**
 * Why a tracking number did not reach the order's store (ADR 045), the `reason` of
 * tracking_refused_by_store: the store order was cancelled there, is gone, or its items (those
 * the parcel's supplier order covers) were already fulfilled; the store refused the fulfilment;
 * the store is no longer connected (keys or token refused); it kept failing until the retries ran
 * out.
 */
export const STORE_TRACKING_REFUSALS = [
  'store_order_cancelled',
  'store_order_not_found',
  'already_fulfilled',
  'store_refused',
  'store_disconnected',
  'store_unavailable',
] as const;
export type StoreTrackingRefusal = (typeof STORE_TRACKING_REFUSALS)[number];

export const OrderLogEntrySchema = Type.Object({
  id: Type.String(),
  action: Type.String(),
  /** customer_updated: `changes` of { field, from, to }. */
  data: Type.Record(Type.String(), Type.Unknown()),
  /** Who did it; null for the channel or the system. */
  user_name: Nullable(Type.String()),
  created_at: Type.String(),
});
export type OrderLogEntry = Static<typeof OrderLogEntrySchema>;

/** One change of customer_updated. */
export interface OrderLogChange {
  field: string;
  from: string | null;
  to: string | null;
}

export const orderLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v4/order_log/order/:orderId',
  params: Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 64 }) }),
  /** Newest first. */
  response: Type.Object({ logs: Type.Array(OrderLogEntrySchema) }),
  tag: 'orders',
});
