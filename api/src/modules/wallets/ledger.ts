import { and, eq, sql } from 'drizzle-orm';
import type { WalletEntryView } from '@omni/shared/contracts';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { walletEntries, wallets } from '../../db/schema';
import { AppError, badRequest } from '../../http/app-error';
import { writeLedger, type WriteTarget } from './ledger-statement';
import { queueRechargeIfDue } from './recharge-trigger';

/**
 * The wallet ledger (spec 002 §3, §7). Every change of a balance is an appended entry written in
 * the same transaction as the balance, under the wallet row's lock, so the balances always equal
 * the sums of the entries and concurrent writers queue instead of racing:
 *
 * - `creditWallet(tx, …)`: top-up, bonus or adjustment; `debitWallet(tx, …)`: a payment, bonus
 *   part first, refused (not thrown) when the total balance is short, never below zero; a
 *   payment that leaves the balance low queues the automatic recharge (ADR 028);
 *   `refundPayment(tx, …)`: gives back up to what a payment took, to the parts it took from.
 * - Every write carries an idempotency key, unique per wallet: the same key again (even at the
 *   same moment: the second waits for the lock) replays the first answer — the entry it made, or
 *   the refusal — and a key reused for a different request is refused (IdempotencyKeyReused).
 * - Amounts are integers in the currency's minor unit; a wallet is per workplace and currency.
 *
 * Use them inside the caller's transaction (the order payment, the webhook that credits a top-up);
 * nothing here commits on its own.
 */

export type WalletRow = typeof wallets.$inferSelect;
type EntryRow = typeof walletEntries.$inferSelect;

export interface WalletRef {
  workplaceId: string;
  currency: string;
}

export interface Balances {
  balance_topup: number;
  balance_bonus: number;
  total_balance: number;
}

interface Write extends WalletRef {
  key: string;
  reference?: string | null;
  description?: string | null;
  now?: Date;
}

export type DebitAnswer =
  | { status: 'paid'; entry: WalletEntryView; balances: Balances }
  | {
      status: 'declined';
      reason: 'insufficient_funds';
      amount: number;
      currency: string;
      balances: Balances;
    };

function balancesOf(topup: number, bonus: number): Balances {
  return { balance_topup: topup, balance_bonus: bonus, total_balance: topup + bonus };
}

export function toEntryView(row: EntryRow, currency: string): WalletEntryView {
  return {
    id: String(row.seq),
    kind: row.kind,
    amount: row.topupAmount + row.bonusAmount,
    topup_amount: row.topupAmount,
    bonus_amount: row.bonusAmount,
    balance_after: row.balanceTopupAfter + row.balanceBonusAfter,
    currency,
    reference: row.reference,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

const keyReused = () =>
  new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.IdempotencyKeyReused);

function positiveAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'amount', message: MessageKey.FieldInvalid },
    ]);
}

/** The wallet row, created on first use, locked until the caller's transaction ends. */
export async function lockWallet(tx: Database, { workplaceId, currency }: WalletRef) {
  const find = () =>
    tx
      .select()
      .from(wallets)
      .where(and(eq(wallets.workplaceId, workplaceId), eq(wallets.currency, currency)))
      .for('update');
  const [found] = await find();
  if (found) return found;
  await tx.insert(wallets).values({ workplaceId, currency }).onConflictDoNothing();
  const [created] = await find();
  return created!;
}

/** The statement's target: the wallet, the key and what the entry records. */
function targetOf(write: Write): WriteTarget {
  return {
    workplaceId: write.workplaceId,
    currency: write.currency,
    key: write.key,
    reference: write.reference ?? null,
    description: write.description ?? null,
    now: write.now ?? new Date(),
  };
}

/**
 * Credits a top-up or a bonus (positive), or an adjustment of the top-up part (either sign; one
 * that would take it below zero is refused). Returns the entry, the first one for a repeated key.
 */
export async function creditWallet(
  tx: Database,
  write: Write & { kind: 'topup' | 'bonus' | 'adjustment'; amount: number },
): Promise<WalletEntryView> {
  if (write.kind === 'adjustment') {
    if (!Number.isSafeInteger(write.amount) || write.amount === 0) positiveAmount(0);
  } else positiveAmount(write.amount);
  const amount = sql`${write.amount}::bigint`;
  const { outcome, wallet, entry } = await writeLedger(tx, targetOf(write), {
    kind: write.kind,
    topup: write.kind === 'bonus' ? sql`0` : amount,
    bonus: write.kind === 'bonus' ? amount : sql`0`,
    refusals: sql`WHEN w.balance_topup + parts.topup < 0 THEN 'below_zero'`,
  });
  if (outcome === 'below_zero')
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'amount', message: MessageKey.FieldInvalid, params: { rule: 'below_zero' } },
    ]);
  if (
    outcome === 'replay' &&
    (entry!.kind !== write.kind || entry!.topupAmount + entry!.bonusAmount !== write.amount)
  )
    throw keyReused();
  return toEntryView(entry!, wallet.currency);
}

