/*
 * Search latency benchmark (issue 4 §4): p50/p95/p99 of center/products/find at 50 concurrent
 * requests over a 200,000-product catalogue, against the same search run directly on the
 * database (the service call the route makes, without HTTP, JSON and auth), and their ratio.
 * Goal: HTTP p95 ≤ 50 ms on a 2-core machine. Three passes over HTTP: cold, with the search
 * cache off (every search reads the database); traffic, the mix's searches repeated with the
 * Zipf popularity of search logs and the cache starting empty; warm, the mix replayed once the
 * cache holds all of it.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/omni_bench pnpm bench:search
 *
 * Seeds the catalogue first when it holds fewer products (resumable). Not run in CI.
 * Settings: BENCH_PRODUCTS (200000), BENCH_REQUESTS (2000), BENCH_CONCURRENCY (50),
 * BENCH_PORT (5150; a free port of the 5100-5999 range), BENCH_POOL (PostgreSQL connections,
 * the API's default).
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { ProductSearchQuery } from '@omni/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { runMigrations } from '../db/migrate';
import { openDatabase, openPostgres, POSTGRES_POOL_SIZE } from '../db/open-database';
import { seedCatalogue } from '../db/seed/catalogue/seed-catalogue';
import { seedDatabase } from '../db/seed/seed-database';
import { searchPage } from '../modules/sourcing/catalogue-service';
import { searchCacheFor } from '../modules/sourcing/search-cache';
import { toSearchCriteria } from '../modules/sourcing/search-criteria';
import { keywordRows } from '../db/seed/catalogue/generate-catalogue';
import type { Database } from '../db/database';
import { cpuSnapshot, cpuSpent } from './cpu-usage';
import type { LoadRequest, LoadResult } from './load-generator';
import { demoSession } from './bench-client';
import { benchSetting as setting } from './bench-setting';

const PRODUCTS = setting('BENCH_PRODUCTS', 200_000);
const REQUESTS = setting('BENCH_REQUESTS', 2000);
const CONCURRENCY = setting('BENCH_CONCURRENCY', 50);
const PORT = setting('BENCH_PORT', 5150);
const POOL_SIZE = setting('BENCH_POOL', POSTGRES_POOL_SIZE);
const GOAL_P95_MS = 50;

/** A small deterministic generator, so every run replays the same query mix. */
function sequence(seed: number) {
  let a = seed;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

/** The mix a find-product page sends: keyword searches (some misspelt), then browsing. */
function queryMix(count: number): ProductSearchQuery[] {
  const random = sequence(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const keywords = keywordRows().map((k) => k.keyword);
  const sorts = [
    'relevance',
    'desc_profit',
    'asc_price',
    'desc_orders',
    'asc_shipping_cost',
    'asc_shipping_time',
  ] as const;
  const countries = ['US', 'US', 'US', 'GB', 'DE', 'FR', 'CA', 'AU'];
  const typo = (word: string) => {
    const at = 1 + Math.floor(random() * (word.length - 2));
    return word.slice(0, at) + word.slice(at + 1);
  };
  return Array.from({ length: count }, (): ProductSearchQuery => {
    const roll = random();
    const base: ProductSearchQuery = { ship_to: pick(countries), page_size: 20 };
    if (roll < 0.45) return { ...base, keyword: pick(keywords), sort: pick(sorts) };
    if (roll < 0.55) return { ...base, keyword: typo(pick(keywords)), sort: 'relevance' };
    if (roll < 0.75)
      return { ...base, sort: pick(sorts), price: pick(['under_10', '10_30', '30_50'] as const) };
    if (roll < 0.9)
      return {
        ...base,
        sort: pick(sorts),
        order_count: pick(['over_100', '1000_5000'] as const),
        rating_4_up: true,
      };
    return { ...base, sort: pick(sorts), page: 1 + Math.floor(random() * 20) };
  });
}

/**
 * Traffic as a search box sees it: searches of the universe with Zipf-distributed popularity
 * (the k-th most asked comes 1/k as often as the first, as in search logs), in random order.
 */
function zipfTraffic(universe: readonly ProductSearchQuery[], count: number): ProductSearchQuery[] {
  const random = sequence(7);
  const cumulative: number[] = [];
  let total = 0;
  universe.forEach((_, i) => cumulative.push((total += 1 / (i + 1))));
  return Array.from({ length: count }, () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return universe[low]!;
  });
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  perSecond: number;
  /** CPU ms per request: the API process, PostgreSQL and the HTTP client (0: no client). */
  apiCpu: number;
  dbCpu: number;
  clientCpu: number;
}

function figures(
  latencies: number[],
  wallMs: number,
  cpu: { apiMs: number; dbMs: number; clientMs?: number },
): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    mean: sorted.reduce((sum, v) => sum + v, 0) / sorted.length,
    perSecond: (sorted.length / wallMs) * 1000,
    apiCpu: cpu.apiMs / sorted.length,
    dbCpu: cpu.dbMs / sorted.length,
    clientCpu: (cpu.clientMs ?? 0) / sorted.length,
  };
}

