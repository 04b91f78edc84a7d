import { sql } from 'drizzle-orm';
import { JOB_MODULES } from '../job-modules';
import { defineJob, type JobModule } from '../jobs/job-types';
import { exitOnStartFailure, startWorker } from '../worker-process';

/**
 * The worker entry of src/worker.ts with one job kind more, for multi-process.test.ts: each run
 * is written down (job, worker process, start and end), and a job may ask to take a while so a
 * worker can be killed or stopped in the middle of it. Short leases let a killed worker's jobs
 * come back within the test (the placement crash test uses it for that too).
 */
const RECORD_JOB = defineJob<{ sleepMs: number }>('test.multi-process.record');

const recordJobs: JobModule = (app) => {
  app.jobs.register(RECORD_JOB, async ({ sleepMs }, ctx) => {
    await ctx.db.execute(
      sql`insert into multi_process_runs (job_id, pid, started_at) values (${ctx.job.id}, ${process.pid}, clock_timestamp())`,
    );
    if (sleepMs > 0) await new Promise((resolve) => setTimeout(resolve, sleepMs));
    await ctx.db.execute(
      sql`update multi_process_runs set finished_at = clock_timestamp() where job_id = ${ctx.job.id} and pid = ${process.pid} and finished_at is null`,
    );
  });
};

startWorker({
  jobModules: [...JOB_MODULES, recordJobs],
  leaseMs: Number(process.env.TEST_LEASE_MS ?? 2000),
  pollIntervalMs: 100,
}).catch(exitOnStartFailure);
