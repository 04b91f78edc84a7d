import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IdSchema } from '../envelope';

/*
 * The merchant cancels orders they will not fulfil (spec 002 §1 "refunds and cancellations", §2
 * the cancelled section, §7 PUT orders/order-cancel; ADR 049). Only orders not yet placed with a
 * supplier are cancelled here; they move to "cancelled by channel" with the merchant's note. An
 * order placed with a supplier is refunded instead (another feature). The store's order is left
 * as it is: the merchant cancels it in the store if they want to (ADR 049).
 */

/** How long the merchant's reason may be (a sentence or two, shown in the list's note column). */
export const CANCEL_NOTE_MAX = 500;

/** Why an order of the request was not cancelled. */
export const CANCEL_REFUSALS = [
  /** It is placed with a supplier (paid, shipped, refunded or being placed): refund it instead. */
  'placed',
  /** It is in the cancelled section already. */
  'already_cancelled',
] as const;
export type CancelRefusal = (typeof CANCEL_REFUSALS)[number];

export const CancelOrdersBodySchema = Type.Object({
  order_ids: Type.Array(IdSchema, { minItems: 1, maxItems: 200, uniqueItems: true }),
  /** The merchant's reason, optional; blank is no note. */
  note: Type.Optional(Type.String({ maxLength: CANCEL_NOTE_MAX })),
});
export type CancelOrdersBody = Static<typeof CancelOrdersBodySchema>;

export const CancelRefusedOrderSchema = Type.Object({
  order_id: IdSchema,
  /** The number the merchant knows the order by ("#1001"), so a message can name it. */
  order_name: Type.String(),
  reason: Type.Enum(CANCEL_REFUSALS),
});
export type CancelRefusedOrder = Static<typeof CancelRefusedOrderSchema>;

/** One answer per order: those cancelled, and those left as they were with why. */
export const CancelOrdersResultSchema = Type.Object({
  cancelled: Type.Array(IdSchema),
  refused: Type.Array(CancelRefusedOrderSchema),
});
export type CancelOrdersResult = Static<typeof CancelOrdersResultSchema>;

/**
 * PUT orders/order-cancel. Another workplace's (or an unknown) order id makes the whole request
 * NOT_FOUND and changes nothing. Undo: POST orders/v5/revert-order (revertOrdersEndpoint) takes a
 * cancelled order back to New orders while its store still has it open.
 */
export const cancelOrdersEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/orders/order-cancel',
  body: CancelOrdersBodySchema,
  response: CancelOrdersResultSchema,
  tag: 'orders',
});
