import http from 'node:http';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './db/database';
import { jobs } from './db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoMerchant } from './db/seed/demo-merchant';
import { rowsOf } from './db/result-rows';
import { childProcesses, freePort, type Proc } from './testing/child-processes';
import { closeTestDatabase, resetDatabase, testDatabase } from './testing/test-app';

/*
 * Issue 14 §3: the same code as two API processes (RUN_JOBS=0) and two worker processes on one
 * PostgreSQL, as deployed (ADR 020). PostgreSQL only: PGlite belongs to one process.
 */

declare const __OMNI_TEST_DATABASE__: { postgresUrl?: string };
const postgresUrl = __OMNI_TEST_DATABASE__.postgresUrl;
const describeOnPostgres = postgresUrl ? describe : describe.skip;

/** The kind src/testing/multi-process-worker.ts registers. */
const RECORD_KIND = 'test.multi-process.record';
const LEASE_MS = 2000;

/*
 * An API process compiles every route's schemas at start: a few seconds on an idle two-core
 * machine, minutes when the machine is shared by a team's builds. The whole file stays well under
 * a minute on CI; the generous bounds only keep a loaded machine from failing it.
 */
const STARTUP_MS = 300_000;
jest.setTimeout(STARTUP_MS + 60_000);

async function api<T>(
  port: number,
  method: string,
  url: string,
  options: { token?: string; workplaceId?: string; body?: unknown } = {},
) {
  const response = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.workplaceId ? { 'workplace-id': options.workplaceId } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { http: response.status, body: (await response.json()) as { data: T } };
}

/** The realtime stream of one API process, collecting its text. */
function openStream(port: number, ticket: string) {
  let text = '';
  const request = http.get(
    `http://127.0.0.1:${port}/api/realtime/events?ticket=${encodeURIComponent(ticket)}`,
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
    },
  );
  request.on('error', () => undefined);
  return { text: () => text, close: () => request.destroy() };
}

