import { Type, type Static } from 'typebox';
import type { Database } from '../../../db/database';
import { enqueueJob, type EnqueueInput } from '../../../jobs/enqueue';
import { defineJob } from '../../../jobs/job-types';
import { readOrderSettings } from '../settings/settings-repository';

export const AutoFulfilWaitingPayloadSchema = Type.Object({
  /** What asked for it, unique per asking (the per-order jobs' dedupe keys end with it). */
  trigger: Type.String({ minLength: 1, maxLength: 200 }),
  /**
   * Only the orders that arrived while automatic fulfilment was on (a product mapped later);
   * false: every waiting order (the merchant asked, turning a source on).
   */
  arrivedWhileOn: Type.Boolean(),
  /**
   * Where this page starts (ADR 041): after the order with this arrival time (as PostgreSQL
   * writes it, to the microsecond) and id, oldest first. Absent on the trigger's first page.
   */
  after: Type.Optional(
    Type.Object({
      createdAt: Type.String({ minLength: 1, maxLength: 64 }),
      id: Type.String({ format: 'uuid' }),
    }),
  ),
  /** Only the orders of this store with a line of these store variants (a push linked them). */
  variants: Type.Optional(
    Type.Object({
      storeId: Type.String({ format: 'uuid' }),
      variantIds: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        minItems: 1,
        maxItems: 2048,
      }),
    }),
  ),
});
export type AutoFulfilWaitingPayload = Static<typeof AutoFulfilWaitingPayloadSchema>;

/**
 * Re-evaluates the workplace's waiting orders (placement/ready, never placed) for automatic
 * fulfilment after something changed that could let it place them (ADR 039, "Later triggers"):
 * it queues each one's `orders.auto-fulfil`, a page at a time, and the next page's job (ADR 041).
 */
export const AUTO_FULFIL_WAITING_JOB = defineJob<AutoFulfilWaitingPayload>(
  'orders.auto-fulfil-waiting',
);

/**
 * Queues `input` in `tx` when the workplace has automatic fulfilment on for any source; nothing
 * otherwise. Called in the transaction of the change that asks for it (a new order stored, the
 * setting saved, a push's variant links written), so a change that is stored is one the automation
 * sees, and a rolled-back one queues nothing.
 */
export async function enqueueIfAutomatic<P>(
  tx: Database,
  workplaceId: string,
  input: EnqueueInput<P>,
): Promise<void> {
  const { fulfillment } = await readOrderSettings(tx, workplaceId);
  if (fulfillment.auto_fulfill_sources.length === 0) return;
  await enqueueJob(tx, { ...input, workplaceId });
}

/**
 * Orders a page of the waiting orders' job queues (AUTO_FULFIL_WAITING_PAGE_SIZE, default 1,000):
 * what one job's transaction writes; the next page is a job of its own (ADR 041).
 */
export function autoFulfilWaitingPageSize(env: Record<string, string | undefined> = process.env) {
  const raw = env.AUTO_FULFIL_WAITING_PAGE_SIZE?.trim();
  const value = raw ? Number(raw) : 1000;
  if (!Number.isInteger(value) || value < 1 || value > 10_000)
    throw new Error('AUTO_FULFIL_WAITING_PAGE_SIZE must be a whole number from 1 to 10000');
  return value;
}

/** A trigger's page job: the first one's key is the trigger's, each next one's names its start. */
export const waitingPageDedupeKey = (workplaceId: string, payload: AutoFulfilWaitingPayload) =>
  `auto-fulfil-waiting:${workplaceId}:${payload.trigger}` +
  (payload.after ? `:after:${payload.after.id}` : '');

/** The re-evaluation of waiting orders after a change (see AUTO_FULFIL_WAITING_JOB). */
export const queueWaitingAutoFulfilment = (
  tx: Database,
  workplaceId: string,
  payload: AutoFulfilWaitingPayload,
) =>
  enqueueIfAutomatic(tx, workplaceId, {
    job: AUTO_FULFIL_WAITING_JOB,
    payload,
    dedupeKey: waitingPageDedupeKey(workplaceId, payload),
  });
