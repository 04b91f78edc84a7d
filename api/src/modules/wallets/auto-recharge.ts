import { and, eq } from 'drizzle-orm';
import type { WalletRecharge, WalletRechargeBody } from '@omni/shared/contracts/billing';
import type { Database } from '../../db/database';
import { wallets } from '../../db/schema';
import type {
  PaymentProvider,
  SavedCard,
  SavedCardResult,
} from '../../integrations/payments/payment-provider';
import { creditWallet, lockWallet, type WalletRef } from './ledger';
import { rechargeReady, type RechargePayload } from './recharge-trigger';

/*
 * The wallet's automatic recharge (ADR 028). The settings and the saved card live on the wallet
 * row; the ledger queues a recharge after a payment (recharge-trigger.ts); the job below decides
 * under the wallet's lock, charges the saved card outside any transaction, and credits the
 * wallet once, keyed by the attempt.
 */

type WalletRow = typeof wallets.$inferSelect;

export function toRechargeView(row: WalletRow | null, currency: string): WalletRecharge {
  return {
    enabled: row?.autoRecharge ?? false,
    threshold: row?.rechargeThreshold ?? null,
    amount: row?.rechargeAmount ?? null,
    currency,
    card: row?.rechargePaymentMethodId ? { last4: row.rechargeCardLast4 } : null,
    skip_next_recharge: row?.skipNextRecharge ?? false,
    pending: row?.rechargeAttemptId != null,
    paused: row?.autoRecharge === true && row.lastRechargeStatus === 'failed',
    last:
      row?.lastRechargeStatus && row.lastRechargeAt
        ? {
            status: row.lastRechargeStatus,
            at: row.lastRechargeAt.toISOString(),
            failure: row.lastRechargeFailure,
          }
        : null,
  };
}

export async function readRecharge(db: Database, ref: WalletRef): Promise<WalletRecharge> {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.workplaceId, ref.workplaceId), eq(wallets.currency, ref.currency)));
  return toRechargeView(row ?? null, ref.currency);
}

/**
 * Saves the settings. Saving clears the pause a failed recharge left (the merchant has seen it),
 * not its record; turning it off leaves the saved card for later.
 */
export async function updateRecharge(
  db: Database,
  ref: WalletRef,
  body: WalletRechargeBody,
  now: Date,
): Promise<WalletRecharge> {
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const wallet = await lockWallet(tx, ref);
    const [updated] = await tx
      .update(wallets)
      .set({
        autoRecharge: body.enabled,
        rechargeThreshold: body.threshold,
        rechargeAmount: body.amount,
        ...(wallet.lastRechargeStatus === 'failed' ? { lastRechargeStatus: null } : {}),
        updatedAt: now,
      })
      .where(eq(wallets.id, wallet.id))
      .returning();
    return updated!;
  });
  return toRechargeView(row, ref.currency);
}

/** Whether a top-up checkout should keep its card: recharges are on. */
export async function rechargeWantsCard(db: Database, ref: WalletRef): Promise<boolean> {
  const [row] = await db
    .select({ on: wallets.autoRecharge })
    .from(wallets)
    .where(and(eq(wallets.workplaceId, ref.workplaceId), eq(wallets.currency, ref.currency)));
  return row?.on ?? false;
}

/** The card a paid top-up kept becomes the recharge card; it also lifts a failure's pause. */
export async function saveRechargeCard(
  db: Database,
  ref: WalletRef,
  card: SavedCard,
  now: Date,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const wallet = await lockWallet(tx, ref);
    await tx
      .update(wallets)
      .set({
        rechargeCustomerId: card.customerId,
        rechargePaymentMethodId: card.paymentMethodId,
        rechargeCardLast4: card.last4,
        ...(wallet.lastRechargeStatus === 'failed' ? { lastRechargeStatus: null } : {}),
        updatedAt: now,
      })
      .where(eq(wallets.id, wallet.id));
  });
}

