import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IdSchema, TimestampSchema } from '../envelope';

/*
 * Placing orders with suppliers (spec 002 §4, §7, §8): preview, confirm (one job per order and
 * source), the progress entries, stop, manual fulfilment, the source order number, failures and
 * revert. Every call acts on the workplace in the header; another workplace's order is NOT_FOUND.
 */

/**
 * Sources an order can be placed with from here: AliExpress and CJ by API, the own fulfilment
 * service (`omni`, ADR 037) by its API, manual by hand.
 */
export const PLACEMENT_SOURCES = ['aliexpress', 'cj', 'omni', 'manual'] as const;
export type PlacementSourceKey = (typeof PLACEMENT_SOURCES)[number];
/** The suppliers whose linked account places line by line. */
export const API_PLACEMENT_SOURCES = ['aliexpress', 'cj'] as const;
export type ApiPlacementSource = (typeof API_PLACEMENT_SOURCES)[number];
/** Sources placed by a queued job (what Stop acts on). */
export const QUEUED_PLACEMENT_SOURCES = ['aliexpress', 'cj', 'omni'] as const;
export type QueuedPlacementSource = (typeof QUEUED_PLACEMENT_SOURCES)[number];

export const PLACEMENT_STATUSES = ['processing', 'success', 'error'] as const;
export type PlacementStatusKey = (typeof PLACEMENT_STATUSES)[number];

/**
 * The error keys of spec 002 §8 a placement can end with, plus the supplier-side reasons the
 * issue names (balance insufficient, authorisation expired) and the preview's own problems.
 */
export const PLACEMENT_ERROR_KEYS = [
  'error_save_all_address',
  'error_get_token',
  'not_found_order_detail',
  'error_not_found_sku',
  'error_checkout_products',
  'cancel_order',
  'product_out_of_stock',
  'shipped_country_notfound',
  'balance_insufficient',
  'unmapped_product',
  'supplier_not_linked',
  'supplier_unavailable',
  /** Another source already has (or is placing) the order: the own service would ship it twice. */
  'already_placed',
  /** The plan's ORDER_FULFILLMENT (or bulk) quota was used up when automatic fulfilment tried. */
  'quota_exceeded',
  /** The source cancelled (refused) the order after taking it, before it was paid (ADR 040). */
  'source_cancelled',
  /**
   * The supplier already has an order with this placement's reference (AliExpress
   * REPEATED_ORDER_ERROR: a create whose answer was never saved) and cannot be asked for it by
   * the reference: it may be placed, so placing again needs the merchant to check the supplier.
   */
  'error_repeated_order',
  /** The merchant's account with the supplier may not place the order (blocked, disabled …). */
  'error_supplier_account',
  /** The order is in the cancelled section (the merchant or the store cancelled it, ADR 049). */
  'order_cancelled',
] as const;
export type PlacementErrorKey = (typeof PLACEMENT_ERROR_KEYS)[number];

/** Warnings of spec 002 §8: the entry is scrolled into view. */
export const PLACEMENT_WARNING_KEYS = ['different_region', 'waiting_complete_order'] as const;

/** Realtime event carrying one placement entry each time its status changes. */
export const ORDER_PLACEMENT_EVENT = 'order-placement';

export const MinorMoneySchema = Type.Object({
  /** Integer minor units. */
  amount: Type.Integer(),
  currency: Type.String(),
});
export type MinorMoney = Static<typeof MinorMoneySchema>;

export const ShippingOptionSchema = Type.Object({
  service_code: Type.String(),
  service_name: Type.String(),
  fee: MinorMoneySchema,
  min_days: Type.Integer(),
  max_days: Type.Integer(),
});
export type ShippingOption = Static<typeof ShippingOptionSchema>;

export const PreviewLineSchema = Type.Object({
  line_item_id: IdSchema,
  title: Type.String(),
  quantity: Type.Integer(),
  product_id: Type.Union([Type.String(), Type.Null()]),
  sku_id: Type.Union([Type.String(), Type.Null()]),
  unit_cost: Type.Union([MinorMoneySchema, Type.Null()]),
  shipping_options: Type.Array(ShippingOptionSchema),
  /** The option chosen by the shipping-method preference (or the merchant). */
  service_code: Type.Union([Type.String(), Type.Null()]),
  error_key: Type.Union([Type.Enum(PLACEMENT_ERROR_KEYS), Type.Null()]),
});
export type PreviewLine = Static<typeof PreviewLineSchema>;

export const PreviewOrderSchema = Type.Object({
  order_id: IdSchema,
  order_name: Type.Union([Type.String(), Type.Null()]),
  source: Type.Union([Type.Enum(API_PLACEMENT_SOURCES), Type.Null()]),
  country_code: Type.String(),
  lines: Type.Array(PreviewLineSchema),
  /** Products and chosen shipping, summed; null when a line has no price. */
  total: Type.Union([MinorMoneySchema, Type.Null()]),
  /** First problem that keeps the order from being placed, or null. */
  error_key: Type.Union([Type.Enum(PLACEMENT_ERROR_KEYS), Type.Null()]),
  /**
   * Only when the order's last placement with this source ended error_repeated_order: the
   * reference the supplier already has an order under. Placing again sends a new reference, so
   * the merchant is warned to check the supplier for this one first.
   */
  repeated_reference: Type.Optional(Type.String()),
});
export type PreviewOrder = Static<typeof PreviewOrderSchema>;

const OrderIdsSchema = Type.Array(IdSchema, { minItems: 1, maxItems: 200, uniqueItems: true });

export const PreviewRequestSchema = Type.Object({ orders: OrderIdsSchema });
export const PreviewResultSchema = Type.Object({ orders: Type.Array(PreviewOrderSchema) });

