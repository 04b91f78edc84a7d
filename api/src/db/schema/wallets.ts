import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { workplaces } from './workplaces';

export type WalletEntryKind = 'topup' | 'bonus' | 'payment' | 'refund' | 'adjustment';

/**
 * A workplace's wallet in one currency (spec 002 §3). The two balances are the running sums of
 * the entries' two parts, kept in the same transaction as each entry (api/src/modules/wallets);
 * they never go below zero.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** Minor units. */
    balanceTopup: bigint('balance_topup', { mode: 'number' }).notNull().default(0),
    balanceBonus: bigint('balance_bonus', { mode: 'number' }).notNull().default(0),
    policyAcceptedAt: timestamp('policy_accepted_at', { withTimezone: true }),
    /** skip-recharge (ADR 027): the next automatic recharge is skipped, then this clears. */
    skipNextRecharge: boolean('skip_next_recharge').notNull().default(false),
    /**
     * Automatic recharge (ADR 028): when a payment leaves the balance under the threshold (or is
     * declined for lack of funds), the saved card is charged `rechargeAmount` by a job. Minor units.
     */
    autoRecharge: boolean('auto_recharge').notNull().default(false),
    rechargeThreshold: bigint('recharge_threshold', { mode: 'number' }),
    rechargeAmount: bigint('recharge_amount', { mode: 'number' }),
    /** The card a top-up saved at the provider for off-session charges (Stripe customer, pm). */
    rechargeCustomerId: text('recharge_customer_id'),
    rechargePaymentMethodId: text('recharge_payment_method_id'),
    rechargeCardLast4: text('recharge_card_last4'),
    /** The recharge queued or under way (its id keys the provider charge and the ledger entry). */
    rechargeAttemptId: uuid('recharge_attempt_id'),
    /** succeeded, skipped or failed; a failure pauses recharges until the settings are saved. */
    lastRechargeStatus: text('last_recharge_status').$type<'succeeded' | 'skipped' | 'failed'>(),
    lastRechargeAt: timestamp('last_recharge_at', { withTimezone: true }),
    lastRechargeFailure: text('last_recharge_failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_workplace_currency_unique').on(t.workplaceId, t.currency),
    check('wallets_balances_not_negative', sql`${t.balanceTopup} >= 0 AND ${t.balanceBonus} >= 0`),
  ],
);

/**
 * The ledger: append-only (never updated or deleted). An entry changes the top-up part and the
 * bonus part of a balance by signed amounts in minor units. An idempotency key makes a write
 * happen once per wallet: the same key again replays the entry it made.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WalletEntryKind>().notNull(),
    topupAmount: bigint('topup_amount', { mode: 'number' }).notNull(),
    bonusAmount: bigint('bonus_amount', { mode: 'number' }).notNull(),
    balanceTopupAfter: bigint('balance_topup_after', { mode: 'number' }).notNull(),
    balanceBonusAfter: bigint('balance_bonus_after', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    reference: text('reference'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_entries_wallet_key_unique').on(t.walletId, t.idempotencyKey),
    index('wallet_entries_wallet_seq_idx').on(t.walletId, t.seq),
    index('wallet_entries_reference_idx').on(t.walletId, t.reference),
  ],
);

/**
 * Debits refused for lack of funds, kept by idempotency key so that the same key replays the
 * refusal (a new attempt after a top-up takes a new key).
 */
export const walletDeclines = pgTable(
  'wallet_declines',
  {
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.walletId, t.idempotencyKey] })],
);

/** Which pay methods order automation may charge (spec 002 §7 payments/automation). */
export const paymentAutomation = pgTable(
  'payment_automation',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    providerMethod: text('provider_method').notNull(),
    status: text('status').$type<'enabled' | 'disabled'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workplaceId, t.providerMethod] })],
);
