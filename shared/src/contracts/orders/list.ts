import { Type, type Static, type TSchema } from 'typebox';
import { defineEndpoint } from '../endpoint';

/*
 * The order center list (spec 002 §2, §3 "Order filters", §5, §9; issue 11 §1): the sections and
 * their sub-status tabs, the columns of each tab, the filters, keyset pages, mark and archive, the
 * section summary and the workplace's column choice.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** Sections and their sub-status tabs (spec 002 §2); the first is the default tab. */
export const ORDER_SECTIONS = {
  placement: ['ready'],
  payment: ['all', 'waiting_payment', 'order_placed'],
  shipment: [
    'all',
    'not_found',
    'info_received',
    'in_transit',
    'available_for_pickup',
    'out_for_delivery',
    'delivered',
    'expired',
    'delivery_failure',
    'exception',
  ],
  cancelled: ['channel', 'source'],
  refund: ['all', 'completed', 'pending', 'accepted', 'rejected'],
} as const;
export type OrderSection = keyof typeof ORDER_SECTIONS;
export const ORDER_SECTION_KEYS = Object.keys(ORDER_SECTIONS) as OrderSection[];

/** The table of a tab: cancelled has one per sub-status, other sections one for all their tabs. */
export type OrderTableKey =
  'placement' | 'payment' | 'shipment' | 'cancelled/channel' | 'cancelled/source' | 'refund';

/** The columns of each table, in spec 002 §2's order; `updated_at` is the extra of §9. */
export const ORDER_TABLE_COLUMNS = {
  placement: [
    'order_id',
    'order_info',
    'items',
    'selling_price',
    'product_cost',
    'shipping_cost',
    'shipping_time',
    'action',
  ],
  payment: ['source_no', 'order_id', 'status', 'items', 'total_cost', 'payment_platform', 'action'],
  shipment: [
    'tracking_no',
    'order_id',
    'items',
    'carrier',
    'delivery_date',
    'status',
    'latest_event',
    'action',
  ],
  'cancelled/channel': [
    'order_id',
    'order_info',
    'items',
    'selling_price',
    'channel',
    'note',
    'action',
  ],
  'cancelled/source': [
    'source_no',
    'order_id',
    'order_info',
    'items',
    'total_cost',
    'source',
    'note',
    'action',
  ],
  refund: [
    'source_no',
    'order_id',
    'order_info',
    'items',
    'refund_amount',
    'status',
    'last_updated',
    'note',
    'action',
  ],
} as const satisfies Record<OrderTableKey, readonly string[]>;
/** Offered in the column chooser of every table, hidden until chosen (spec 002 §9 extras). */
export const ORDER_EXTRA_COLUMNS = ['updated_at'] as const;
/** Always shown: the row's identity and its actions. */
export const ORDER_FIXED_COLUMNS = ['order_id', 'action'] as const;
export type OrderColumn =
  (typeof ORDER_TABLE_COLUMNS)[OrderTableKey][number] | (typeof ORDER_EXTRA_COLUMNS)[number];

export function orderTableKey(section: OrderSection, subStatus: string): OrderTableKey {
  if (section === 'cancelled')
    return subStatus === 'source' ? 'cancelled/source' : 'cancelled/channel';
  return section;
}

