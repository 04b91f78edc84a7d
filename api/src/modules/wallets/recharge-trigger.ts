import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { wallets } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue';
import { defineJob } from '../../jobs/job-types';

export interface RechargePayload {
  walletId: string;
  /** Keys the provider charge and the ledger entry: a retried job charges and credits once. */
  attemptId: string;
  /** low_balance: under the threshold; declined: a payment was refused for lack of funds. */
  reason: 'low_balance' | 'declined';
}

export const WALLET_JOBS = { recharge: defineJob<RechargePayload>('wallets.recharge') };

type WalletRow = typeof wallets.$inferSelect;

/** The wallet's fields a recharge decision reads (the ledger's statement returns just these). */
export type RechargeSettings = Pick<
  WalletRow,
  | 'autoRecharge'
  | 'rechargeThreshold'
  | 'rechargeAmount'
  | 'rechargeCustomerId'
  | 'rechargePaymentMethodId'
  | 'rechargeAttemptId'
  | 'lastRechargeStatus'
>;

/** Recharges can run: on, a card saved, both amounts set, and not paused by a failure. */
export const rechargeReady = (wallet: RechargeSettings) =>
  wallet.autoRecharge &&
  wallet.rechargePaymentMethodId != null &&
  wallet.rechargeCustomerId != null &&
  wallet.rechargeThreshold != null &&
  wallet.rechargeAmount != null &&
  wallet.lastRechargeStatus !== 'failed';

/**
 * Called by the ledger after a payment, under the wallet's lock and in the payment's transaction
 * (ADR 028): when the balance it left is under the threshold, or the payment was declined for
 * lack of funds, and no recharge is already queued, a recharge job is queued with the payment —
 * so a rolled-back payment queues nothing and concurrent payments queue one.
 */
export async function queueRechargeIfDue(
  tx: Database,
  wallet: RechargeSettings & Pick<WalletRow, 'id' | 'workplaceId'>,
  outcome: { declined: boolean; totalAfter: number; now: Date },
): Promise<void> {
  if (!rechargeReady(wallet) || wallet.rechargeAttemptId) return;
  const low = outcome.totalAfter < wallet.rechargeThreshold!;
  if (!low && !outcome.declined) return;
  const attemptId = randomUUID();
  await tx
    .update(wallets)
    .set({ rechargeAttemptId: attemptId, updatedAt: outcome.now })
    .where(eq(wallets.id, wallet.id));
  await enqueueJob(tx, {
    job: WALLET_JOBS.recharge,
    payload: { walletId: wallet.id, attemptId, reason: low ? 'low_balance' : 'declined' },
    dedupeKey: `wallet-recharge:${attemptId}`,
    workplaceId: wallet.workplaceId,
  });
}
