import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import '../plugins/app-context';
import '../plugins/realtime';
import { enqueueJob, type EnqueueInput, type Enqueued } from './enqueue';
import { JobHandlers, type JobDefinition, type JobHandler } from './job-types';
import { createJobWorker, type JobWorker } from './job-worker';
import { PRUNE_INTERVAL_MS, PRUNE_JOB, pruneDedupeKey, pruneFinishedJobs } from './prune-jobs';
import { runDueJobs, type RunDueJobsOptions, type RunSummary } from './run-due-jobs';

/** The queue as the app sees it (`app.jobs`). */
export interface JobQueue {
  /** Job modules (src/job-modules.ts) register the handler of each job kind they define. */
  register<P>(job: JobDefinition<P>, handler: JobHandler<P>): void;
  /** Queues a job (in `db`, e.g. a transaction, when given) and wakes the worker. */
  enqueue<P>(input: EnqueueInput<P>, db?: Database): Promise<Enqueued>;
  /** Runs what is due now, once (tests; the worker loop does this continuously). */
  runDue(
    options?: Partial<Pick<RunDueJobsOptions, 'now' | 'leaseMs' | 'limit' | 'random' | 'workerId'>>,
  ): Promise<RunSummary>;
  /**
   * Starts the worker loop (a worker process does, and an API process unless RUN_JOBS=0; tests
   * usually do not). Stopped when the app closes, after the jobs in hand have finished.
   */
  start(options?: { pollIntervalMs?: number; leaseMs?: number }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

async function jobsPlugin(app: FastifyInstance) {
  const handlers = new JobHandlers();
  let worker: JobWorker | null = null;

  // job-progress goes to the workplace that owns the job, over the realtime channel
  const onProgress: RunDueJobsOptions['onProgress'] = (progress) =>
    app.realtime.publish(progress.workplaceId, 'job-progress', {
      jobId: progress.jobId,
      kind: progress.kind,
      done: progress.done,
      total: progress.total,
      status: progress.status,
    });

  // Finished jobs are pruned daily; each run queues the next (and the worker's start the first).
  const queuePrune = (runAt: Date) =>
    enqueueJob(app.ctx.db, {
      job: PRUNE_JOB,
      payload: {},
      dedupeKey: pruneDedupeKey(runAt),
      runAt,
    });
  handlers.register(PRUNE_JOB, async (_payload, ctx) => {
    const removed = await pruneFinishedJobs(ctx.db, ctx.now());
    ctx.log.info({ removed }, 'finished jobs pruned');
    await queuePrune(new Date(ctx.now().getTime() + PRUNE_INTERVAL_MS));
  });

  const queue: JobQueue = {
    register: (job, handler) => handlers.register(job, handler),
    async enqueue(input, db = app.ctx.db) {
      const enqueued = await enqueueJob(db, input);
      worker?.wake();
      return enqueued;
    },
    runDue: (options = {}) =>
      runDueJobs({ db: app.ctx.db, handlers, log: app.log, onProgress, ...options }),
    start(options = {}) {
      if (worker) return;
      worker = createJobWorker({ db: app.ctx.db, handlers, log: app.log, onProgress, ...options });
      worker.start();
      void queuePrune(new Date()).catch((error: unknown) =>
        app.log.error({ err: error }, 'could not queue the job pruning'),
      );
      app.log.info({ worker: worker.id, kinds: handlers.kinds() }, 'job worker started');
    },
  };
  app.decorate('jobs', queue);
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}

export const jobQueue = fp(jobsPlugin, { name: 'omni-jobs', dependencies: ['omni-realtime'] });
