import { sql, type SQL } from 'drizzle-orm';
import type { WalletEntryKind } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { wallets, type walletEntries } from '../../db/schema';
import { rowsOf } from '../../db/result-rows';
import type { RechargeSettings } from './recharge-trigger';

/**
 * One ledger write as one SQL statement (ADR 013): lock the wallet row, look the idempotency key
 * up, decide, move the balances and append the entry. Built with drizzle's builder it took five
 * statements, and building them was about 40 % of the ledger's CPU (ADR 038).
 *
 * Why a write may need a second try: in READ COMMITTED a statement reads with the snapshot it
 * took when it started, but `FOR UPDATE` returns the row's latest version once the lock is
 * granted. When another transaction changed the wallet and committed while this statement waited
 * for the lock, the statement's snapshot misses what it wrote (an entry with the same key, a
 * refund of the same payment). The statement sees that case: the locked row's `xmin` differs
 * from the one its snapshot holds. It then writes nothing and answers `stale`; it still holds the
 * lock, so the same statement again reads a snapshot nothing can change any more. Every entry
 * moves the wallet row, and so does every decline the debit keeps, so nothing recorded under a
 * key can hide from that check.
 * The same goes for the wallet's first use: a missing row is created and the statement re-run.
 */

type EntryRow = typeof walletEntries.$inferSelect;

export interface LockedWallet extends RechargeSettings {
  id: string;
  workplaceId: string;
  currency: string;
  balanceTopup: number;
  balanceBonus: number;
}

export interface LedgerAnswer {
  /** written, replay (the key was seen), or the refusal the shape named. */
  outcome: string;
  wallet: LockedWallet;
  /** The entry written, or the one a replayed key made first. */
  entry: EntryRow | null;
  /** The shape's extra columns, raw. */
  extra: Record<string, unknown>;
}

/** What differs between a credit, a debit and a refund; all of it plain SQL fragments. */
export interface WriteShape {
  kind: WalletEntryKind;
  /** The entry's two signed parts; may read `w` (the locked wallet) and the shape's reads. */
  topup: SQL;
  bonus: SQL;
  /** `WHEN … THEN 'reason'` branches, tried after stale and replay. */
  refusals: SQL;
  /** More CTEs before the decision, each starting with a comma. */
  reads?: SQL;
  /** Joined onto `w` in the decision (`LEFT JOIN x ON true`). */
  join?: SQL;
  /** More ways the key counts as seen (`OR EXISTS …`). */
  replayedAlso?: SQL;
  /** More CTEs after the decision (`, declined AS (INSERT …)`). */
  writes?: SQL;
  /** More output columns, each starting with a comma. */
  columns?: SQL;
}

export interface WriteTarget {
  workplaceId: string;
  currency: string;
  key: string;
  reference: string | null;
  description: string | null;
  now: Date;
}

