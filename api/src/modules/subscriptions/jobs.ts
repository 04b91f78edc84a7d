import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { defineJob, type JobModule } from '../../jobs/job-types';
import { endGrace } from './apply-billing-event';

interface GraceEndPayload {
  subscriptionId: string;
}

export const SUBSCRIPTION_JOBS = {
  graceEnd: defineJob<GraceEndPayload>('subscriptions.grace-end'),
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

/** The end of a failed renewal's grace period: the free plan unless it was paid meanwhile. */
export const subscriptionJobs: JobModule = (app) => {
  app.jobs.register(SUBSCRIPTION_JOBS.graceEnd, async ({ subscriptionId }, ctx) => {
    if (await endGrace(ctx.db, subscriptionId, ctx.now()))
      ctx.log.info({ subscriptionId }, 'grace period over: free plan');
  });
};
