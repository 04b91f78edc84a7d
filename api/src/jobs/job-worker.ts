import { randomUUID } from 'node:crypto';
import { runDueJobs, type RunDueJobsOptions } from './run-due-jobs';

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
 * The loop an API process runs: poll, run what is due, repeat — at once while there is work,
 * after `pollIntervalMs` when there is none. Errors of the queue itself (database down) are
 * logged and polling goes on.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { pollIntervalMs = 1000, ...runOptions } = options;
  const id = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;

  const schedule = (delay: number) => {
    if (!running) return;
    timer = setTimeout(() => {
      timer = null;
      current = tick().finally(() => {
        current = null;
      });
    }, delay);
  };

  const tick = async () => {
    let busy = false;
    try {
      const summary = await runDueJobs({ ...runOptions, workerId: id });
      busy = summary.claimed > 0;
    } catch (error) {
      runOptions.log.error({ err: error }, 'job queue poll failed');
    }
    schedule(busy ? 0 : pollIntervalMs);
  };

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
      await current;
    },
    wake() {
      if (!running || !timer) return;
      clearTimeout(timer);
      timer = null;
      schedule(0);
    },
  };
}
