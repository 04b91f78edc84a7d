import { Type, type Static } from 'typebox';

/*
 * The wallet (spec 002 §3 Wallet, §7 Payments and wallet): a ledger of append-only entries per
 * workplace and currency. Every amount is an integer in the currency's minor unit (shared/money
 * fromMinorUnits / formatPrice to show it); the balances always equal the sum of the entries.
 */

export const WALLET_ENTRY_KINDS = ['topup', 'bonus', 'payment', 'refund', 'adjustment'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

// GET payments/user/wallets, POST payments/user/wallets/accept-policy
export const WalletSchema = Type.Object({
  currency: Type.String(),
  balance_topup: Type.Integer(),
  balance_bonus: Type.Integer(),
  total_balance: Type.Integer(),
  /** The wallet policy must be accepted before the first top-up. */
  policy_accepted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type WalletView = Static<typeof WalletSchema>;

export const WalletEntrySchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(WALLET_ENTRY_KINDS),
  /** Signed: credits positive, debits negative (topup_amount + bonus_amount). */
  amount: Type.Integer(),
  topup_amount: Type.Integer(),
  bonus_amount: Type.Integer(),
  /** Total balance right after this entry. */
  balance_after: Type.Integer(),
  currency: Type.String(),
  /** What it is about: a checkout id, an order id, the payment a refund returns. */
  reference: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type WalletEntryView = Static<typeof WalletEntrySchema>;

const DateSchema = Type.String({ format: 'date', description: 'YYYY-MM-DD (UTC)' });

// GET payments/user/wallets/transactions (newest first) and …/transactions.csv
export const WalletEntryQuerySchema = Type.Object({
  kind: Type.Optional(Type.Enum(WALLET_ENTRY_KINDS)),
  from: Type.Optional(DateSchema),
  to: Type.Optional(DateSchema),
  /** next_cursor of the previous page. */
  cursor: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type WalletEntryQuery = Static<typeof WalletEntryQuerySchema>;

export const WalletEntryPageSchema = Type.Object({
  items: Type.Array(WalletEntrySchema),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
export type WalletEntryPage = Static<typeof WalletEntryPageSchema>;

// GET payments/user/wallets/chart-summary
export const WalletChartQuerySchema = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 7, maximum: 365, default: 30 })),
});
export const WalletChartSchema = Type.Object({
  currency: Type.String(),
  /** One point per UTC day, oldest first; amounts in minor units. */
  points: Type.Array(
    Type.Object({
      date: Type.String(),
      credited: Type.Integer(),
      debited: Type.Integer(),
      balance: Type.Integer(),
    }),
  ),
});
export type WalletChart = Static<typeof WalletChartSchema>;

// GET orders/v7/wallet/bonus: the bonus a top-up of at least min_topup earns.
export const WalletBonusRulesSchema = Type.Object({
  currency: Type.String(),
  rules: Type.Array(Type.Object({ min_topup: Type.Integer(), percent: Type.Number() })),
});
export type WalletBonusRules = Static<typeof WalletBonusRulesSchema>;

/** Pay methods of order automation (spec 002 §9). */
export const AUTOMATION_PAY_METHODS = ['paypal', 'credit_card'] as const;
export const AUTOMATION_STATUSES = ['enabled', 'disabled'] as const;

// GET payments/automation/info, POST payments/automation/{provider_method}/{status}
export const PaymentAutomationSchema = Type.Object({
  methods: Type.Array(
    Type.Object({
      provider_method: Type.Enum(AUTOMATION_PAY_METHODS),
      status: Type.Enum(AUTOMATION_STATUSES),
      updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    }),
  ),
});
export type PaymentAutomation = Static<typeof PaymentAutomationSchema>;
export const PaymentAutomationParamsSchema = Type.Object({
  provider_method: Type.Enum(AUTOMATION_PAY_METHODS),
  status: Type.Enum(AUTOMATION_STATUSES),
});
