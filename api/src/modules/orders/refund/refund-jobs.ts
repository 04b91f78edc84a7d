import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { RefundStatus } from '@omni/shared/contracts/orders';
import { toMinorUnits } from '@omni/shared/money';
import type { Database } from '../../../db/database';
import { orderPlacements, orderRefunds, orders, type OrderRefundRow } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/enqueue';
import {
  defineJob,
  PermanentJobError,
  type JobContext,
  type JobModule,
} from '../../../jobs/job-types';
import {
  SupplierError,
  type SupplierRefund,
} from '../../../integrations/suppliers/supplier-source';
import { notify } from '../../notifications/notify';
import { refundPayment } from '../../wallets/ledger';
import { writeOrderLog, type OrderActor } from '../order-log';
import { orderPaymentKey } from '../payment/payment-service';
import { lockRefund, paymentOf } from './refund-repository';
import { refundStep, stepAction, type PaidWith } from './refund-outcome';
import { refundChannel } from './refund-suppliers';

const RefundJobPayloadSchema = Type.Object({ refundId: Type.String({ format: 'uuid' }) });
const RefundFollowPayloadSchema = Type.Object({
  refundId: Type.String({ format: 'uuid' }),
  round: Type.Integer({ minimum: 1 }),
});
type RefundJobPayload = Static<typeof RefundJobPayloadSchema>;
type RefundFollowPayload = Static<typeof RefundFollowPayloadSchema>;

/** Sends one refund request to its source (ADR 048). */
export const REFUND_SUBMIT_JOB = defineJob<RefundJobPayload>('orders.refund-submit');
/** Reads the source's decision on a sent refund, again every interval until it decides. */
export const REFUND_FOLLOW_JOB = defineJob<RefundFollowPayload>('orders.refund-follow');

/** One request per refund, ever: the source's refund is the outside effect. */
export const refundSubmitDedupeKey = (refundId: string) => `refund-submit:${refundId}`;
export const refundFollowDedupeKey = (refundId: string, round: number) =>
  `refund-follow:${refundId}:${round}`;

/** How long between two readings of an undecided refund; REFUND_POLL_MS overrides it. */
export function refundPollMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.REFUND_POLL_MS);
  return Number.isInteger(value) && value >= 100 ? value : 5 * 60_000;
}

/** A week of readings at the default interval; past it the refund stays pending for a person. */
const MAX_ROUNDS = 2016;

const SYSTEM = (workplaceId: string): OrderActor => ({ workplaceId, userId: null });

/** Queued in the transaction that records the refund request. */
export const queueRefundSubmit = (app: FastifyInstance, tx: Database, refund: OrderRefundRow) =>
  app.jobs.enqueue(
    {
      job: REFUND_SUBMIT_JOB,
      payload: { refundId: refund.id },
      dedupeKey: refundSubmitDedupeKey(refund.id),
      workplaceId: refund.workplaceId,
    },
    tx,
  );

const queueFollow = (db: Database, refund: OrderRefundRow, round: number, now: Date) =>
  enqueueJob(db, {
    job: REFUND_FOLLOW_JOB,
    payload: { refundId: refund.id, round },
    dedupeKey: refundFollowDedupeKey(refund.id, round),
    workplaceId: refund.workplaceId,
    runAt: new Date(now.getTime() + refundPollMs()),
  });

const isTransient = (error: unknown) =>
  error instanceof SupplierError && (error.key === 'rate_limited' || error.key === 'unavailable');

/** The order's refund tab follows its latest refund. */
const moveOrder = (tx: Database, refund: OrderRefundRow, status: RefundStatus, at: Date) =>
  tx
    .update(orders)
    .set({ subStatus: status, updatedAt: at })
    .where(and(eq(orders.id, refund.orderId), eq(orders.section, 'refund')));

/**
 * Tells the merchant of a decided refund, once its transaction has committed: notify() decides
 * whether in the app and/or by e-mail (ADR 050). A failure here leaves the refund decided, so a
 * retried job finds nothing pending and notifies no second time.
 */
async function notifyDecision(app: FastifyInstance, refund: OrderRefundRow, status: RefundStatus) {
  const [order] = await app.ctx.db
    .select({ name: orders.orderName, platformId: orders.platformOrderId })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  await notify(app.ctx, refund.workplaceId, {
    kind: status === 'rejected' ? 'refundRejected' : 'refundAccepted',
    params: { order: order?.name ?? order?.platformId ?? '' },
  });
}

/**
 * Applies the source's decision once: under the refund row's lock, only a pending refund moves
 * (refundStep); an accepted refund of a wallet payment goes back through the ledger with the
 * refund's own key, so neither a repeated reading nor a repeated job gives it back twice.
 */
