import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IdSchema } from '../envelope';

/*
 * Paying for placed orders (spec 002 §3, §4, §9): from the wallet through the ledger, or by card /
 * PayPal through a hosted checkout, as the workplace's payment preference says.
 */

/** spec 002 §9: auto (wallet first, then card), wallet only, card only. */
export const PAYMENT_BEHAVIORS = ['auto', 'wallet', 'card'] as const;
export type PaymentBehavior = (typeof PAYMENT_BEHAVIORS)[number];
/** spec 002 §9 pay methods. */
export const PAY_METHODS = ['credit_card', 'paypal'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
/** Why a payment did not go through. */
export const PAYMENT_ERROR_KEYS = [
  'balance_insufficient',
  'nothing_to_pay',
  'payment_provider_unavailable',
  'supplier_payment_failed',
] as const;

export const PaymentSettingSchema = Type.Object({
  payment_behavior: Type.Enum(PAYMENT_BEHAVIORS),
  pay_method: Type.Enum(PAY_METHODS),
});
export type PaymentSetting = Static<typeof PaymentSettingSchema>;

export const OrderPaymentSchema = Type.Object({
  id: IdSchema,
  method: Type.Enum(['wallet', ...PAY_METHODS] as const),
  status: Type.Enum(ORDER_PAYMENT_STATUSES),
  /** Integer minor units. */
  amount: Type.Integer(),
  currency: Type.String(),
  order_ids: Type.Array(IdSchema),
  /** The hosted checkout to open (card / PayPal, pending); null otherwise. */
  checkout_url: Type.Union([Type.String(), Type.Null()]),
  error_key: Type.Union([Type.String(), Type.Null()]),
});
export type OrderPayment = Static<typeof OrderPaymentSchema>;

const tag = 'orders';

const OrderIdsBody = Type.Object({
  order_ids: Type.Array(IdSchema, { minItems: 1, maxItems: 200, uniqueItems: true }),
});

export const payOrdersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v5/payment',
  body: OrderIdsBody,
  response: OrderPaymentSchema,
  tag,
});

/**
 * What paying the orders would take, before the merchant pays: the orders with something due
 * (placed, unpaid, not ordered by hand), its total, the wallet's balance in that currency and the
 * method the preference would use now. `error_key` says why paying would fail (nothing_to_pay,
 * or balance_insufficient under "wallet only").
 */
export const PaymentInfoSchema = Type.Object({
  order_ids: Type.Array(IdSchema),
  /** Integer minor units; 0 when nothing is due. */
  amount: Type.Integer(),
  currency: Type.String(),
  /** Top-up and bonus balance of the wallet in `currency`, minor units. */
  wallet_balance: Type.Integer(),
  method: Type.Enum(['wallet', ...PAY_METHODS] as const),
  error_key: Type.Union([Type.Enum(PAYMENT_ERROR_KEYS), Type.Null()]),
});
export type PaymentInfo = Static<typeof PaymentInfoSchema>;

export const paymentInfoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v6/payments/info',
  body: OrderIdsBody,
  response: PaymentInfoSchema,
  tag,
});

export const getPaymentSettingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v6/payments/setting',
  response: PaymentSettingSchema,
  tag,
});

export const updatePaymentSettingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/orders/v6/payments/setting',
  body: PaymentSettingSchema,
  response: PaymentSettingSchema,
  tag,
});

/** After the hosted checkout: settles the payment when the provider says it is paid. */
export const confirmOrderPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/open-api/orders/payment-confirmation',
  body: Type.Object({ payment_id: IdSchema }),
  response: OrderPaymentSchema,
  tag,
});

export const cancelOrderPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/v5/payments/cancel',
  body: Type.Object({ payment_id: IdSchema }),
  response: OrderPaymentSchema,
  tag,
});

/** Pay-all takes at most this many orders at once: the payment call's own limit. */
export const PAY_ALL_MAX_ORDERS = 200;

/**
 * Every order of the workplace with something due now (placed with a supplier, unpaid, not
 * ordered by hand, priced), oldest first, in one currency (one payment is one charge): what "Pay
 * all" pays with POST orders/v5/payment. Orders beyond PAY_ALL_MAX_ORDERS, or due in another
 * currency, are counted in `remaining` for a next payment.
 */
export const PayAllSchema = Type.Object({
  order_ids: Type.Array(IdSchema),
  /** Integer minor units; 0 when nothing is due. */
  amount: Type.Integer(),
  currency: Type.String(),
  remaining: Type.Integer(),
});
export type PayAll = Static<typeof PayAllSchema>;

export const payAllLinkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/v5/fetch-omni-pay-all-link',
  response: PayAllSchema,
  tag,
});
