/*
 * Order-center benchmark (issue 11 §7): p50/p99 of GET orders/v5/list at 100 concurrent
 * requests over 100,000 orders in one workplace on PostgreSQL (goal p99 ≤ 25 ms, and p99 of the
 * API ≤ 1.5 × p99 of the same SQL run directly), p99 of count-order-status, and 1,000 orders
 * placed with the CJ stand-in at an Advanced account's documented limit of 6 requests per second
 * (goal: ≥ 90 % of it), with the wall time.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/omni_bench pnpm bench:orders
 *
 * Fills the demo workplace with generated orders first (platform ids `bench-…`, replaced on each
 * run), spread over 60 days and every section and sub-status, with a line each, a CJ placement
 * for those past placement and a parcel for those in shipment. The "raw SQL" phase replays the
 * statements the list service sends for each request (captured through drizzle's logger; one
 * since the page, its lines, placements and parcels come in one statement), prepared as the API
 * prepares it, over a pool as large as the API's. Placement runs last, through the API process's
 * own job runner, in shops of their own (a new one each run). Not run in CI. Settings:
 * BENCH_ORDERS (100000), BENCH_REQUESTS (3000), BENCH_CONCURRENCY (100), BENCH_PLACEMENTS (1000),
 * BENCH_PORT (5152).
 */
