import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs, type JobRow } from '../db/schema';

export interface ClaimOptions {
  workerId: string;
  now: Date;
  /** How long the claim holds; past it, another worker may take the job over. */
  leaseMs: number;
  limit: number;
}

/**
 * Claims up to `limit` due jobs for one worker in one statement: queued jobs whose time has come,
 * and running jobs whose lease has expired (their worker died). `FOR UPDATE SKIP LOCKED` lets
 * several workers (or API processes on one PostgreSQL) claim side by side without taking the same
 * row; on PGlite, which has a single connection, the statement simply runs alone.
 * Each claim counts as an attempt.
 */
export async function claimDueJobs(db: Database, options: ClaimOptions): Promise<JobRow[]> {
  const { now, workerId, leaseMs, limit } = options;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
        and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Renews a claim still held by `workerId`; false when the lease was lost. */
export async function extendLease(
  db: Database,
  jobId: string,
  workerId: string,
  until: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: until })
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks a job done, unless another worker has taken it over meanwhile. */
export async function completeJob(
  db: Database,
  jobId: string,
  workerId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', lockedBy: null, lockedUntil: null, finishedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Puts a failed job back for a later attempt, or buries it (`dead`) when `retryAt` is null. */
export async function failJob(
  db: Database,
  jobId: string,
  workerId: string,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: retryAt ? 'queued' : 'dead',
      runAt: retryAt ?? sql`${jobs.runAt}`,
      lastError: error.slice(0, 2000),
      lockedBy: null,
      lockedUntil: null,
      finishedAt: retryAt ? null : now,
      updatedAt: now,
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