export async function applyRefundDecision(
  db: Database,
  refundId: string,
  answer: SupplierRefund,
  at: Date,
): Promise<RefundStatus | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const refund = await lockRefund(tx, refundId);
    if (!refund) return null;
    const payment = await paymentOf(
      tx,
      (await placementOf(tx, refund.placementId))?.paymentId ?? null,
    );
    const paidWith: PaidWith =
      payment?.method === 'wallet' && payment.status === 'paid' ? 'wallet' : 'other';
    const step = refundStep(refund.status as RefundStatus, answer.decision, paidWith);
    if (!step) {
      await tx
        .update(orderRefunds)
        .set({ supplierRefundId: answer.refundId, supplierStatus: answer.rawStatus, updatedAt: at })
        .where(eq(orderRefunds.id, refund.id));
      return null;
    }
    // what the source agreed, when it names an amount in the refund's own currency
    const agreed =
      answer.amount && answer.amount.currency.toUpperCase() === refund.currency.toUpperCase()
        ? toMinorUnits(answer.amount.amount, refund.currency)
        : null;
    const amount =
      agreed !== null && agreed > 0 ? Math.min(agreed, refund.amountMinor) : refund.amountMinor;
    const walletKey = `order-refund:${refund.id}`;
    if (step.toWallet)
      await refundPayment(tx, {
        workplaceId: refund.workplaceId,
        currency: payment!.currency,
        paymentKey: orderPaymentKey(payment!.id),
        amount,
        key: walletKey,
        reference: refund.orderId,
        description: 'order refund',
        now: at,
      });
    await tx
      .update(orderRefunds)
      .set({
        status: step.status,
        supplierRefundId: answer.refundId,
        supplierStatus: answer.rawStatus,
        decidedAt: at,
        updatedAt: at,
        ...(step.toWallet ? { walletEntryKey: walletKey } : {}),
      })
      .where(eq(orderRefunds.id, refund.id));
    await moveOrder(tx, refund, step.status, at);
    const data = { source: refund.source, amount, currency: refund.currency };
    await writeOrderLog(
      tx,
      SYSTEM(refund.workplaceId),
      [
        { orderId: refund.orderId, action: stepAction(step.status), data },
        ...(step.toWallet
          ? [{ orderId: refund.orderId, action: 'refund_to_wallet' as const, data }]
          : []),
      ],
      at,
    );
    return step.status;
  });
}

async function placementOf(db: Database, placementId: string) {
  const [row] = await db.select().from(orderPlacements).where(eq(orderPlacements.id, placementId));
  return row;
}

/**
 * The source did not take the request: the refund is rejected with its reason, nothing given.
 * Returns whether this call rejected it.
 */
async function refuse(db: Database, refund: OrderRefundRow, errorKey: string, at: Date) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const locked = await lockRefund(tx, refund.id);
    if (!locked || locked.status !== 'pending') return false;
    await tx
      .update(orderRefunds)
      .set({ status: 'rejected', errorKey, decidedAt: at, updatedAt: at })
      .where(eq(orderRefunds.id, refund.id));
    await moveOrder(tx, refund, 'rejected', at);
    await writeOrderLog(
      tx,
      SYSTEM(refund.workplaceId),
      [
        {
          orderId: refund.orderId,
          action: 'refund_failed',
          data: { source: refund.source, error_key: errorKey },
        },
      ],
      at,
    );
    return true;
  });
}

async function loadPending(db: Database, refundId: string) {
  const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund || refund.status !== 'pending') return undefined;
  const placement = await placementOf(db, refund.placementId);
  if (!placement) throw new PermanentJobError(`refund ${refundId}: placement gone`);
  return { refund, placement };
}

export const refundJobs: JobModule = (app) => {
  const { db } = app.ctx;

  app.jobs.register(REFUND_SUBMIT_JOB, async (raw: unknown, ctx: JobContext) => {
    if (!Value.Check(RefundJobPayloadSchema, raw))
      throw new PermanentJobError('bad refund payload');
    const found = await loadPending(db, raw.refundId);
    if (!found) return;
    const { refund, placement } = found;
    let answer: SupplierRefund;
    try {
      // the source recognises our refund id, so a retry after a lost answer makes no second one
      answer = await (await refundChannel(app, refund, placement)).request();
    } catch (error) {
      if (isTransient(error) && ctx.job.attempts < ctx.job.maxAttempts) throw error;
      ctx.log.warn({ err: error, refundId: refund.id }, 'refund request failed');
      const key = error instanceof SupplierError ? error.key : 'refund_request_failed';
      if (await refuse(db, refund, key, ctx.now())) await notifyDecision(app, refund, 'rejected');
      return;
    }
    const status = await applyRefundDecision(db, refund.id, answer, ctx.now());
    if (status) await notifyDecision(app, refund, status);
    else await queueFollow(db, refund, 1, ctx.now());
  });

  app.jobs.register(REFUND_FOLLOW_JOB, async (raw: unknown, ctx: JobContext) => {
    if (!Value.Check(RefundFollowPayloadSchema, raw))
      throw new PermanentJobError('bad refund follow payload');
    const found = await loadPending(db, raw.refundId);
    if (!found) return;
    const { refund, placement } = found;
    let answer: SupplierRefund | null = null;
    try {
      answer = await (
        await refundChannel(app, refund, placement)
      ).read(refund.supplierRefundId ?? '');
    } catch (error) {
      if (isTransient(error) && ctx.job.attempts < ctx.job.maxAttempts) throw error;
      ctx.log.warn({ err: error, refundId: refund.id }, 'refund status read failed');
    }
    const status = answer ? await applyRefundDecision(db, refund.id, answer, ctx.now()) : null;
    if (status) await notifyDecision(app, refund, status);
    else if (raw.round < MAX_ROUNDS) await queueFollow(db, refund, raw.round + 1, ctx.now());
  });
};
