import { Type, type Static, type TSchema } from 'typebox';
import { defineEndpoint } from '../endpoint';

/*
 * Refund requests (spec 002 §4 refund display statuses, §5 refund reasons, §7 POST
 * /orders/v4/refund/request and /request-type; ADR 048). A refund is asked of the source that was
 * paid for a source order (a placement); the source decides, and the order moves through the
 * refund section's tabs (§2) with it.
 */

/** spec 002 §5. */
export const REFUND_REASONS = ['customer_changed_or_cancelled_order', 'item_unavailable', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * spec 002 §4 "pending, refunded or accepted, rejected, completed", as the refund tabs name them:
 * accepted is the source's yes, completed the money back in the wallet.
 */
export const REFUND_STATUSES = ['pending', 'accepted', 'rejected', 'completed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * What a source offers for a source order: `refund_only` (the money back for the items, nothing
 * sent back: CJ's dispute with expectType refund, the own service's refund), `on_source` (its API
 * has no refund for dropshippers: the merchant asks on the source's own site, `source_url`).
 */
export const REFUND_TYPES = ['refund_only', 'on_source'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/** Why a source order cannot be refunded here now. */
export const REFUND_BLOCKS = ['not_paid', 'refund_open', 'fully_refunded', 'placed_by_hand'] as const;
export type RefundBlock = (typeof REFUND_BLOCKS)[number];

export const REFUND_NOTE_MAX = 500;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

const OrderIdBodySchema = Type.Object(
  { order_id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const RefundLineSchema = Type.Object(
  {
    line_item_id: Type.String({ format: 'uuid' }),
    quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
  },
  { additionalProperties: false },
);
export type RefundLineInput = Static<typeof RefundLineSchema>;

/** One source order of the order and what can be asked back of it. */
export const RefundOptionSchema = Type.Object({
  placement_id: Type.String(),
  source: Type.String(),
  order_no: Type.Array(Type.String()),
  type: Type.Enum([...REFUND_TYPES]),
  /** Why nothing can be asked now; null when a request can be made. */
  blocked: Nullable(Type.Enum([...REFUND_BLOCKS])),
  /** Where the merchant asks for it, for `on_source`; null otherwise. */
  source_url: Nullable(Type.String()),
  currency: Type.String(),
  /** What the source was paid for this source order, minor units. */
  paid_minor: Type.Integer(),
  /** Already given back or still asked (pending, accepted, completed). */
  refunded_minor: Type.Integer(),
  /** The most a new request may ask: paid less refunded. */
  max_minor: Type.Integer(),
  lines: Type.Array(
    Type.Object({ line_item_id: Type.String(), title: Type.String(), quantity: Type.Integer() }),
  ),
});
export type RefundOption = Static<typeof RefundOptionSchema>;

export const RefundRequestTypeSchema = Type.Object({
  order_id: Type.String(),
  options: Type.Array(RefundOptionSchema),
});
export type RefundRequestType = Static<typeof RefundRequestTypeSchema>;

export const RefundRequestBodySchema = Type.Object(
  {
    order_id: Type.String({ format: 'uuid' }),
    placement_id: Type.String({ format: 'uuid' }),
    reason: Type.Enum([...REFUND_REASONS]),
    lines: Type.Array(RefundLineSchema, { minItems: 1, maxItems: 250 }),
    /** Minor units of the option's currency. */
    amount_minor: Type.Integer({ minimum: 1 }),
    note: Type.Optional(Type.String({ maxLength: REFUND_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type RefundRequestBody = Static<typeof RefundRequestBodySchema>;

export const RefundViewSchema = Type.Object({
  id: Type.String(),
  order_id: Type.String(),
  placement_id: Type.String(),
  source: Type.String(),
  status: Type.Enum([...REFUND_STATUSES]),
  reason: Type.String(),
  note: Nullable(Type.String()),
  lines: Type.Array(Type.Object({ line_item_id: Type.String(), quantity: Type.Integer() })),
  amount_minor: Type.Integer(),
  currency: Type.String(),
  /** Why the source did not take it, when it did not (then status is rejected). */
  error_key: Nullable(Type.String()),
  /** True once the money is back in the wallet. */
  to_wallet: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type RefundView = Static<typeof RefundViewSchema>;

const tag = 'orders';

/** What each source order of the order offers (refund only, or on the source's site). */
export const refundRequestTypeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v4/refund/request-type',
  body: OrderIdBodySchema,
  response: RefundRequestTypeSchema,
  tag,
});

/** Asks the source for a refund; the request goes out as a job (ADR 048). */
export const refundRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v4/refund/request',
  body: RefundRequestBodySchema,
  response: RefundViewSchema,
  tag,
});