import os from 'node:os';
import type { OrderListQuery } from '@omni/shared/contracts/orders';
import { and, eq, like, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import type { Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { openPostgres, POSTGRES_POOL_SIZE, POSTGRES_SESSION_OPTIONS } from '../db/open-database';
import * as schema from '../db/schema';
import { DEMO_EMAIL } from '../db/seed/demo-merchant';
import { seedDatabase } from '../db/seed/seed-database';
import { orderListPage } from '../modules/orders/list/service';
import { setPlanLimits } from '../testing/plan-limits';
import { demoSession, loadClient, percentile } from './bench-client';
import { benchSetting as setting } from './bench-setting';
import { CJ_ACCOUNT_CALLS_PER_SECOND, placeOrders, startCjStandIn } from './placement-throughput';

const ORDERS = setting('BENCH_ORDERS', 100_000);
const REQUESTS = setting('BENCH_REQUESTS', 3000);
const CONCURRENCY = setting('BENCH_CONCURRENCY', 100);
const PLACEMENTS = setting('BENCH_PLACEMENTS', 1000);
const PORT = setting('BENCH_PORT', 5152);
const GOAL = { listP99Ms: 25, apiOverSql: 1.5, placementShare: 0.9 };
const DAYS = 60;
const PREFIX = 'bench-';

/*
 * Twenty slots of g % 20: how a busy workplace's orders sit across the sections (most waiting
 * to be placed or in transit), each with its sub-status.
 */
const SLOTS: Array<[section: string, subStatus: string, status: string]> = [
  ...Array.from({ length: 6 }, (): [string, string, string] => [
    'placement',
    'ready',
    'unfulfilled',
  ]),
  ['payment', 'waiting_payment', 'processing'],
  ['payment', 'waiting_payment', 'processing'],
  ['payment', 'order_placed', 'processing'],
  ['payment', 'order_placed', 'processing'],
  ['shipment', 'in_transit', 'shipped'],
  ['shipment', 'in_transit', 'shipped'],
  ['shipment', 'delivered', 'shipped'],
  ['shipment', 'delivered', 'shipped'],
  ['shipment', 'info_received', 'shipped'],
  ['shipment', 'out_for_delivery', 'shipped'],
  ['cancelled', 'channel', 'cancelled'],
  ['cancelled', 'source', 'cancelled'],
  ['refund', 'pending', 'refunded'],
  ['refund', 'completed', 'refunded'],
];

const textArray = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`);

/** Replaces the workplace's generated orders (and their buyers, lines, placements and parcels) with `ORDERS` new ones. */
async function fillOrders(db: Database, workplaceId: string): Promise<void> {
  const { orders, channelCustomers, parcelTrackings, stores } = schema;
  await db
    .delete(orders)
    .where(and(eq(orders.workplaceId, workplaceId), like(orders.platformOrderId, `${PREFIX}%`)));
  await db
    .delete(parcelTrackings)
    .where(
      and(
        eq(parcelTrackings.workplaceId, workplaceId),
        like(parcelTrackings.trackingNumber, `${PREFIX}%`),
      ),
    );
  await db
    .delete(channelCustomers)
    .where(
      and(
        eq(channelCustomers.workplaceId, workplaceId),
        like(channelCustomers.platformCustomerId, `${PREFIX}%`),
      ),
    );
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.workplaceId, workplaceId));
  if (!store) throw new Error('the demo workplace has no store');
  const buyers = Math.max(1, Math.floor(ORDERS / 10));
  await db.execute(sql`
    INSERT INTO channel_customers (workplace_id, store_id, platform_customer_id, email, first_name, last_name)
    SELECT ${workplaceId}, ${store.id}, ${PREFIX}::text || g, 'buyer' || g || '@example.com',
      (ARRAY['Ada','Noor','Kenji','Lucía','Tomás','Ines'])[1 + g % 6], 'Buyer ' || g
    FROM generate_series(0, ${buyers - 1}::int) g`);
  const started = Date.now();
  for (let from = 0; from < ORDERS; from += 20_000) {
    const to = Math.min(ORDERS, from + 20_000) - 1;
    await db.execute(sql`
      INSERT INTO orders (workplace_id, store_id, platform_order_id, country_code, status, section,
        sub_status, channel, order_name, currency, subtotal_price, shipping_price, total_price,
        customer_id, ordered_at, platform_created_at, created_at, updated_at, marked)
      SELECT ${workplaceId}, ${store.id}, ${PREFIX}::text || g,
        (ARRAY['US','GB','DE','FR','BR'])[1 + g % 5],
        (${textArray(SLOTS.map((s) => s[2]))})[1 + g % 20],
        (${textArray(SLOTS.map((s) => s[0]))})[1 + g % 20],
        (${textArray(SLOTS.map((s) => s[1]))})[1 + g % 20],
        CASE WHEN g % 3 = 0 THEN 'woocommerce' ELSE 'shopify' END,
        '#' || (100000 + g), 'USD', (10 + g % 90)::numeric, 4.99, (14.99 + g % 90)::numeric,
        (SELECT id FROM channel_customers c
          WHERE c.store_id = ${store.id} AND c.platform_customer_id = ${PREFIX}::text || (g % ${buyers}::int)),
        ts.t, ts.t, ts.t, ts.t + interval '2 hours', g % 17 = 0
      FROM generate_series(${from}::int, ${to}::int) g,
        LATERAL (SELECT now() - (g::float8 / ${ORDERS}::float8) * interval '${sql.raw(String(DAYS))} days' AS t) ts`);
    process.stdout.write(`\rOrders: ${to + 1} / ${ORDERS}`);
  }
  await db.execute(sql`
    INSERT INTO order_line_items (order_id, workplace_id, platform_order_id, platform_line_item_id,
      title, sku, quantity, price)
    SELECT o.id, o.workplace_id, o.platform_order_id, '1', 'Linen shirt ' || o.order_name,
      'LS-' || o.order_name, 1, o.subtotal_price
    FROM orders o
    WHERE o.workplace_id = ${workplaceId} AND o.platform_order_id LIKE ${`${PREFIX}%`}`);
  await db.execute(sql`
    INSERT INTO order_placements (workplace_id, order_id, source, status, reference,
      source_order_numbers, cost_minor, cost_currency, paid_at)
    SELECT o.workplace_id, o.id, 'cj', 'success', ${PREFIX}::text || o.platform_order_id,
      jsonb_build_array('CJ' || o.order_name), 1299, 'USD',
      CASE WHEN o.sub_status = 'waiting_payment' THEN NULL ELSE o.updated_at END
    FROM orders o
    WHERE o.workplace_id = ${workplaceId} AND o.platform_order_id LIKE ${`${PREFIX}%`}
      AND o.section IN ('payment', 'shipment')`);
  await db.execute(sql`
    INSERT INTO parcel_trackings (workplace_id, tracking_number, carrier, reference, status, events)
    SELECT o.workplace_id, ${PREFIX}::text || o.platform_order_id, 'CJPacket', o.id::text,
      CASE WHEN o.sub_status = 'delivered' THEN 'DELIVERED' ELSE 'IN_TRANSIT' END,
      jsonb_build_array(jsonb_build_object('time', o.updated_at, 'description', 'Departed facility'))
    FROM orders o
    WHERE o.workplace_id = ${workplaceId} AND o.platform_order_id LIKE ${`${PREFIX}%`}
      AND o.section = 'shipment'`);
  process.stdout.write(
    `  (with buyers, lines, placements and parcels, ${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
  );
  // vacuumed, with fresh statistics and written out, as orders that arrived over months would
  // be: otherwise autovacuum and the checkpoint after the bulk insert run during the first
  // measured phase (the API's) and not the later ones, which showed as a p99 several times the p50
  await db.execute(
    sql`VACUUM (ANALYZE) orders, order_line_items, order_placements, parcel_trackings, channel_customers, order_status_counts`,
  );
  await db.execute(sql`CHECKPOINT`);
}

/** The tabs a merchant walks: every section's tabs, both sorts, first pages. */
function queryMix(): OrderListQuery[] {
  const tabs: Array<Pick<OrderListQuery, 'order_status' | 'sub_status'>> = [
    { order_status: 'placement', sub_status: 'ready' },
    { order_status: 'payment', sub_status: 'all' },
    { order_status: 'payment', sub_status: 'waiting_payment' },
    { order_status: 'payment', sub_status: 'order_placed' },
    { order_status: 'shipment', sub_status: 'all' },
    { order_status: 'shipment', sub_status: 'in_transit' },
    { order_status: 'shipment', sub_status: 'delivered' },
    { order_status: 'cancelled', sub_status: 'channel' },
    { order_status: 'refund', sub_status: 'all' },
  ];
  return tabs.flatMap((tab) => [
    { ...tab },
    { ...tab, order_by: 'updated_at' as const },
    { ...tab, mark_order: '1' as const },
  ]);
}

const toQueryString = (query: OrderListQuery) =>
  new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

interface Statement {
  text: string;
  params: unknown[];
}

/** The statements the list service sends for one query, captured through drizzle's logger. */
async function capturedStatements(
  pool: pg.Pool,
  workplaceId: string,
  query: OrderListQuery,
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const capturing = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => statements.push({ text, params }) },
  }) as unknown as Database;
  await orderListPage(capturing, workplaceId, query, new Date());
  return statements;
}

interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
}

function figures(latencies: number[], wallMs: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    perSecond: (sorted.length / wallMs) * 1000,
  };
}

/*
 * Replays each request's statements (the first, then any others together), `CONCURRENCY` at a
 * time, each as a named prepared statement as the API sends it (repository.ts), so both sides
 * skip planning alike and the ratio compares what the API adds.
 */
async function replaySql(pool: pg.Pool, requests: Statement[][]): Promise<Figures> {
  const names = new Map<string, string>();
  const query = (s: Statement) => {
    let name = names.get(s.text);
    if (!name) names.set(s.text, (name = `replay_${names.size + 1}`));
    return pool.query({ name, text: s.text, values: s.params });
  };
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const [first, ...rest] = requests[next++]!;
        const t0 = performance.now();
        await query(first!);
        await Promise.all(rest.map(query));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return figures(latencies, performance.now() - started);
}

const row = (name: string, f: Figures, goal = '') =>
  `${name.padEnd(34)} ${f.p50.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ${f.perSecond.toFixed(0).padStart(8)}  ${goal}`;

async function main() {
  const config = loadConfig({
    ...process.env,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'false',
  });
  if (!config.databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database');
  // the API reads where CJ is once, when it is built
  const standIn = await startCjStandIn();
  process.env.SANDBOX_CJ_URL = standIn.url;
  const handle = openPostgres(config.databaseUrl);
  const app = await buildApp({ config, db: handle.db });
  const rawPool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: POSTGRES_POOL_SIZE,
    options: POSTGRES_SESSION_OPTIONS,
  });
  try {
    await runMigrations(handle, config.apiRoot);
    await seedDatabase(handle.db);
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${PORT}/api`;
    const { workplaceId, headers } = await demoSession(base);
    await fillOrders(handle.db, workplaceId);

    const mix = queryMix();
    const urls = Array.from(
      { length: REQUESTS },
      (_, i) => `${base}/orders/v5/list?${toQueryString(mix[i % mix.length]!)}`,
    );
    const countUrl = `${base}/orders/v5/count-order-status`;
    const captured = await Promise.all(
      mix.map((query) => capturedStatements(rawPool, workplaceId, query)),
    );
    const rawRequests = Array.from({ length: REQUESTS }, (_, i) => captured[i % captured.length]!);

    const client = loadClient();
    const load = (list: string[]) => client.run({ urls: list, headers, concurrency: CONCURRENCY });
    await load(urls.slice(0, 500)); // warm-up: JIT, plans, caches
    await replaySql(rawPool, rawRequests.slice(0, 500));

    const listResult = await load(urls);
    const list = figures(listResult.latencies, listResult.wallMs);
    const raw = await replaySql(rawPool, rawRequests);
    const countResult = await load(Array.from({ length: REQUESTS }, () => countUrl));
    const counts = figures(countResult.latencies, countResult.wallMs);
    client.close();

    const ratio = list.p99 / raw.p99;
    console.log(
      `\nOrder center on PostgreSQL: ${ORDERS} orders in one workplace, ${REQUESTS} requests per row, ${CONCURRENCY} at a time, node ${process.version}`,
    );
    console.log(
      `load average (1, 5, 15 min): ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    console.log(
      `${'phase'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}`,
    );
    console.log(
      row(
        'GET orders/v5/list (API)',
        list,
        `goal p99 ≤ ${GOAL.listP99Ms} ms: ${list.p99 <= GOAL.listP99Ms ? 'met' : 'NOT met'}`,
      ),
    );
    console.log(
      row(
        'the same SQL, directly',
        raw,
        `API/SQL p99 ${ratio.toFixed(2)} (goal ≤ ${GOAL.apiOverSql}): ${ratio <= GOAL.apiOverSql ? 'met' : 'NOT met'}`,
      ),
    );
    console.log(row('GET orders/v5/count-order-status', counts));
    const failures = listResult.failures + countResult.failures;
    if (failures > 0) console.log(`${failures} answers were not 200`);

    // placing in bulk needs a plan with the order features (the free plan has no bulk placement)
    const [demo] = await handle.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_EMAIL));
    await setPlanLimits(handle.db, demo!.id, { ORDER_FULFILLMENT: -1, BULK_ORDER_FULFILLMENT: -1 });
    const placed = await placeOrders(
      app,
      handle.db,
      standIn,
      { workplaceId, headers },
      base,
      PLACEMENTS,
    );
    const answered = [...placed.cjCalls].reduce((sum, [, n]) => sum + n, 0);
    const callsPerSecond = answered / (placed.wallMs / 1000);
    const share = callsPerSecond / CJ_ACCOUNT_CALLS_PER_SECOND;
    console.log(
      `\n${placed.orders} orders placed with the CJ stand-in in ${(placed.wallMs / 1000).toFixed(1)} s` +
        ` (${placed.failed} failed): ${(placed.orders / (placed.wallMs / 1000)).toFixed(2)} orders/s,` +
        ` ${answered} CJ calls = ${callsPerSecond.toFixed(2)}/s of the ${CJ_ACCOUNT_CALLS_PER_SECOND}/s allowed` +
        ` (${(share * 100).toFixed(0)} %; goal ≥ ${GOAL.placementShare * 100} %: ${share >= GOAL.placementShare ? 'met' : 'NOT met'})`,
    );
    for (const [operation, n] of [...placed.cjCalls].sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(n).padStart(6)}  ${operation}`);
  } finally {
    await standIn.cj.app.close();
    await app.close();
    await rawPool.end();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
