import { eq } from 'drizzle-orm';
import type { JobProgressEvent } from '@omni/shared/contracts';
import { jobs, workplaces } from '../db/schema';
import { seedDemoMerchant } from '../db/seed/demo-merchant';
import { createTestApp, useTestApp } from '../testing/test-app';
import { claimDueJobs, completeJob } from './claim-jobs';
import { enqueueJob } from './enqueue';
import { defineJob, PermanentJobError } from './job-types';
import { pruneFinishedJobs } from './prune-jobs';

const t = useTestApp();
const later = (ms: number) => new Date(Date.now() + ms);
let kindSeq = 0;
/** Handlers stay registered for the file's app: every test uses kinds of its own. */
const newJob = <P = unknown>(name: string) => defineJob<P>(`test.${name}.${(kindSeq += 1)}`);

async function jobRow(id: string) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

/** The job's status once its worker has recorded the end of its run (a second at most). */
async function statusOnceFinished(id: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const { status } = await jobRow(id);
    if (status !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await jobRow(id)).status;
}

describe('pruning finished jobs', () => {
  it('removes done jobs after a week and dead ones after a month, keeping the rest', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
    const rows = await t.db
      .insert(jobs)
      .values([
        { kind: 'p', payload: {}, status: 'done', finishedAt: ago(8), dedupeKey: 'old-done' },
        { kind: 'p', payload: {}, status: 'done', finishedAt: ago(2), dedupeKey: 'new-done' },
        { kind: 'p', payload: {}, status: 'dead', finishedAt: ago(8) },
        { kind: 'p', payload: {}, status: 'dead', finishedAt: ago(31) },
        { kind: 'p', payload: {}, status: 'queued' },
      ])
      .returning({ dedupeKey: jobs.dedupeKey, status: jobs.status });
    expect(rows).toHaveLength(5);
    expect(await pruneFinishedJobs(t.db, now)).toBe(2);
    const left = await t.db.select({ key: jobs.dedupeKey, status: jobs.status }).from(jobs);
    expect(left.map((row) => row.status).sort()).toEqual(['dead', 'done', 'queued']);
    expect(left.find((row) => row.status === 'done')?.key).toBe('new-done');
  });
});

