import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type {
  WalletChart,
  WalletEntryQuery,
  WalletEntryView,
  WalletView,
} from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { walletEntries, wallets } from '../../db/schema';
import { rowsOf } from '../../db/result-rows';
import { lockWallet, toEntryView, type WalletRef } from './ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

async function findWallet(db: Database, { workplaceId, currency }: WalletRef) {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.workplaceId, workplaceId), eq(wallets.currency, currency)));
  return row ?? null;
}

/** Balances as the wallet page shows them; a wallet never written to reads as zero. */
export async function readWallet(db: Database, ref: WalletRef): Promise<WalletView> {
  const row = await findWallet(db, ref);
  const topup = row?.balanceTopup ?? 0;
  const bonus = row?.balanceBonus ?? 0;
  return {
    currency: ref.currency,
    balance_topup: topup,
    balance_bonus: bonus,
    total_balance: topup + bonus,
    policy_accepted_at: row?.policyAcceptedAt?.toISOString() ?? null,
  };
}

/** Records the acceptance once (the first moment stays). */
export async function acceptPolicy(db: Database, ref: WalletRef, now: Date): Promise<WalletView> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const wallet = await lockWallet(tx, ref);
    if (!wallet.policyAcceptedAt)
      await tx.update(wallets).set({ policyAcceptedAt: now }).where(eq(wallets.id, wallet.id));
  });
  return readWallet(db, ref);
}

function entryFilter(walletId: string, query: Omit<WalletEntryQuery, 'limit'>) {
  return and(
    eq(walletEntries.walletId, walletId),
    query.kind ? eq(walletEntries.kind, query.kind) : undefined,
    query.from ? gte(walletEntries.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to
      ? lt(walletEntries.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS))
      : undefined,
    query.cursor ? lt(walletEntries.seq, Number(query.cursor)) : undefined,
  );
}

/** Entries newest first, a page at a time (keyset on the entry number). */
export async function listEntries(
  db: Database,
  ref: WalletRef,
  query: WalletEntryQuery,
): Promise<{ items: WalletEntryView[]; next_cursor: string | null }> {
  const wallet = await findWallet(db, ref);
  if (!wallet) return { items: [], next_cursor: null };
  const limit = query.limit ?? 50;
  const rows = await db
    .select()
    .from(walletEntries)
    .where(entryFilter(wallet.id, query))
    .orderBy(desc(walletEntries.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => toEntryView(row, wallet.currency)),
    next_cursor: rows.length > limit ? String(page.at(-1)!.seq) : null,
  };
}

/** Every entry the filters match, newest first, for the CSV export (bounded). */
export async function exportEntries(
  db: Database,
  ref: WalletRef,
  query: Omit<WalletEntryQuery, 'cursor' | 'limit'>,
  max = 100_000,
): Promise<WalletEntryView[]> {
  const wallet = await findWallet(db, ref);
  if (!wallet) return [];
  const rows = await db
    .select()
    .from(walletEntries)
    .where(entryFilter(wallet.id, query))
    .orderBy(desc(walletEntries.seq))
    .limit(max);
  return rows.map((row) => toEntryView(row, wallet.currency));
}

/** Daily credits, debits and closing balance over the last `days` UTC days, today included. */
export async function chartSummary(
  db: Database,
  ref: WalletRef,
  days: number,
  now: Date,
): Promise<WalletChart> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  const wallet = await findWallet(db, ref);
  if (!wallet)
    return {
      currency: ref.currency,
      points: dates.map((date) => ({ date, credited: 0, debited: 0, balance: 0 })),
    };
  const [opening] = await db
    .select({
      after: sql<number>`${walletEntries.balanceTopupAfter} + ${walletEntries.balanceBonusAfter}`,
    })
    .from(walletEntries)
    .where(and(eq(walletEntries.walletId, wallet.id), lt(walletEntries.createdAt, start)))
    .orderBy(desc(walletEntries.seq))
    .limit(1);
  const daily = rowsOf<{ day: string; credited: unknown; debited: unknown }>(
    await db.execute(sql`
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
        coalesce(sum(topup_amount + bonus_amount) FILTER (WHERE topup_amount + bonus_amount > 0), 0) AS credited,
        coalesce(-sum(topup_amount + bonus_amount) FILTER (WHERE topup_amount + bonus_amount < 0), 0) AS debited
      FROM wallet_entries
      WHERE wallet_id = ${wallet.id} AND created_at >= ${start.toISOString()}::timestamptz
      GROUP BY 1`),
  );
  const byDay = new Map(daily.map((d) => [d.day, d]));
  let balance = Number(opening?.after ?? 0);
  const points = dates.map((date) => {
    const day = byDay.get(date);
    const credited = Number(day?.credited ?? 0);
    const debited = Number(day?.debited ?? 0);
    balance += credited - debited;
    return { date, credited, debited, balance };
  });
  return { currency: wallet.currency, points };
}
