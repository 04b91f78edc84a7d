import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobProgressStatus } from '@omni/shared/contracts';
import type { Database } from '../db/database';
import { inSystemScope, inWorkplaceScope } from '../db/tenant-scope';
import type { JobRow } from '../db/schema';
import { retryDelayMs } from './backoff';
import { claimDueJobs, completeJob, extendLease, failJob } from './claim-jobs';
import { PermanentJobError, type JobContext, type JobHandlers } from './job-types';

/** Long enough for any sync; a job reporting progress renews it. */
export const DEFAULT_LEASE_MS = 5 * 60 * 1000;

/** The `job-progress` realtime event (for the job's workplace). */
export interface JobProgress {
  jobId: string;
  kind: string;
  workplaceId: string;
  done: number;
  total: number;
  status: JobProgressStatus;
}

export interface RunDueJobsOptions {
  db: Database;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  workerId?: string;
  /** The queue's clock (default: the wall clock). */
  now?: () => Date;
  leaseMs?: number;
  /** At most this many jobs are claimed and run side by side. */
  limit?: number;
  random?: () => number;
  onProgress?: (progress: JobProgress) => void;
}

export interface RunSummary {
  claimed: number;
  done: number;
  retried: number;
  dead: number;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** How one claimed job ended: done, to be retried, dead, or lost to another worker's claim. */
export type JobOutcome = 'done' | 'retried' | 'dead' | 'lost';

type ClaimedJobOptions = Required<
  Pick<RunDueJobsOptions, 'db' | 'handlers' | 'log' | 'workerId' | 'now' | 'leaseMs' | 'random'>
> &
  Pick<RunDueJobsOptions, 'onProgress'>;

/** The options with their defaults; `runDueJobs` and the worker loop claim and run with these. */
export function claimedJobOptions(
  options: RunDueJobsOptions,
): ClaimedJobOptions & { limit: number } {
  return {
    db: options.db,
    handlers: options.handlers,
    log: options.log,
    workerId: options.workerId ?? `worker-${randomUUID()}`,
    now: options.now ?? (() => new Date()),
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    limit: options.limit ?? 4,
    random: options.random ?? Math.random,
    onProgress: options.onProgress,
  };
}

/** Runs one job this worker has claimed, and records how it ended. */
export async function runClaimedJob(job: JobRow, options: ClaimedJobOptions): Promise<JobOutcome> {
  const { db, handlers, log, workerId, now, leaseMs, random, onProgress } = options;
  let lastProgress: { done: number; total: number } | null = null;
  const report = (status: JobProgressStatus) => {
    if (!onProgress || !job.workplaceId || !lastProgress) return;
    onProgress({
      jobId: job.id,
      kind: job.kind,
      workplaceId: job.workplaceId,
      status,
      ...lastProgress,
    });
  };
  const fail = async (error: unknown, permanent: boolean): Promise<JobOutcome> => {
    const retry = !permanent && job.attempts < job.maxAttempts;
    const at = now();
    const retryAt = retry ? new Date(at.getTime() + retryDelayMs(job.attempts, random)) : null;
    await failJob(db, job.id, workerId, at, describe(error), retryAt);
    log.warn(
      { jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt, err: describe(error) },
      retry ? 'job failed, will retry' : 'job failed for good',
    );
    report(retry ? 'retrying' : 'dead');
    return retry ? 'retried' : 'dead';
  };

  // a job whose worker died on its last attempt is not run again
  if (job.attempts > job.maxAttempts)
    return fail(new Error('lease expired on the last attempt'), true);
  const handler = handlers.get(job.kind);
  if (!handler) return fail(new Error(`no handler for job kind "${job.kind}"`), false);
  const ctx: JobContext = {
    job,
    db,
    now,
    log: log.child({ jobId: job.id, kind: job.kind }),
    progress: async (done, total) => {
      lastProgress = { done, total };
      report('running');
      await extendLease(db, job.id, workerId, new Date(now().getTime() + leaseMs));
    },
  };
  try {
    // a workplace's job sees that workplace's rows only (row-level security, ADR 025)
    const run = () => handler(job.payload, ctx);
    await (job.workplaceId ? inWorkplaceScope(job.workplaceId, run) : inSystemScope(run));
  } catch (error) {
    return fail(error, error instanceof PermanentJobError);
  }
  if (await completeJob(db, job.id, workerId, now())) {
    report('done');
    return 'done';
  }
  log.warn({ jobId: job.id, kind: job.kind }, 'job finished after its lease was taken over');
  return 'lost';
}

/** Claims the jobs due now, runs them side by side and returns what happened (tests, one-off runs). */
export async function runDueJobs(options: RunDueJobsOptions): Promise<RunSummary> {
  const resolved = claimedJobOptions(options);
  const { db, workerId, now, leaseMs, limit } = resolved;
  const claimed = await claimDueJobs(db, { workerId, now: now(), leaseMs, limit });
  const outcomes = await Promise.all(claimed.map((job) => runClaimedJob(job, resolved)));
  const count = (outcome: JobOutcome) => outcomes.filter((o) => o === outcome).length;
  return {
    claimed: claimed.length,
    done: count('done'),
    retried: count('retried'),
    dead: count('dead'),
  };
}