export const ORDER_SORT_FIELDS = ['created_at', 'updated_at'] as const;
export const ORDER_SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** spec 002 §9 source filter values ({product} is this product's own service, `omni`). */
export const ORDER_SOURCE_FILTERS = [
  'all',
  'aliexpress',
  'temu',
  'cj',
  'omni',
  'ebay',
  'amazon',
  'none',
] as const;
/** spec 002 §5 mark filter: all, marked (1), unmarked (0). */
export const ORDER_MARK_FILTERS = ['all', '1', '0'] as const;
/** Channels an order can come from (the channel filter). */
export const ORDER_CHANNEL_FILTERS = ['all', 'shopify', 'woocommerce', 'manual'] as const;
/** spec 002 §9: the last 7 days (6 days back to today). */
export const ORDER_DEFAULT_RANGE_DAYS = 7;
export const ORDER_LIST_MAX_PAGE_SIZE = 200;
export const ORDER_BULK_MAX = 1000;
/** A date range longer than this is refused: a page must stay on the index range. */
export const ORDER_RANGE_MAX_DAYS = 366 * 3;

const DateSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const OrderIdSchema = Type.String({ minLength: 1, maxLength: 64 });

export const OrderListQuerySchema = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    order_status: Type.Optional(Type.Enum([...ORDER_SECTION_KEYS])),
    /** A sub-status of the section ('all' where the section has it); default the first tab. */
    sub_status: Type.Optional(Type.String({ maxLength: 40 })),
    from_date: Type.Optional(DateSchema),
    to_date: Type.Optional(DateSchema),
    order_by: Type.Optional(Type.Enum([...ORDER_SORT_FIELDS])),
    sort: Type.Optional(Type.Enum([...ORDER_SORT_DIRECTIONS])),
    channel: Type.Optional(Type.Enum([...ORDER_CHANNEL_FILTERS])),
    source: Type.Optional(Type.Enum([...ORDER_SOURCE_FILTERS])),
    mark_order: Type.Optional(Type.Enum([...ORDER_MARK_FILTERS])),
    /** '1' lists the archived orders instead. */
    archived: Type.Optional(Type.Enum(['0', '1'])),
    /** The previous page's next_cursor. */
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: ORDER_LIST_MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type OrderListQuery = Static<typeof OrderListQuerySchema>;

/** An amount as the channel or supplier gave it: a decimal string in its currency. */
const DecimalSchema = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });

export const OrderListItemSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  variant_title: Nullable(Type.String()),
  sku: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  quantity: Type.Integer(),
  price: DecimalSchema,
  unmapped_product: Type.Boolean(),
});

/** A placement with a source as the list shows it (source no, status, cost, payment). */
export const OrderListPlacementSchema = Type.Object({
  source: Type.String(),
  status: Type.String(),
  source_order_numbers: Type.Array(Type.String()),
  cost_minor: Nullable(Type.Integer()),
  cost_currency: Nullable(Type.String()),
  paid: Type.Boolean(),
  error_key: Nullable(Type.String()),
});

export const OrderListTrackingSchema = Type.Object({
  tracking_number: Type.String(),
  carrier: Nullable(Type.String()),
  status: Type.String(),
  latest_event: Nullable(Type.String()),
  latest_event_at: Nullable(Type.String()),
  delivered_at: Nullable(Type.String()),
});

export const OrderListRefundSchema = Type.Object({
  id: Type.String(),
  source: Type.String(),
  status: Type.String(),
  amount_minor: Type.Integer(),
  currency: Type.String(),
  note: Nullable(Type.String()),
  updated_at: Type.String(),
});

export const OrderListRowSchema = Type.Object({
  id: Type.String(),
  /** As the channel sends it, exactly (may exceed 2^53). */
  platform_order_id: Type.String(),
  order_name: Nullable(Type.String()),
  channel: Nullable(Type.String()),
  store_id: Nullable(Type.String()),
  section: Type.String(),
  sub_status: Type.String(),
  status: Type.String(),
  channel_status: Nullable(Type.String()),
  ordered_at: Type.String(),
  updated_at: Type.String(),
  country_code: Type.String(),
  customer_name: Nullable(Type.String()),
  customer_email: Nullable(Type.String()),
  marked: Type.Boolean(),
  archived: Type.Boolean(),
  currency: Nullable(Type.String()),
  total_price: Nullable(DecimalSchema),
  /** Sum of the lines' chosen supplier shipping fees, 2 decimals (spec 002 §5); null before any. */
  shipping_cost: Nullable(DecimalSchema),
  /**
   * What the lines' supplier products cost as the app stored them (each unit cost × quantity),
   * minor units in the suppliers' currency: the product cost an order shows before a placement
   * says what was charged. A line's cost is its changed supplier's quote, else the import's
   * variant its own mapping (made by hand) or the push names (ADR 017). Null unless every line's
   * cost is known and in one currency.
   */
  expected_cost_minor: Nullable(Type.Integer()),
  expected_cost_currency: Nullable(Type.String()),
  /** The longest delivery time of the lines' chosen shipping ("7-12"), null when none chosen. */
  shipping_time: Nullable(Type.String()),
  note: Nullable(Type.String()),
  /** The merchant's reason for cancelling it here (ADR 049); null when none was given. */
  cancel_note: Nullable(Type.String()),
  /** The store says the order is cancelled there: a cancellation here cannot be undone. */
  store_cancelled: Type.Boolean(),
  source_type: Nullable(Type.String()),
  error_message: Nullable(Type.String()),
  warning_key: Nullable(Type.String()),
  item_count: Type.Integer(),
  items: Type.Array(OrderListItemSchema),
  placements: Type.Array(OrderListPlacementSchema),
  tracking: Nullable(OrderListTrackingSchema),
  /**
   * The order's latest refund request (ADR 048), for the refund tab's columns; optional so a row
   * answered by an older API still reads.
   */
  refund: Type.Optional(Nullable(OrderListRefundSchema)),
});
export type OrderListRow = Static<typeof OrderListRowSchema>;

