import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { defineJob, type JobModule } from '../../jobs/job-types';
import { endGrace, type OnGrace } from './apply-billing-event';

interface SubscriptionPayload {
  subscriptionId: string;
}

export const SUBSCRIPTION_JOBS = {
  graceEnd: defineJob<SubscriptionPayload>('subscriptions.grace-end'),
  /** A Shopify subscription's period ended: read the next one (renewals send no webhook). */
  shopifyPeriod: defineJob<SubscriptionPayload>('subscriptions.shopify-period'),
};

/** Queues the end of a grace period in the transaction that started it. */
export async function queueGraceEnd(
  app: FastifyInstance,
  tx: Database,
  subscriptionId: string,
  graceUntil: Date,
): Promise<void> {
  await app.jobs.enqueue(
    {
      job: SUBSCRIPTION_JOBS.graceEnd,
      payload: { subscriptionId },
      dedupeKey: `grace-end:${subscriptionId}:${graceUntil.toISOString()}`,
      runAt: graceUntil,
    },
    tx,
  );
}

/** Reads a Shopify subscription's next period once this one has ended (and Shopify renewed it). */
export async function queueShopifyPeriod(
  app: FastifyInstance,
  tx: Database,
  subscriptionId: string,
  periodEnd: Date,
): Promise<void> {
  await app.jobs.enqueue(
    {
      job: SUBSCRIPTION_JOBS.shopifyPeriod,
      payload: { subscriptionId },
      dedupeKey: `shopify-period:${subscriptionId}:${periodEnd.toISOString()}`,
      runAt: new Date(periodEnd.getTime() + 60 * 60 * 1000),
    },
    tx,
  );
}

/** What settling a subscription may schedule, in its transaction: a grace end, a period read. */
export interface SettleHooks {
  onGrace: OnGrace;
  onPeriodEnd: (tx: Database, subscriptionId: string, periodEnd: Date) => Promise<void>;
}

export const settleHooks = (app: FastifyInstance): SettleHooks => ({
  onGrace: (tx, id, until) => queueGraceEnd(app, tx, id, until),
  onPeriodEnd: (tx, id, end) => queueShopifyPeriod(app, tx, id, end),
});

/** The end of a failed renewal's grace period: the free plan unless it was paid meanwhile. */
export const subscriptionJobs: JobModule = (app) => {
  app.jobs.register(SUBSCRIPTION_JOBS.graceEnd, async ({ subscriptionId }, ctx) => {
    if (await endGrace(ctx.db, subscriptionId, ctx.now()))
      ctx.log.info({ subscriptionId }, 'grace period over: free plan');
  });
};
