import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';
import type { JobDefinition } from './job-types';

export interface EnqueueInput<P> {
  job: JobDefinition<P>;
  payload: NoInfer<P>;
  /** A job with this key already exists (in any state) → nothing new is queued. */
  dedupeKey?: string;
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** The workplace whose job it is (progress events go there). */
  workplaceId?: string | null;
  maxAttempts?: number;
}

export interface Enqueued {
  id: string;
  /** True when the dedupe key matched an existing job and nothing was added. */
  deduped: boolean;
}

/**
 * Adds a job to the durable queue. Called inside a request (a webhook answers as soon as this
 * returns) or inside another job; pass a transaction as `db` to queue atomically with a write.
 */
export async function enqueueJob<P>(db: Database, input: EnqueueInput<P>): Promise<Enqueued> {
  const inserted = await db
    .insert(jobs)
    .values({
      kind: input.job.kind,
      payload: input.payload ?? {},
      dedupeKey: input.dedupeKey ?? null,
      workplaceId: input.workplaceId ?? null,
      // The worker compares run_at with a JavaScript clock (milliseconds); the column default,
      // PostgreSQL's now(), has microseconds, so a job claimed within the millisecond it was
      // queued in would look due a few hundred microseconds too late and be skipped.
      runAt: input.runAt ?? new Date(),
      ...(input.maxAttempts ? { maxAttempts: input.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (inserted[0]) return { id: inserted[0].id, deduped: false };
  // only a dedupe key can conflict
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.dedupeKey, input.dedupeKey!));
  if (!existing) throw new Error(`Job "${input.job.kind}" was neither queued nor found`);
  return { id: existing.id, deduped: true };
}