export const OrderListPageSchema = Type.Object({
  orders: Type.Array(OrderListRowSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: Nullable(Type.String()),
  /** The range the page covers (the defaults filled in). */
  from_date: Type.String(),
  to_date: Type.String(),
});
export type OrderListPage = Static<typeof OrderListPageSchema>;

export const orderListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v5/list',
  query: OrderListQuerySchema,
  response: OrderListPageSchema,
  tag: 'orders',
});

const OrderIdsSchema = Type.Array(OrderIdSchema, { minItems: 1, maxItems: ORDER_BULK_MAX });

export const MarkOrderBodySchema = Type.Object(
  { order_ids: OrderIdsSchema, marked: Type.Boolean() },
  { additionalProperties: false },
);
export const MarkArchiveBodySchema = Type.Object(
  { orders: OrderIdsSchema, archived: Type.Boolean() },
  { additionalProperties: false },
);
export const OrdersUpdatedSchema = Type.Object({ updated: Type.Integer() });

export const markOrderEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/orders/v5/mark-order',
  body: MarkOrderBodySchema,
  response: OrdersUpdatedSchema,
  tag: 'orders',
});

export const markArchiveEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/orders/v5/mark-archive',
  body: MarkArchiveBodySchema,
  response: OrdersUpdatedSchema,
  tag: 'orders',
});

export const SectionSummaryQuerySchema = Type.Object(
  {
    source: Type.Optional(Type.Enum([...ORDER_SOURCE_FILTERS])),
    from_date: Type.Optional(DateSchema),
    to_date: Type.Optional(DateSchema),
  },
  { additionalProperties: false },
);
export const SectionSummarySchema = Type.Object({
  type: Type.String(),
  from_date: Type.String(),
  to_date: Type.String(),
  order_count: Type.Integer(),
  item_count: Type.Integer(),
  /** What buyers paid, one entry per order currency. */
  selling_totals: Type.Array(Type.Object({ currency: Type.String(), amount: DecimalSchema })),
});
export type SectionSummary = Static<typeof SectionSummarySchema>;

export const sectionSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v5/section/:type/summary',
  params: Type.Object({ type: Type.Enum([...ORDER_SECTION_KEYS]) }),
  query: SectionSummaryQuerySchema,
  response: SectionSummarySchema,
  tag: 'orders',
});

const ColumnKeysSchema = Type.Optional(
  Type.Array(Type.String({ pattern: '^[a-z_]{1,40}$' }), { maxItems: 20 }),
);
export const OrderColumnListSchema = Type.Object({
  /** Table key → the visible columns in order; a table absent here shows its default columns. */
  columns: Type.Object(
    {
      placement: ColumnKeysSchema,
      payment: ColumnKeysSchema,
      shipment: ColumnKeysSchema,
      'cancelled/channel': ColumnKeysSchema,
      'cancelled/source': ColumnKeysSchema,
      refund: ColumnKeysSchema,
    },
    { additionalProperties: false },
  ),
});
export type OrderColumnList = Static<typeof OrderColumnListSchema>;

export const getOrderColumnListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/core/workplaces/settings/order-column-list',
  response: OrderColumnListSchema,
  tag: 'orders',
});

export const saveOrderColumnListEndpoint = defineEndpoint({
  method: 'POST',
  path: '/core/workplaces/settings/order-column-list',
  body: OrderColumnListSchema,
  response: OrderColumnListSchema,
  tag: 'orders',
});
