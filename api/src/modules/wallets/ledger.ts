import { and, eq, sql } from 'drizzle-orm';
import type { WalletEntryKind, WalletEntryView } from '@omni/shared/contracts';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { walletDeclines, walletEntries, wallets } from '../../db/schema';
import { AppError, badRequest } from '../../http/app-error';
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

async function entryByKey(tx: Database, walletId: string, key: string) {
  const [row] = await tx
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.walletId, walletId), eq(walletEntries.idempotencyKey, key)));
  return row ?? null;
}

/** Appends one entry and moves the balances with it (the wallet row is locked). */
async function append(
  tx: Database,
  wallet: WalletRow,
  kind: WalletEntryKind,
  parts: { topup: number; bonus: number },
  write: Write,
): Promise<EntryRow> {
  const topupAfter = wallet.balanceTopup + parts.topup;
  const bonusAfter = wallet.balanceBonus + parts.bonus;
  const now = write.now ?? new Date();
  await tx
    .update(wallets)
    .set({ balanceTopup: topupAfter, balanceBonus: bonusAfter, updatedAt: now })
    .where(eq(wallets.id, wallet.id));
  const [row] = await tx
    .insert(walletEntries)
    .values({
      walletId: wallet.id,
      kind,
      topupAmount: parts.topup,
      bonusAmount: parts.bonus,
      balanceTopupAfter: topupAfter,
      balanceBonusAfter: bonusAfter,
      idempotencyKey: write.key,
      reference: write.reference ?? null,
      description: write.description ?? null,
      createdAt: now,
    })
    .returning();
  return row!;
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
  const wallet = await lockWallet(tx, write);
  const parts =
    write.kind === 'bonus' ? { topup: 0, bonus: write.amount } : { topup: write.amount, bonus: 0 };
  const existing = await entryByKey(tx, wallet.id, write.key);
  if (existing) {
    if (
      existing.kind !== write.kind ||
      existing.topupAmount + existing.bonusAmount !== write.amount
    )
      throw keyReused();
    return toEntryView(existing, wallet.currency);
  }
  if (wallet.balanceTopup + parts.topup < 0)
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'amount', message: MessageKey.FieldInvalid, params: { rule: 'below_zero' } },
    ]);
  return toEntryView(await append(tx, wallet, write.kind, parts, write), wallet.currency);
}

/** Pays `amount` from the wallet (bonus first), or declines when the balance is short. */
export async function debitWallet(
  tx: Database,
  write: Write & { amount: number },
): Promise<DebitAnswer> {
  positiveAmount(write.amount);
  const wallet = await lockWallet(tx, write);
  const existing = await entryByKey(tx, wallet.id, write.key);
  if (existing) {
    if (
      existing.kind !== 'payment' ||
      -(existing.topupAmount + existing.bonusAmount) !== write.amount
    )
      throw keyReused();
    return {
      status: 'paid',
      entry: toEntryView(existing, wallet.currency),
      balances: balancesOf(existing.balanceTopupAfter, existing.balanceBonusAfter),
    };
  }
  const [declined] = await tx
    .select({ answer: walletDeclines.answer })
    .from(walletDeclines)
    .where(
      and(eq(walletDeclines.walletId, wallet.id), eq(walletDeclines.idempotencyKey, write.key)),
    );
  if (declined) {
    const answer = declined.answer as DebitAnswer;
    if (answer.status !== 'declined' || answer.amount !== write.amount) throw keyReused();
    return answer;
  }
  if (wallet.balanceTopup + wallet.balanceBonus < write.amount) {
    await queueRechargeIfDue(tx, wallet, {
      declined: true,
      totalAfter: wallet.balanceTopup + wallet.balanceBonus,
      now: write.now ?? new Date(),
    });
    const answer: DebitAnswer = {
      status: 'declined',
      reason: 'insufficient_funds',
      amount: write.amount,
      currency: wallet.currency,
      balances: balancesOf(wallet.balanceTopup, wallet.balanceBonus),
    };
    await tx
      .insert(walletDeclines)
      .values({ walletId: wallet.id, idempotencyKey: write.key, answer });
    return answer;
  }
  const fromBonus = Math.min(wallet.balanceBonus, write.amount);
  const row = await append(
    tx,
    wallet,
    'payment',
    { topup: -(write.amount - fromBonus), bonus: -fromBonus },
    write,
  );
  await queueRechargeIfDue(tx, wallet, {
    declined: false,
    totalAfter: row.balanceTopupAfter + row.balanceBonusAfter,
    now: write.now ?? new Date(),
  });
  return {
    status: 'paid',
    entry: toEntryView(row, wallet.currency),
    balances: balancesOf(row.balanceTopupAfter, row.balanceBonusAfter),
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
  const wallet = await lockWallet(tx, write);
  const existing = await entryByKey(tx, wallet.id, write.key);
  if (existing) {
    if (existing.kind !== 'refund' || existing.topupAmount + existing.bonusAmount !== write.amount)
      throw keyReused();
    return toEntryView(existing, wallet.currency);
  }
  const payment = await entryByKey(tx, wallet.id, write.paymentKey);
  if (!payment || payment.kind !== 'payment')
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'payment', message: MessageKey.FieldInvalid },
    ]);
  const [refunded] = await tx
    .select({
      topup: sql<number>`coalesce(sum(${walletEntries.topupAmount}), 0)::bigint`,
      bonus: sql<number>`coalesce(sum(${walletEntries.bonusAmount}), 0)::bigint`,
    })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.walletId, wallet.id),
        eq(walletEntries.kind, 'refund'),
        eq(walletEntries.reference, write.paymentKey),
      ),
    );
  const topupLeft = -payment.topupAmount - Number(refunded?.topup ?? 0);
  const bonusLeft = -payment.bonusAmount - Number(refunded?.bonus ?? 0);
  if (write.amount > topupLeft + bonusLeft)
    throw badRequest(MessageKey.ValidationFailed, [
      {
        field: 'amount',
        message: MessageKey.FieldInvalid,
        params: { max: topupLeft + bonusLeft },
      },
    ]);
  const toTopup = Math.min(topupLeft, write.amount);
  const row = await append(
    tx,
    wallet,
    'refund',
    { topup: toTopup, bonus: write.amount - toTopup },
    { ...write, reference: write.paymentKey },
  );
  return toEntryView(row, wallet.currency);
}
