import { Type, type Static } from 'typebox';

/**
 * Card checkouts at the payment provider (Stripe Checkout, spec 002 §7 Payments and wallet): the
 * API creates a hosted checkout, the browser goes there, and the provider's webhook tells the API
 * how it ended; the workplace hears it as a `checkout-session-updated` realtime event.
 */
export const CHECKOUT_SESSION_STATUSES = ['open', 'paid', 'failed', 'expired'] as const;
export type CheckoutSessionStatusValue = (typeof CHECKOUT_SESSION_STATUSES)[number];

export const CHECKOUT_PURPOSES = ['wallet_topup', 'subscription'] as const;
export type CheckoutPurposeValue = (typeof CHECKOUT_PURPOSES)[number];

/** Currencies a wallet can be topped up in. */
export const TOPUP_CURRENCIES = ['USD'] as const;
/** Top-up limits, in the currency's major unit. */
export const TOPUP_MIN_AMOUNT = 10;
export const TOPUP_MAX_AMOUNT = 10_000;

// POST payments/user/wallets/topup
export const WalletTopupBodySchema = Type.Object({
  /**
   * In the currency's major unit, at most two decimals (checked by the API: JSON Schema's
   * multipleOf: 0.01 refuses 19.99 through float rounding).
   */
  amount: Type.Number({ minimum: TOPUP_MIN_AMOUNT, maximum: TOPUP_MAX_AMOUNT }),
  currency: Type.Optional(Type.Enum(TOPUP_CURRENCIES)),
});
export type WalletTopupBody = Static<typeof WalletTopupBodySchema>;

export const CheckoutSessionSchema = Type.Object({
  id: Type.String(),
  purpose: Type.Enum(CHECKOUT_PURPOSES),
  status: Type.Enum(CHECKOUT_SESSION_STATUSES),
  /** Major unit (25.5 = 25.50). */
  amount: Type.Number(),
  currency: Type.String(),
  /** Where to send the payer while the checkout is open; null once it is over. */
  url: Type.Union([Type.String(), Type.Null()]),
  sandbox: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  paid_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type CheckoutSessionView = Static<typeof CheckoutSessionSchema>;

// GET payments/checkout-sessions/{id} (the payment-success page reads the outcome)
export const CheckoutSessionParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
});
