import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';
import { defineJob } from './job-types';

/** Done jobs are kept a week: their dedupe keys still catch late redeliveries of a webhook. */
export const KEEP_DONE_MS = 7 * 24 * 3600 * 1000;
/** Dead jobs are kept a month, for looking into what failed. */
export const KEEP_DEAD_MS = 30 * 24 * 3600 * 1000;
export const PRUNE_JOB = defineJob<Record<string, never>>('jobs.prune');
export const PRUNE_INTERVAL_MS = 24 * 3600 * 1000;

/** Deletes finished jobs past their keeping time; returns how many went. */
export async function pruneFinishedJobs(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, 'done'), lt(jobs.finishedAt, new Date(now.getTime() - KEEP_DONE_MS))),
        and(eq(jobs.status, 'dead'), lt(jobs.finishedAt, new Date(now.getTime() - KEEP_DEAD_MS))),
      ),
    )
    .returning({ id: jobs.id });
  return removed.length;
}

/** One prune per day slot: however many processes start, the key keeps it single. */
export const pruneDedupeKey = (runAt: Date) =>
  `${PRUNE_JOB.kind}:${Math.floor(runAt.getTime() / PRUNE_INTERVAL_MS)}`;