export const ConfirmRequestSchema = Type.Object({
  orders: Type.Array(
    Type.Object({
      order_id: IdSchema,
      /** line item id → service code chosen in the preview; missing lines take the preference. */
      shipping: Type.Optional(
        Type.Record(Type.String(), Type.String({ minLength: 1, maxLength: 200 })),
      ),
    }),
    { minItems: 1, maxItems: 200 },
  ),
});
export type ConfirmRequest = Static<typeof ConfirmRequestSchema>;

export const PlacementEntrySchema = Type.Object({
  id: IdSchema,
  order_id: IdSchema,
  order_name: Type.Union([Type.String(), Type.Null()]),
  source: Type.Enum(PLACEMENT_SOURCES),
  status: Type.Enum(PLACEMENT_STATUSES),
  reference: Type.String(),
  source_order_numbers: Type.Array(Type.String()),
  error_key: Type.Union([Type.String(), Type.Null()]),
  warning_key: Type.Union([Type.String(), Type.Null()]),
  cost: Type.Union([MinorMoneySchema, Type.Null()]),
  paid: Type.Boolean(),
  updated_at: TimestampSchema,
});
export type PlacementEntry = Static<typeof PlacementEntrySchema>;

export const PlacementResultSchema = Type.Object({
  entries: Type.Array(PlacementEntrySchema),
  /** Orders that could not be queued, with the reason (unmapped_product …). */
  failed: Type.Array(Type.Object({ order_id: IdSchema, error_key: Type.String() })),
});
export type PlacementResult = Static<typeof PlacementResultSchema>;

const tag = 'orders';

export const previewOrdersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v4/preview',
  body: PreviewRequestSchema,
  response: PreviewResultSchema,
  tag,
});

export const confirmOrdersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v4/confirm',
  body: ConfirmRequestSchema,
  response: PlacementResultSchema,
  tag,
});

/** Places orders without a preview: each line's shipping by the preference. */
export const requestOrdersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v5/request',
  body: Type.Object({ order_ids: OrderIdsSchema }),
  response: PlacementResultSchema,
  tag,
});

/** The placement entries of the progress panel: the given ids, or the latest 200. */
export const placementEntriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v2/bulk-place-orders',
  query: Type.Object({ ids: Type.Optional(Type.String({ maxLength: 8000 })) }),
  response: Type.Object({ entries: Type.Array(PlacementEntrySchema) }),
  tag,
});

/** Stop: every processing entry of the source becomes error cancel_order (spec 002 §4). */
export const stopPlacementsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v5/bulk-place-orders/stop',
  body: Type.Object({ source: Type.Enum(QUEUED_PLACEMENT_SOURCES) }),
  response: Type.Object({ stopped: Type.Integer() }),
  tag,
});

/** The merchant places the orders with the source by hand. */
export const manuallyFulfillEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/orders/v4/manually-fulfill',
  body: Type.Object({ order_ids: OrderIdsSchema }),
  response: PlacementResultSchema,
  tag,
});

/** A supplier order number as a merchant records it: the API and the form check the same. */
export const ORDER_NUMBER_MAX_LENGTH = 64;
export const ORDER_NUMBER_PATTERN = '^[A-Za-z0-9_-]+$';
/** The most numbers recorded for one supplier order (one that split it per seller, ADR 018). */
export const ORDER_NUMBERS_MAX = 10;
/**
 * What "Record supplier order number" takes: one number, or the numbers of a supplier order the
 * supplier split (AliExpress, one per seller), separated by commas or spaces; each as
 * ORDER_NUMBER_PATTERN, up to ORDER_NUMBER_MAX_LENGTH characters.
 */
export const ORDER_NUMBERS_PATTERN = `^[A-Za-z0-9_-]{1,${ORDER_NUMBER_MAX_LENGTH}}(?:[ ,]+[A-Za-z0-9_-]{1,${ORDER_NUMBER_MAX_LENGTH}}){0,${ORDER_NUMBERS_MAX - 1}}$`;
export const ORDER_NUMBERS_MAX_LENGTH = ORDER_NUMBERS_MAX * (ORDER_NUMBER_MAX_LENGTH + 2);
/** The numbers of ORDER_NUMBERS_PATTERN's text, each once, in the order given. */
export const splitOrderNumbers = (text: string): string[] => [
  ...new Set(text.split(/[\s,]+/).filter((number) => number !== '')),
];

/**
 * The source order number of an order placed by hand, or of one AliExpress refused as a repeat
 * (the merchant found it there), or a correction. Refused while the placement runs or after any
 * other failure (`order_source` FieldInvalid, rule `not_recordable`).
 */
export const updateOrderNumberEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/orders/order_no/update',
  body: Type.Object({
    order_id: IdSchema,
    order_source: Type.Enum(PLACEMENT_SOURCES),
    /** One number, or several separated by commas (ORDER_NUMBERS_PATTERN). */
    order_no: Type.String({
      minLength: 1,
      maxLength: ORDER_NUMBERS_MAX_LENGTH,
      pattern: ORDER_NUMBERS_PATTERN,
    }),
  }),
  response: PlacementEntrySchema,
  tag,
});

/** Records a failure found outside the job (spec 002 §4: "the failure is recorded on the server"). */
export const placeOrderErrorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/place-order-error',
  body: Type.Object({
    order_id: IdSchema,
    source: Type.Enum(PLACEMENT_SOURCES),
    error_key: Type.Enum(PLACEMENT_ERROR_KEYS),
  }),
  response: PlacementEntrySchema,
  tag,
});

/** Back to New orders (placement/ready): unpaid placements only; the supplier order is left as is. */
export const revertOrdersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v5/revert-order',
  body: Type.Object({ orders: OrderIdsSchema }),
  response: Type.Object({ reverted: Type.Array(IdSchema) }),
  tag,
});
