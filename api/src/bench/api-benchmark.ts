/**
 * The lean request path (issue 14 §2, ADR 020): `GET /auth/account` at 10 and 50 connections
 * beside a cached search, in one run, against the API as start.sh runs it (one process on the
 * embedded PGlite, `info` logs written to a file). Prints p50 and p99 beside the goals. Not in CI:
 * `pnpm bench:api` (heavy: run it under the machine's lock). A CPU profile of the API process:
 * `BENCH_CPU_PROF=1` (written to api/.data/profiles, open it in Chrome's DevTools).
 * Settings: BENCH_REQUESTS (3000 per phase), BENCH_PORT (5160), BENCH_PRODUCTS (2000).
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { writeFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedCatalogue } from '../db/seed/catalogue/seed-catalogue';
import { seedDatabase } from '../db/seed/seed-database';
import { benchSetting as setting } from './bench-setting';
import { demoSession, loadClient, percentile } from './bench-client';

const REQUESTS = setting('BENCH_REQUESTS', 3000);
const PORT = setting('BENCH_PORT', 5160);
const PRODUCTS = setting('BENCH_PRODUCTS', 2000);
const GOAL = { p50: 5, p99: 25 };
const FLOOR_PORT_OFFSET = 1;

/**
 * The machine's floor for the goal: a bare Fastify (no hooks, no logging, no database) in this
 * process answering the account's own body, read by the same client. Whatever our request path
 * costs comes on top of this row, so when it misses the goal no code of ours can meet it here.
 */
async function startFloorServer(port: number, body: string) {
  const floor = Fastify({ logger: false });
  floor.get('/floor', (_request, reply) => {
    void reply.header('content-type', 'application/json; charset=utf-8').send(body);
  });
  await floor.listen({ port, host: '127.0.0.1' });
  return floor;
}

async function main() {
  const logFile = path.join(os.tmpdir(), `omni-api-bench-${process.pid}.log`);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    PGLITE_DATA_DIR: 'memory://',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    SEED_ON_EMPTY: 'false',
  });
  const handle = await openDatabase(config);
  const logStream = createWriteStream(logFile);
  const app = await buildApp({ config, db: handle.db, logStream });
  try {
    await runMigrations(handle, config.apiRoot);
    await seedDatabase(handle.db);
    await seedCatalogue(handle.db, { target: PRODUCTS, batchSize: 1000 });
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${PORT}/api`;
    const { headers } = await demoSession(base);
    const client = loadClient();
    const run = (url: string, concurrency: number, count = REQUESTS) =>
      client.run({ urls: Array.from({ length: count }, () => url), headers, concurrency });

    const accountUrl = `${base}/auth/account`;
    const searchUrl = `${base}/center/products/find?keyword=phone&page=1&page_size=20`;
    const accountBody = await (await fetch(accountUrl, { headers })).text();
    const floor = await startFloorServer(PORT + FLOOR_PORT_OFFSET, accountBody);
    const floorUrl = `http://127.0.0.1:${PORT + FLOOR_PORT_OFFSET}/floor`;
    await run(accountUrl, 10, 500); // warm-up: JIT, plans, caches
    await run(searchUrl, 10, 500);
    await run(floorUrl, 10, 500);

    const profiler = process.env.BENCH_CPU_PROF === '1' ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const cpuBefore = process.cpuUsage();
    const phases = [
      ['/auth/account', accountUrl, 10],
      ['/auth/account', accountUrl, 50],
      ['cached search', searchUrl, 10],
      ['cached search', searchUrl, 50],
      ['bare Fastify', floorUrl, 50],
    ] as const;
    const rows: string[] = [];
    for (const [name, url, concurrency] of phases) {
      const cpu = process.cpuUsage();
      const result = await run(url, concurrency);
      const used = process.cpuUsage(cpu);
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const p50 = percentile(sorted, 0.5);
      const p99 = percentile(sorted, 0.99);
      const goal =
        name === '/auth/account' && concurrency === 50
          ? `goal p50 ≤ ${GOAL.p50}, p99 ≤ ${GOAL.p99}: ${p50 <= GOAL.p50 && p99 <= GOAL.p99 ? 'met' : 'NOT met'}`
          : '';
      rows.push(
        `${name.padEnd(15)} ${String(concurrency).padStart(5)} ${p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)} ${((sorted.length / result.wallMs) * 1000).toFixed(0).padStart(8)} ${((used.user + used.system) / 1000 / sorted.length).toFixed(3).padStart(9)} ${(result.cpuMs / sorted.length).toFixed(3).padStart(10)} ${String(result.failures).padStart(6)}  ${goal}`,
      );
    }
    const cpuTotal = process.cpuUsage(cpuBefore);
    await floor.close();
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      const dir = path.join(config.apiRoot, '.data', 'profiles');
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `api-bench-${Date.now()}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      console.log(`CPU profile of the API process: ${file}`);
    }
    client.close();

    console.log(
      `\nAPI request path, ${REQUESTS} requests per row, PGlite in memory, LOG_LEVEL=${config.logLevel} (to ${logFile}), node ${process.version}`,
    );
    console.log(
      `load average (1, 5, 15 min): ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    console.log(
      `${'path'.padEnd(15)} ${'conns'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)} ${'API cpu ms'.padStart(9)} ${'client cpu'.padStart(10)} ${'failed'.padStart(6)}`,
    );
    for (const row of rows) console.log(row);
    console.log(
      `(API cpu, client cpu: CPU ms per request of the API process and of the load generator; the two share the two cores. API, all rows: ${((cpuTotal.user + cpuTotal.system) / 1000).toFixed(0)} ms)`,
    );
    console.log(
      '(bare Fastify: the same account body from a route with no hooks, logging or database, same client and process: the floor under any request path on this machine)',
    );
  } finally {
    await app.close();
    await handle.close();
    logStream.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
