import { randomUUID } from 'node:crypto';
import type { JobRow } from '../db/schema';
import { claimDueJobs } from './claim-jobs';
import { claimedJobOptions, runClaimedJob, type RunDueJobsOptions } from './run-due-jobs';

export interface JobWorkerOptions extends Omit<RunDueJobsOptions, 'workerId'> {
  /** Pause between polls when nothing was due. */
  pollIntervalMs?: number;
}

export interface JobWorker {
  readonly id: string;
  start(): void;
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
  /** Polls at once instead of waiting for the next tick (after an enqueue). */
  wake(): void;
}

/**
 * The loop a worker process (or an API process with workers) runs: up to `limit` jobs in hand at
 * once, and a free slot is filled as soon as it frees. A slow job (a push of many products)
 * therefore never holds back a quick one queued after it (an uninstall, a placement): each job's
 * end, and each enqueue, polls again at once; with nothing due it polls after `pollIntervalMs`.
 * Errors of the queue itself (database down) are logged and polling goes on.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { pollIntervalMs = 1000, ...runOptions } = options;
  const id = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  const run = claimedJobOptions({ ...runOptions, workerId: id });
  const inHand = new Set<Promise<void>>();
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let timerAt = 0;
  let polling: Promise<void> | null = null;
  let pollAgain = false;

  const startJob = (job: JobRow) => {
    const done: Promise<void> = runClaimedJob(job, run)
      .then(
        () => undefined,
        (error: unknown) => run.log.error({ err: error, jobId: job.id }, 'job run failed'),
      )
      .finally(() => {
        inHand.delete(done);
        schedule(0);
      });
    inHand.add(done);
  };

  /** Claims as many due jobs as there are free slots; the delay until the next poll. */
  const poll = async (): Promise<number> => {
    const free = run.limit - inHand.size;
    // full: the end of a job in hand polls again
    if (free <= 0) return pollIntervalMs;
    try {
      const claimed = await claimDueJobs(run.db, {
        workerId: id,
        now: run.now(),
        leaseMs: run.leaseMs,
        limit: free,
      });
      for (const job of claimed) startJob(job);
      // every slot filled: more may be due
      return claimed.length === free ? 0 : pollIntervalMs;
    } catch (error) {
      run.log.error({ err: error }, 'job queue poll failed');
      return pollIntervalMs;
    }
  };

  function schedule(delay: number) {
    if (!running) return;
    if (polling) {
      // the poll under way decides its own next one; a wake meanwhile means at once
      if (delay === 0) pollAgain = true;
      return;
    }
    const at = Date.now() + delay;
    if (timer) {
      if (timerAt <= at) return;
      clearTimeout(timer);
    }
    timerAt = at;
    timer = setTimeout(() => {
      timer = null;
      pollAgain = false;
      polling = poll().then((next) => {
        polling = null;
        schedule(pollAgain ? 0 : next);
      });
    }, delay);
  }

  return {
    id,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await polling;
      while (inHand.size > 0) await Promise.all(inHand);
    },
    wake() {
      schedule(0);
    },
  };
}