/** Runs `work` for every item in this process with `concurrency` workers (direct SQL). */
async function measure<T>(
  db: Database,
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = await cpuSnapshot(db);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const t0 = performance.now();
        await work(item);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const wallMs = performance.now() - started;
  return figures(latencies, wallMs, cpuSpent(cpuBefore, await cpuSnapshot(db)));
}

/** Sends every URL from the load-generator process, `concurrency` at a time. */
async function measureHttp(
  db: Database,
  client: ChildProcess,
  request: LoadRequest,
): Promise<Figures & { failures: number }> {
  const cpuBefore = await cpuSnapshot(db);
  const result = await new Promise<LoadResult>((resolve, reject) => {
    client.once('message', (message) => resolve(message as LoadResult));
    client.once('exit', (code) => reject(new Error(`load generator exited (${code})`)));
    client.send(request);
  });
  client.removeAllListeners('exit');
  const cpu = cpuSpent(cpuBefore, await cpuSnapshot(db));
  return {
    ...figures(result.latencies, result.wallMs, { ...cpu, clientMs: result.cpuMs }),
    failures: result.failures,
  };
}

const toQueryString = (query: ProductSearchQuery) =>
  new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

async function main() {
  const config = loadConfig({
    ...process.env,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'false',
  });
  if (!config.databaseUrl && process.env.BENCH_ALLOW_PGLITE !== '1') {
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL database (PGlite: BENCH_ALLOW_PGLITE=1, slow to seed)',
    );
  }
  const handle = config.databaseUrl
    ? openPostgres(config.databaseUrl, POOL_SIZE)
    : await openDatabase(config);
  try {
    await runMigrations(handle, config.apiRoot);
    await seedDatabase(handle.db);
    const seeded = await seedCatalogue(handle.db, {
      target: PRODUCTS,
      batchSize: 2000,
      onProgress: (done, target) => process.stdout.write(`\rCatalogue: ${done} / ${target}`),
    });
    console.log(
      `\nCatalogue: ${seeded.seeded} products (${seeded.inserted} inserted in ${(seeded.milliseconds / 1000).toFixed(1)} s)`,
    );

    const app = await buildApp({ config, db: handle.db });
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${PORT}/api`;
    try {
      const { workplaceId, headers: searchHeaders } = await demoSession(base);
      const queries = queryMix(REQUESTS);
      const loadAtStart = os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
      const load = (mix: readonly ProductSearchQuery[]): LoadRequest => ({
        urls: mix.map((query) => `${base}/center/products/find?${toQueryString(query)}`),
        headers: searchHeaders,
        concurrency: CONCURRENCY,
      });
      const client = fork(new URL('./load-generator.ts', import.meta.url), {
        execArgv: ['--import', 'tsx'],
      });
      const direct = async (query: ProductSearchQuery) => {
        await searchPage(handle.db, toSearchCriteria(query), workplaceId, {
          apiBase: base,
          appUrl: config.appUrl,
        });
      };

      const cache = searchCacheFor(handle.db);
      // Cold: every search reads the database (the result cache is off).
      cache.setEnabled(false);
      // Warm both paths (plans, buffers, JIT) with a different slice of the mix.
      await measureHttp(handle.db, client, load(queryMix(REQUESTS + 200).slice(REQUESTS)));
      const httpCold = await measureHttp(handle.db, client, load(queries));
      const sqlCold = await measure(handle.db, queries, CONCURRENCY, direct);
      // Traffic: searches repeat as on a real search box; the cache starts empty (switching
      // it off emptied it).
      cache.setEnabled(true);
      cache.resetStats();
      const httpTraffic = await measureHttp(
        handle.db,
        client,
        load(zipfTraffic(queries, REQUESTS)),
      );
      const trafficHits = { ...cache.stats };
      // Warm: the same mix again once a first pass has filled the result cache, i.e. every
      // search identical to one made before (the hit rate says how many the cache answered).
      await measureHttp(handle.db, client, load(queries));
      cache.resetStats();
      const httpWarm = await measureHttp(handle.db, client, load(queries));
      const warmHits = { ...cache.stats };
      client.disconnect();
      const failures = httpCold.failures + httpTraffic.failures + httpWarm.failures;

      const loadAtEnd = os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
      const row = (name: string, f: Figures) =>
        `${name.padEnd(22)} ${[f.p50, f.p95, f.p99, f.mean].map((v) => v.toFixed(1).padStart(8)).join(' ')} ${f.perSecond.toFixed(0).padStart(8)} ${[f.apiCpu, f.dbCpu, f.clientCpu].map((v) => v.toFixed(2).padStart(8)).join(' ')}`;
      console.log(
        `\nSearch over ${seeded.seeded} products, ${REQUESTS} requests, ${CONCURRENCY} concurrent, ${handle.driver}, pool of ${POOL_SIZE}`,
      );
      // Other work on the machine skews every figure: compare runs at a similar load only.
      console.log(`load average (1, 5, 15 min) at start: ${loadAtStart}; at end: ${loadAtEnd}`);
      console.log(
        `${'path'.padEnd(22)} ${['p50 ms', 'p95 ms', 'p99 ms', 'mean ms', 'req/s'].map((h) => h.padStart(8)).join(' ')} ${['API cpu', 'DB cpu', 'client'].map((h) => h.padStart(8)).join(' ')}`,
      );
      console.log(row('HTTP cold (cache off)', httpCold));
      console.log(row('direct SQL (cache off)', sqlCold));
      console.log(row('HTTP traffic (Zipf)', httpTraffic));
      console.log(row('HTTP warm (cache on)', httpWarm));
      console.log(
        '(API cpu, DB cpu, client: CPU ms per request of the API process, the PostgreSQL backends and the load-generator process)',
      );
      const hitRate = (name: string, { hits, misses }: { hits: number; misses: number }) =>
        console.log(
          `${name}: ${hits} of ${hits + misses} searches answered by the cache (${((100 * hits) / Math.max(1, hits + misses)).toFixed(0)}%)`,
        );
      hitRate('traffic pass', trafficHits);
      hitRate('warm pass', warmHits);
      console.log(
        `ratio HTTP cold / direct SQL: p50 ×${(httpCold.p50 / sqlCold.p50).toFixed(2)}, p95 ×${(httpCold.p95 / sqlCold.p95).toFixed(2)}`,
      );
      const verdict = (f: Figures) => (f.p95 <= GOAL_P95_MS ? 'met' : 'NOT met');
      console.log(
        `goal p95 ≤ ${GOAL_P95_MS} ms: cold ${verdict(httpCold)}, traffic ${verdict(httpTraffic)}, warm ${verdict(httpWarm)}; failed requests: ${failures}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