async function queueRecordJobs(db: Database, count: number, sleepMs: number) {
  const rows = await db
    .insert(jobs)
    .values(Array.from({ length: count }, () => ({ kind: RECORD_KIND, payload: { sleepMs } })))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

async function select<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

async function statusCounts(db: Database, ids: string[]): Promise<Record<string, number>> {
  const rows = await select<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from jobs where id in ${ids} group by status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** Runs of `ids` by one process not finished (started, then killed or still going). */
async function unfinishedRuns(db: Database, ids: string[], pid: number): Promise<number> {
  const [row] = await select<{ n: number }>(
    db,
    sql`select count(*)::int as n from multi_process_runs where job_id in ${ids} and pid = ${pid} and finished_at is null`,
  );
  return Number(row?.n ?? 0);
}

describeOnPostgres('two API processes and two workers on one PostgreSQL', () => {
  const { launch, until, killAll } = childProcesses(postgresUrl!);
  let db: Database;
  const ports = { api1: 0, api2: 0 };
  const workers: Proc[] = [];

  beforeAll(async () => {
    db = testDatabase().db;
    await resetDatabase(db);
    await seedDemoMerchant(db, new Date());
    await db.execute(
      sql`create table if not exists multi_process_runs (job_id uuid not null, pid int not null, started_at timestamptz not null, finished_at timestamptz)`,
    );
    ports.api1 = await freePort();
    ports.api2 = await freePort();
    const apiEnv = (port: number) => ({ API_PORT: String(port), RUN_JOBS: '0' });
    launch('api1', 'src/server.ts', apiEnv(ports.api1));
    launch('api2', 'src/server.ts', apiEnv(ports.api2));
    const workerEnv = { TEST_LEASE_MS: String(LEASE_MS) };
    workers.push(launch('worker1', 'src/testing/multi-process-worker.ts', workerEnv));
    workers.push(launch('worker2', 'src/testing/multi-process-worker.ts', workerEnv));
    for (const port of [ports.api1, ports.api2])
      await until(
        `the API on ${port}`,
        async () => ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined),
        STARTUP_MS,
      );
    for (const worker of workers)
      await until(
        `${worker.name} to start`,
        async () => (worker.output().includes('worker started') ? true : undefined),
        STARTUP_MS,
      );
  });

  afterAll(async () => {
    await killAll();
    await db?.execute(sql`drop table if exists multi_process_runs`);
    await closeTestDatabase();
  });

  it('delivers to a stream on API 1 an event caused through API 2, and a sign-out on one is refused at once on the other', async () => {
    const login = await api<{ token: string }>(ports.api2, 'POST', '/auth/login', {
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const token = login.body.data.token;
    const account = await api<{ workplaces: Array<{ id: string }> }>(
      ports.api2,
      'GET',
      '/auth/account',
      { token },
    );
    const workplaceId = account.body.data.workplaces[0]!.id;

    // the ticket comes from API 2 and opens the stream on API 1 (tickets live in the database)
    const ticket = await api<{ ticket: string }>(ports.api2, 'POST', '/realtime/tickets', {
      token,
      workplaceId,
    });
    const stream = openStream(ports.api1, ticket.body.data.ticket);
    try {
      await until('the stream to open', async () =>
        stream.text().includes(': connected') ? true : undefined,
      );
      // a change through API 2 publishes the workplace's catalogue counts
      const deleted = await api(ports.api2, 'DELETE', '/center/products/import/delete', {
        token,
        workplaceId,
        body: { all: true },
      });
      expect(deleted.http).toBe(200);
      await until('the event on API 1', async () =>
        stream.text().includes('event: catalogue-counts-changed') ? true : undefined,
      );
    } finally {
      stream.close();
    }

    // API 2 knows the session (cached); signing out through API 1 is honoured by API 2 at once
    expect((await api(ports.api2, 'GET', '/auth/account', { token })).http).toBe(200);
    expect((await api(ports.api1, 'POST', '/auth/logout', { token })).http).toBe(200);
    const refusedWithin = Date.now();
    await until(
      'API 2 to refuse the signed-out token',
      async () =>
        (await api(ports.api2, 'GET', '/auth/account', { token })).http === 401 ? true : undefined,
      2000,
    );
    expect(Date.now() - refusedWithin).toBeLessThan(2000);
  });

  it('runs 1,000 jobs exactly once across the two workers', async () => {
    const ids = await queueRecordJobs(db, 1000, 0);
    await until('1,000 jobs done', async () =>
      (await statusCounts(db, ids)).done === 1000 ? true : undefined,
    );
    const runs = await select<{ runs: number; jobs: number; pids: number }>(
      db,
      sql`select count(*)::int as runs, count(distinct job_id)::int as jobs, count(distinct pid)::int as pids from multi_process_runs where job_id in ${ids}`,
    );
    expect(runs[0]).toEqual({ runs: 1000, jobs: 1000, pids: 2 });
  });

  it('completes every job when a worker is killed with SIGKILL in the middle of them', async () => {
    const [victim, survivor] = workers as [Proc, Proc];
    const ids = await queueRecordJobs(db, 24, 400);
    // the victim is running some of them
    await until('worker 1 in the middle of a job', async () =>
      (await unfinishedRuns(db, ids, victim.child.pid!)) > 0 ? true : undefined,
    );
    victim.child.kill('SIGKILL');
    await victim.exited;
    await until(
      'every job done',
      async () => ((await statusCounts(db, ids)).done === ids.length ? true : undefined),
      LEASE_MS * 10,
    );
    // the killed worker's unfinished jobs were run again by the survivor
    const [orphans] = await select<{ total: number; rerun: number }>(
      db,
      sql`select count(*)::int as total,
            count(*) filter (where exists (
              select 1 from multi_process_runs again
              where again.job_id = killed.job_id and again.pid = ${survivor.child.pid!}
                and again.finished_at is not null))::int as rerun
          from multi_process_runs killed
          where killed.job_id in ${ids} and killed.pid = ${victim.child.pid!} and killed.finished_at is null`,
    );
    expect(orphans!.total).toBeGreaterThan(0);
    expect(orphans!.rerun).toBe(orphans!.total);
  });

  it('drains the jobs in hand on SIGTERM and leaves none running', async () => {
    const [, worker] = workers as [Proc, Proc];
    const ids = await queueRecordJobs(db, 12, 600);
    await until('worker 2 in the middle of a job', async () =>
      (await unfinishedRuns(db, ids, worker.child.pid!)) > 0 ? true : undefined,
    );
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    // every job it had started, it finished and marked done; nothing is left running
    expect(await unfinishedRuns(db, ids, worker.child.pid!)).toBe(0);
    const counts = await statusCounts(db, ids);
    expect(counts.running).toBeUndefined();
    expect((counts.done ?? 0) + (counts.queued ?? 0)).toBe(ids.length);
    expect(counts.done).toBeGreaterThan(0);
  });
});