function statement(target: WriteTarget, shape: WriteShape): SQL {
  const wallet = sql`workplace_id = ${target.workplaceId}::uuid AND currency = ${target.currency}`;
  const now = sql`${target.now.toISOString()}::timestamptz`;
  return sql`
    WITH w AS (
      SELECT id, workplace_id, currency, balance_topup, balance_bonus, xmin::text AS version,
        auto_recharge, recharge_threshold, recharge_amount, recharge_customer_id,
        recharge_payment_method_id, recharge_attempt_id, last_recharge_status
      FROM wallets WHERE ${wallet} FOR UPDATE
    ), seen AS (
      SELECT xmin::text AS version FROM wallets WHERE ${wallet}
    ), prior AS (
      SELECT e.* FROM wallet_entries e JOIN w ON e.wallet_id = w.id
      WHERE e.idempotency_key = ${target.key}
    ) ${shape.reads ?? sql``}, decision AS (
      SELECT w.*, parts.topup, parts.bonus,
        CASE
          WHEN w.version IS DISTINCT FROM (SELECT version FROM seen) THEN 'stale'
          WHEN EXISTS (SELECT 1 FROM prior) ${shape.replayedAlso ?? sql``} THEN 'replay'
          ${shape.refusals}
          ELSE 'written'
        END AS outcome
      FROM w ${shape.join ?? sql``}
      CROSS JOIN LATERAL (SELECT (${shape.topup})::bigint AS topup, (${shape.bonus})::bigint AS bonus) parts
    ), moved AS (
      UPDATE wallets SET balance_topup = wallets.balance_topup + d.topup,
        balance_bonus = wallets.balance_bonus + d.bonus, updated_at = ${now}
      FROM decision d WHERE wallets.id = d.id AND d.outcome = 'written'
      RETURNING wallets.id, wallets.balance_topup, wallets.balance_bonus
    ), written AS (
      INSERT INTO wallet_entries (wallet_id, kind, topup_amount, bonus_amount, balance_topup_after,
        balance_bonus_after, idempotency_key, reference, description, created_at)
      SELECT m.id, ${shape.kind}, d.topup, d.bonus, m.balance_topup, m.balance_bonus,
        ${target.key}, ${target.reference}, ${target.description}, ${now}
      FROM moved m JOIN decision d ON d.id = m.id
      RETURNING *
    ) ${shape.writes ?? sql``}
    SELECT d.outcome, d.id AS wallet_id, d.workplace_id, d.currency,
      d.balance_topup AS wallet_topup, d.balance_bonus AS wallet_bonus, d.auto_recharge,
      d.recharge_threshold, d.recharge_amount, d.recharge_customer_id,
      d.recharge_payment_method_id, d.recharge_attempt_id, d.last_recharge_status,
      e.seq, e.kind, e.topup_amount, e.bonus_amount, e.balance_topup_after, e.balance_bonus_after,
      e.reference, e.description, e.created_at ${shape.columns ?? sql``}
    FROM decision d
    LEFT JOIN (SELECT * FROM written UNION ALL SELECT * FROM prior) e ON true`;
}

const numOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

function answerOf(raw: Record<string, unknown>, key: string): LedgerAnswer {
  const wallet: LockedWallet = {
    id: String(raw.wallet_id),
    workplaceId: String(raw.workplace_id),
    currency: String(raw.currency),
    balanceTopup: Number(raw.wallet_topup),
    balanceBonus: Number(raw.wallet_bonus),
    autoRecharge: Boolean(raw.auto_recharge),
    rechargeThreshold: numOrNull(raw.recharge_threshold),
    rechargeAmount: numOrNull(raw.recharge_amount),
    rechargeCustomerId: (raw.recharge_customer_id as string | null) ?? null,
    rechargePaymentMethodId: (raw.recharge_payment_method_id as string | null) ?? null,
    rechargeAttemptId: (raw.recharge_attempt_id as string | null) ?? null,
    lastRechargeStatus: (raw.last_recharge_status as LockedWallet['lastRechargeStatus']) ?? null,
  };
  const entry: EntryRow | null =
    raw.seq === null || raw.seq === undefined
      ? null
      : {
          seq: Number(raw.seq),
          walletId: wallet.id,
          kind: raw.kind as WalletEntryKind,
          topupAmount: Number(raw.topup_amount),
          bonusAmount: Number(raw.bonus_amount),
          balanceTopupAfter: Number(raw.balance_topup_after),
          balanceBonusAfter: Number(raw.balance_bonus_after),
          idempotencyKey: key,
          reference: (raw.reference as string | null) ?? null,
          description: (raw.description as string | null) ?? null,
          createdAt: new Date(raw.created_at as string | Date),
        };
  return { outcome: String(raw.outcome), wallet, entry, extra: raw };
}

/**
 * Runs the write in the caller's transaction and answers what it did. At most three statements:
 * the write, then on a wallet's first use its row and the write again, or after a lock wait
 * (`stale`) the write again.
 */
export async function writeLedger(
  tx: Database,
  target: WriteTarget,
  shape: WriteShape,
): Promise<LedgerAnswer> {
  const query = statement(target, shape);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [raw] = rowsOf<Record<string, unknown>>(await tx.execute(query));
    if (!raw)
      await tx
        .insert(wallets)
        .values({ workplaceId: target.workplaceId, currency: target.currency })
        .onConflictDoNothing();
    else if (raw.outcome !== 'stale') return answerOf(raw, target.key);
  }
  // holding the lock, the third try cannot find the wallet changed or missing
  throw new Error('wallet ledger: the write found its wallet changing three times');
}
