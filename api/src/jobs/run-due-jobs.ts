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

/** Claims the jobs due now and runs them; returns what happened. The worker loop calls this. */
export async function runDueJobs(options: RunDueJobsOptions): Promise<RunSummary> {
  const {
    db,
    handlers,
    log,
    workerId = `worker-${randomUUID()}`,
    now = () => new Date(),
    leaseMs = DEFAULT_LEASE_MS,
    limit = 4,
    random = Math.random,
    onProgress,
  } = options;
  const claimed = await claimDueJobs(db, { workerId, now: now(), leaseMs, limit });
  const summary: RunSummary = { claimed: claimed.length, done: 0, retried: 0, dead: 0 };

  const runOne = async (job: JobRow) => {
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
    const fail = async (error: unknown, permanent: boolean) => {
      const retry = !permanent && job.attempts < job.maxAttempts;
      const at = now();
      const retryAt = retry ? new Date(at.getTime() + retryDelayMs(job.attempts, random)) : null;
      await failJob(db, job.id, workerId, at, describe(error), retryAt);
      log.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt, err: describe(error) },
        retry ? 'job failed, will retry' : 'job failed for good',
      );
      if (retry) summary.retried += 1;
      else summary.dead += 1;
      report(retry ? 'retrying' : 'dead');
    };

    // a job whose worker died on its last attempt is not run again
    if (job.attempts > job.maxAttempts) {
      await fail(new Error('lease expired on the last attempt'), true);
      return;
    }
    const handler = handlers.get(job.kind);
    if (!handler) {
      await fail(new Error(`no handler for job kind "${job.kind}"`), false);
      return;
    }
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
      await fail(error, error instanceof PermanentJobError);
      return;
    }
    if (await completeJob(db, job.id, workerId, now())) {
      summary.done += 1;
      report('done');
    } else {
      log.warn({ jobId: job.id, kind: job.kind }, 'job finished after its lease was taken over');
    }
  };

  await Promise.all(claimed.map(runOne));
  return summary;
}
