import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IdSchema, TimestampSchema } from '../envelope';

/*
 * The payment transaction logs of the order center (spec 002 §7 GET orders/v6/payments/transaction-logs):
 * what the wallet ledger recorded for order payments, newest first — each debit of an order
 * payment and each refund of one, with the balance after it. Card and PayPal payments never touch
 * the ledger, so they are not here (the payment itself shows on the order's history).
 */

export const TRANSACTION_LOG_KINDS = ['payment', 'refund'] as const;
export type TransactionLogKind = (typeof TRANSACTION_LOG_KINDS)[number];

export const TransactionLogOrderSchema = Type.Object({
  id: IdSchema,
  /** The channel's order name (#1001), null when the channel sent none. */
  name: Type.Union([Type.String(), Type.Null()]),
});

export const TransactionLogSchema = Type.Object({
  /** The ledger entry's number. */
  id: Type.String(),
  kind: Type.Enum(TRANSACTION_LOG_KINDS),
  /** Signed integer minor units: a payment is negative, a refund positive (top-up + bonus parts). */
  amount: Type.Integer(),
  topup_amount: Type.Integer(),
  bonus_amount: Type.Integer(),
  /** The wallet's total balance right after this entry, minor units. */
  balance_after: Type.Integer(),
  currency: Type.String(),
  /** The order payment the entry belongs to. */
  payment_id: IdSchema,
  /** The orders that payment paid for. */
  orders: Type.Array(TransactionLogOrderSchema),
  created_at: TimestampSchema,
});
export type TransactionLog = Static<typeof TransactionLogSchema>;

export const TransactionLogQuerySchema = Type.Object({
  /** next_cursor of the previous page. */
  cursor: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
});
export type TransactionLogQuery = Static<typeof TransactionLogQuerySchema>;

export const TransactionLogPageSchema = Type.Object({
  items: Type.Array(TransactionLogSchema),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
export type TransactionLogPage = Static<typeof TransactionLogPageSchema>;

export const paymentTransactionLogsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v6/payments/transaction-logs',
  query: TransactionLogQuerySchema,
  response: TransactionLogPageSchema,
  tag: 'orders',
});