/** Pays `amount` from the wallet (bonus first), or declines when the balance is short. */
export async function debitWallet(
  tx: Database,
  write: Write & { amount: number },
): Promise<DebitAnswer> {
  positiveAmount(write.amount);
  const amount = sql`${write.amount}::bigint`;
  const target = targetOf(write);
  const { now } = target;
  const { outcome, wallet, entry, extra } = await writeLedger(tx, target, {
    kind: 'payment',
    topup: sql`least(w.balance_bonus, ${amount}) - ${amount}`,
    bonus: sql`-least(w.balance_bonus, ${amount})`,
    reads: sql`, refused AS (
      SELECT d.answer FROM wallet_declines d JOIN w ON d.wallet_id = w.id
      WHERE d.idempotency_key = ${write.key})`,
    replayedAlso: sql`OR EXISTS (SELECT 1 FROM refused)`,
    refusals: sql`WHEN w.balance_topup + w.balance_bonus < ${amount} THEN 'declined'`,
    // The refusal is kept by its key, so that the key replays it (the same answer as below).
    // It also moves the wallet row, as an entry does: a call with the same key that waited for
    // the lock then runs again and replays it (ledger-statement.ts), instead of declining twice.
    writes: sql`, declined AS (
      INSERT INTO wallet_declines (wallet_id, idempotency_key, answer)
      SELECT d.id, ${write.key}, jsonb_build_object('status', 'declined',
        'reason', 'insufficient_funds', 'amount', ${amount}, 'currency', d.currency,
        'balances', jsonb_build_object('balance_topup', d.balance_topup,
          'balance_bonus', d.balance_bonus, 'total_balance', d.balance_topup + d.balance_bonus))
      FROM decision d WHERE d.outcome = 'declined'
    ), noted AS (
      UPDATE wallets SET updated_at = ${now.toISOString()}::timestamptz
      FROM decision d WHERE wallets.id = d.id AND d.outcome = 'declined')`,
    columns: sql`, (SELECT answer FROM refused) AS refused_answer`,
  });
  if (outcome === 'replay' && entry) {
    if (entry.kind !== 'payment' || -(entry.topupAmount + entry.bonusAmount) !== write.amount)
      throw keyReused();
    return {
      status: 'paid',
      entry: toEntryView(entry, wallet.currency),
      balances: balancesOf(entry.balanceTopupAfter, entry.balanceBonusAfter),
    };
  }
  if (outcome === 'replay') {
    const answer = extra.refused_answer as DebitAnswer;
    if (answer.status !== 'declined' || answer.amount !== write.amount) throw keyReused();
    return answer;
  }
  if (outcome === 'declined') {
    const total = wallet.balanceTopup + wallet.balanceBonus;
    await queueRechargeIfDue(tx, wallet, { declined: true, totalAfter: total, now });
    return {
      status: 'declined',
      reason: 'insufficient_funds',
      amount: write.amount,
      currency: wallet.currency,
      balances: balancesOf(wallet.balanceTopup, wallet.balanceBonus),
    };
  }
  const paid = entry!;
  await queueRechargeIfDue(tx, wallet, {
    declined: false,
    totalAfter: paid.balanceTopupAfter + paid.balanceBonusAfter,
    now,
  });
  return {
    status: 'paid',
    entry: toEntryView(paid, wallet.currency),
    balances: balancesOf(paid.balanceTopupAfter, paid.balanceBonusAfter),
  };
}

/**
 * Gives back up to what the payment made with `paymentKey` took, less what was refunded of it
 * already: to the top-up part first, as far as the payment took from it, then to the bonus part.
 */
export async function refundPayment(
  tx: Database,
  write: Write & { paymentKey: string; amount: number },
): Promise<WalletEntryView> {
  positiveAmount(write.amount);
  const amount = sql`${write.amount}::bigint`;
  const { outcome, wallet, entry, extra } = await writeLedger(
    tx,
    { ...targetOf(write), reference: write.paymentKey },
    {
      kind: 'refund',
      // what the payment took from each part, less what its refunds gave back already
      reads: sql`, room AS (
        SELECT -p.topup_amount - coalesce(sum(r.topup_amount), 0) AS topup_left,
          -p.bonus_amount - coalesce(sum(r.bonus_amount), 0) AS bonus_left
        FROM wallet_entries p JOIN w ON p.wallet_id = w.id
        LEFT JOIN wallet_entries r ON r.wallet_id = w.id AND r.kind = 'refund'
          AND r.reference = ${write.paymentKey}
        WHERE p.idempotency_key = ${write.paymentKey} AND p.kind = 'payment'
        GROUP BY p.topup_amount, p.bonus_amount)`,
      join: sql`LEFT JOIN room ON true`,
      topup: sql`least(room.topup_left, ${amount})`,
      bonus: sql`${amount} - least(room.topup_left, ${amount})`,
      refusals: sql`WHEN room.topup_left IS NULL THEN 'no_payment'
        WHEN ${amount} > room.topup_left + room.bonus_left THEN 'too_much'`,
      columns: sql`, (SELECT topup_left + bonus_left FROM room) AS refund_room`,
    },
  );
  if (outcome === 'replay') {
    if (entry!.kind !== 'refund' || entry!.topupAmount + entry!.bonusAmount !== write.amount)
      throw keyReused();
    return toEntryView(entry!, wallet.currency);
  }
  if (outcome === 'no_payment')
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'payment', message: MessageKey.FieldInvalid },
    ]);
  if (outcome === 'too_much')
    throw badRequest(MessageKey.ValidationFailed, [
      {
        field: 'amount',
        message: MessageKey.FieldInvalid,
        params: { max: Number(extra.refund_room) },
      },
    ]);
  return toEntryView(entry!, wallet.currency);
}