describe('durable job queue', () => {
  it('runs a queued job once with its payload and marks it done', async () => {
    const job = newJob<{ n: number }>('echo');
    const seen: unknown[] = [];
    t.app.jobs.register(job, async (payload) => {
      seen.push(payload);
    });
    const { id } = await t.app.jobs.enqueue({ job, payload: { n: 7 } });
    expect(await t.app.jobs.runDue()).toMatchObject({ claimed: 1, done: 1 });
    expect(await t.app.jobs.runDue()).toMatchObject({ claimed: 0 });
    expect(seen).toEqual([{ n: 7 }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('queues one job for one dedupe key, however often it is enqueued', async () => {
    const job = newJob('dedupe');
    const first = await enqueueJob(t.db, { job, payload: {}, dedupeKey: 'delivery-1' });
    const again = await enqueueJob(t.db, { job, payload: {}, dedupeKey: 'delivery-1' });
    expect(again).toEqual({ id: first.id, deduped: true });
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, job.kind))).toHaveLength(1);
  });

  it('does not run a job before its run_at', async () => {
    const job = newJob('scheduled');
    let runs = 0;
    t.app.jobs.register(job, async () => {
      runs += 1;
    });
    await t.app.jobs.enqueue({ job, payload: {}, runAt: later(60_000) });
    await t.app.jobs.runDue();
    expect(runs).toBe(0);
    await t.app.jobs.runDue({ now: () => later(61_000) });
    expect(runs).toBe(1);
  });

  it('gives a job whose worker crashed to another worker once the lease has expired', async () => {
    const job = newJob('crash');
    const { id } = await enqueueJob(t.db, { job, payload: {} });
    // worker A claims it and "crashes": it never completes
    const claimed = await claimDueJobs(t.db, {
      workerId: 'worker-a',
      now: new Date(),
      leaseMs: 10_000,
      limit: 10,
    });
    expect(claimed.map((job) => job.id)).toEqual([id]);
    let runs = 0;
    t.app.jobs.register(job, async () => {
      runs += 1;
    });
    // while A's lease holds, nobody else takes the job
    expect(await t.app.jobs.runDue({ workerId: 'worker-b' })).toMatchObject({ claimed: 0 });
    // after it, worker B runs it (a second attempt)
    expect(
      await t.app.jobs.runDue({ workerId: 'worker-b', now: () => later(11_000) }),
    ).toMatchObject({ claimed: 1, done: 1 });
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
    // A waking up late cannot overwrite B's result
    expect(await completeJob(t.db, id, 'worker-a', new Date())).toBe(false);
  });

  it('keeps jobs across an API restart: a new app over the same database runs them', async () => {
    const job = newJob('restart');
    const { id } = await t.app.jobs.enqueue({ job, payload: { order: 42 } });
    await t.app.close();
    const restarted = await createTestApp();
    try {
      const seen: unknown[] = [];
      restarted.app.jobs.register(job, async (payload) => {
        seen.push(payload);
      });
      await restarted.app.jobs.runDue();
      expect(seen).toEqual([{ order: 42 }]);
      expect(await jobRow(id)).toMatchObject({ status: 'done' });
    } finally {
      // the file's app is closed: give the remaining tests a fresh one
      Object.assign(t, { app: restarted.app });
    }
  });

  it('retries a failing job with exponential backoff and jitter, then buries it', async () => {
    const job = newJob('flaky');
    let runs = 0;
    t.app.jobs.register(job, async () => {
      runs += 1;
      throw new Error('store answered 503');
    });
    const { id } = await t.app.jobs.enqueue({ job, payload: {}, maxAttempts: 3 });
    const start = Date.now();
    const at = (ms: number) => () => new Date(start + ms);

    expect(await t.app.jobs.runDue({ now: at(0), random: () => 0.5 })).toMatchObject({
      retried: 1,
    });
    // attempt 1 failed: 2 s step, equal jitter at 0.5 → 1.5 s
    let row = await jobRow(id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'Error: store answered 503',
    });
    expect(row.runAt.getTime()).toBe(start + 1500);
    expect(await t.app.jobs.runDue({ now: at(1000) })).toMatchObject({ claimed: 0 });

    await t.app.jobs.runDue({ now: at(1500), random: () => 0.5 });
    row = await jobRow(id);
    // attempt 2 failed: 4 s step → 3 s later
    expect(row.runAt.getTime()).toBe(start + 1500 + 3000);

    expect(await t.app.jobs.runDue({ now: at(4500) })).toMatchObject({ dead: 1 });
    expect(runs).toBe(3);
    expect(await jobRow(id)).toMatchObject({ status: 'dead', attempts: 3 });
    expect(await t.app.jobs.runDue({ now: at(3_600_000) })).toMatchObject({ claimed: 0 });
  });

  it('buries a job at once on a permanent error', async () => {
    const job = newJob('permanent');
    t.app.jobs.register(job, async () => {
      throw new PermanentJobError('store is gone');
    });
    const { id } = await t.app.jobs.enqueue({ job, payload: {} });
    expect(await t.app.jobs.runDue()).toMatchObject({ dead: 1 });
    expect(await jobRow(id)).toMatchObject({ status: 'dead', attempts: 1 });
  });

  it('does not run again a job whose worker died on its last attempt', async () => {
    const job = newJob('last-attempt');
    let runs = 0;
    t.app.jobs.register(job, async () => {
      runs += 1;
    });
    const { id } = await enqueueJob(t.db, { job, payload: {}, maxAttempts: 1 });
    await claimDueJobs(t.db, { workerId: 'dies', now: new Date(), leaseMs: 1000, limit: 5 });
    expect(await t.app.jobs.runDue({ now: () => later(5000) })).toMatchObject({ dead: 1 });
    expect(runs).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'dead' });
  });

  it('publishes job-progress to the workplace of the job', async () => {
    const job = newJob('progress');
    const events: JobProgressEvent[] = [];
    t.app.jobs.register(job, async (_payload, ctx) => {
      await ctx.progress(1, 2);
      await ctx.progress(2, 2);
    });
    await seedDemoMerchant(t.db, new Date());
    const [{ id: workplaceId }] = (await t.db
      .select({ id: workplaces.id })
      .from(workplaces)
      .limit(1)) as [{ id: string }];
    const unsubscribe = t.app.realtime.hub.subscribe(workplaceId, (type, data) => {
      if (type === 'job-progress') events.push(data as JobProgressEvent);
    });
    const { id } = await t.app.jobs.enqueue({ job, payload: {}, workplaceId });
    await t.app.jobs.runDue();
    unsubscribe();
    expect(events.map(({ done, total, status }) => [done, total, status])).toEqual([
      [1, 2, 'running'],
      [2, 2, 'running'],
      [2, 2, 'done'],
    ]);
    expect(events[0]).toMatchObject({ jobId: id, kind: job.kind });
  });

  // last in the file: the worker keeps polling until the app closes
  it('runs queued jobs in the background once the worker is started', async () => {
    const job = newJob('worker');
    const done = new Promise<unknown>((resolve) => {
      t.app.jobs.register(job, async (payload) => resolve(payload));
    });
    t.app.jobs.start({ pollIntervalMs: 50 });
    await t.app.jobs.enqueue({ job, payload: { ok: true } });
    await expect(done).resolves.toEqual({ ok: true });
  });

  // after the test above, with its worker running
  it('a slow job in hand does not hold back a job queued after it', async () => {
    const slow = newJob('slow');
    const quick = newJob('quick');
    let releaseSlow!: () => void;
    const slowStarted = new Promise<void>((started) => {
      t.app.jobs.register(slow, async () => {
        started();
        await new Promise<void>((release) => (releaseSlow = release));
      });
    });
    const quickDone = new Promise<void>((resolve) => {
      t.app.jobs.register(quick, async () => resolve());
    });
    const { id: slowId } = await t.app.jobs.enqueue({ job: slow, payload: {} });
    await slowStarted;
    const { id: quickId } = await t.app.jobs.enqueue({ job: quick, payload: {} });
    await quickDone;
    expect(await statusOnceFinished(quickId)).toBe('done');
    expect((await jobRow(slowId)).status).toBe('running');
    releaseSlow();
    expect(await statusOnceFinished(slowId)).toBe('done');
  });
});