export type RechargeOutcome =
  | { outcome: 'stale' }
  | { outcome: 'skipped' }
  | { outcome: 'not_needed' }
  | { outcome: 'succeeded'; amount: number }
  | { outcome: 'failed'; code: string };

const lockById = async (tx: Database, walletId: string) =>
  (await tx.select().from(wallets).where(eq(wallets.id, walletId)).for('update'))[0] ?? null;

/**
 * Runs one queued recharge. Under the lock it checks the attempt is still the wallet's, then:
 * skip-recharge set → skipped and the flag cleared, nothing charged; recharges off, no card, or
 * (for a low balance) the balance back at the threshold → nothing; else the saved card is charged
 * off-session with the attempt as the provider's idempotency key (a retried job after a crash
 * gets the same charge back), and the wallet is credited once under `recharge:<attempt>`. A card
 * the bank refuses pauses recharges (lastRechargeStatus failed) until the merchant acts. Faults
 * of the provider throw: the job retries with the same attempt.
 */
export async function runRecharge(
  db: Database,
  provider: Pick<PaymentProvider, 'chargeSavedCard'>,
  { walletId, attemptId, reason }: RechargePayload,
  now: () => Date,
): Promise<RechargeOutcome> {
  const finish = (tx: Database, set: Partial<WalletRow>) =>
    tx
      .update(wallets)
      .set({ rechargeAttemptId: null, updatedAt: now(), ...set })
      .where(eq(wallets.id, walletId));

  const decided = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const wallet = await lockById(tx, walletId);
    if (!wallet || wallet.rechargeAttemptId !== attemptId) return { outcome: 'stale' as const };
    if (wallet.skipNextRecharge) {
      await finish(tx, {
        skipNextRecharge: false,
        lastRechargeStatus: 'skipped',
        lastRechargeAt: now(),
        lastRechargeFailure: null,
      });
      return { outcome: 'skipped' as const };
    }
    const total = wallet.balanceTopup + wallet.balanceBonus;
    if (
      !rechargeReady(wallet) ||
      (reason === 'low_balance' && total >= wallet.rechargeThreshold!)
    ) {
      await finish(tx, {});
      return { outcome: 'not_needed' as const };
    }
    return { outcome: 'charge' as const, wallet };
  });
  if (decided.outcome !== 'charge') return decided;

  const { wallet } = decided;
  const result: SavedCardResult = await provider.chargeSavedCard({
    savedCard: {
      customerId: wallet.rechargeCustomerId!,
      paymentMethodId: wallet.rechargePaymentMethodId!,
    },
    amountMinor: wallet.rechargeAmount!,
    currency: wallet.currency,
    idempotencyKey: `wallet-recharge:${attemptId}`,
    description: 'Omni Dropshipping wallet automatic recharge',
    metadata: { workplace_id: wallet.workplaceId, purpose: 'wallet_recharge', attempt: attemptId },
    tenantId: wallet.workplaceId,
  });

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const current = await lockById(tx, walletId);
    if (!current || current.rechargeAttemptId !== attemptId) return { outcome: 'stale' as const };
    if (result.status === 'declined') {
      await finish(tx, {
        lastRechargeStatus: 'failed',
        lastRechargeAt: now(),
        lastRechargeFailure: result.code,
      });
      return { outcome: 'failed' as const, code: result.code };
    }
    await creditWallet(tx, {
      workplaceId: wallet.workplaceId,
      currency: wallet.currency,
      kind: 'topup',
      amount: wallet.rechargeAmount!,
      key: `recharge:${attemptId}`,
      reference: result.paymentId,
      description: 'Automatic recharge',
      now: now(),
    });
    await finish(tx, {
      lastRechargeStatus: 'succeeded',
      lastRechargeAt: now(),
      lastRechargeFailure: null,
    });
    return { outcome: 'succeeded' as const, amount: wallet.rechargeAmount! };
  });
}
