import { Type, type Static } from 'typebox';
import { TOPUP_MAX_AMOUNT, TOPUP_MIN_AMOUNT } from '../checkout-sessions';
import { defineEndpoint } from '../endpoint';

/*
 * The wallet's automatic recharge (ADR 028): when a payment leaves the balance under
 * `threshold`, or is declined for lack of funds, the card a top-up saved is charged `amount`
 * (skipped once after skip-recharge). Amounts are integers in the wallet currency's minor units.
 */
const tag = 'wallet';

/** A recharge is a top-up: the same limits (USD cents). */
export const RECHARGE_MIN_AMOUNT = TOPUP_MIN_AMOUNT * 100;
export const RECHARGE_MAX_AMOUNT = TOPUP_MAX_AMOUNT * 100;
export const RECHARGE_MAX_THRESHOLD = TOPUP_MAX_AMOUNT * 100;

export const RECHARGE_OUTCOMES = ['succeeded', 'skipped', 'failed'] as const;

export const WalletRechargeSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Recharge when a payment leaves less than this; null until set. */
  threshold: Type.Union([Type.Integer(), Type.Null()]),
  /** Charged to the saved card each time; null until set. */
  amount: Type.Union([Type.Integer(), Type.Null()]),
  currency: Type.String(),
  /** The card a top-up saved for recharges; null: the next card top-up saves its card. */
  card: Type.Union([Type.Object({ last4: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  /** skip-recharge: the next recharge is skipped, then this clears. */
  skip_next_recharge: Type.Boolean(),
  /** A recharge is queued or under way. */
  pending: Type.Boolean(),
  /** A failed recharge pauses recharges until the settings are saved again. */
  paused: Type.Boolean(),
  last: Type.Union([
    Type.Object({
      status: Type.Enum(RECHARGE_OUTCOMES),
      at: Type.String({ format: 'date-time' }),
      /** The provider's decline code of a failed one. */
      failure: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type WalletRecharge = Static<typeof WalletRechargeSchema>;

export const WalletRechargeBodySchema = Type.Object(
  {
    enabled: Type.Boolean(),
    threshold: Type.Integer({ minimum: 0, maximum: RECHARGE_MAX_THRESHOLD }),
    amount: Type.Integer({ minimum: RECHARGE_MIN_AMOUNT, maximum: RECHARGE_MAX_AMOUNT }),
  },
  { additionalProperties: false },
);
export type WalletRechargeBody = Static<typeof WalletRechargeBodySchema>;

/** The workplace wallet's automatic recharge settings and its last outcome. */
export const walletRechargeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/user/wallets/recharge',
  response: WalletRechargeSchema,
  tag,
});

/** Turns the automatic recharge on or off and sets when and how much (clears a pause). */
export const updateWalletRechargeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/payments/user/wallets/recharge',
  body: WalletRechargeBodySchema,
  response: WalletRechargeSchema,
  tag,
});
