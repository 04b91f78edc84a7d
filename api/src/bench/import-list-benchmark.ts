/*
 * Import-list benchmark (issue 9 §5): p50/p95/p99 of GET center/products/import/listing pages
 * with 5,000 imports in the workplace (goal: p95 ≤ 30 ms at the API), walking every sort page by
 * page with the keyset cursor and each filter, and of the editor's save (PUT center/products/{id}
 * after a GET, with its version). Requests go over HTTP on loopback, one at a time.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/omni_bench pnpm bench:import-list
 *
 * Fills the demo workplace with generated imports first (source 'bench', replaced on each run).
 * Not run in CI. Settings: BENCH_IMPORTS (5000), BENCH_SAVES (200), BENCH_PORT (5151).
 * PGlite: BENCH_ALLOW_PGLITE=1 (uses PGLITE_DATA_DIR).
 */
import { and, eq, like, sql } from 'drizzle-orm';
import type {
  ImportListPage,
  ImportListQuery,
  ImportProduct,
  ProductUpdate,
} from '@omni/shared/contracts/catalogue';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import type { Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { openDatabase, openPostgres } from '../db/open-database';
import { seedDatabase } from '../db/seed/seed-database';
import { importListItems, importPushMarks, stores } from '../db/schema';
import { pricingContext } from '../modules/catalogue/pricing/repository';
import { pricedColumns } from '../modules/catalogue/product-columns';
import { productDocument } from '../modules/catalogue/product-document';
import { demoSession, percentile } from './bench-client';
import { benchSetting as setting } from './bench-setting';

const IMPORTS = setting('BENCH_IMPORTS', 5000);
const SAVES = setting('BENCH_SAVES', 200);
const PORT = setting('BENCH_PORT', 5151);
const GOAL_LIST_P95_MS = 30;
/** Generated imports look like AliExpress ones; their ids start with `bench-`. */
const SOURCE = 'aliexpress';
const ID_PREFIX = 'bench-';

function sequence(seed: number) {
  let a = seed;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

const WORDS = [
  'linen',
  'cotton',
  'ceramic',
  'bamboo',
  'steel',
  'wooden',
  'summer',
  'vintage',
  'minimal',
  'dress',
  'lamp',
  'mug',
  'organiser',
  'clock',
  'tote',
  'bottle',
  'jacket',
  'rug',
  'planter',
];
const TAGS = ['summer', 'sale', 'new', 'kitchen', 'gift', 'home', 'outdoor'];
const COUNTRIES = ['US', 'US', 'GB', 'DE', 'FR'];

/** Replaces the demo workplace's generated imports with `IMPORTS` new ones. */
async function fillImports(db: Database, workplaceId: string): Promise<void> {
  const random = sequence(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  await db
    .delete(importListItems)
    .where(
      and(
        eq(importListItems.workplaceId, workplaceId),
        like(importListItems.sourceProductId, `${ID_PREFIX}%`),
      ),
    );
  const pricing = await pricingContext(db, workplaceId);
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.workplaceId, workplaceId));
  const start = Date.now() - IMPORTS * 60_000;
  for (let offset = 0; offset < IMPORTS; offset += 500) {
    const rows = Array.from({ length: Math.min(500, IMPORTS - offset) }, (_, n) => {
      const index = offset + n;
      const colours = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, c) => `C${c}`);
      const sizes = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, s) => `S${s}`);
      const base = 1 + random() * 60;
      const document = productDocument({
        title: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${index}`,
        descriptionHtml: `<p>${pick(WORDS)} ${pick(WORDS)}</p>`.repeat(20),
        sourceUrl: `https://supplier.example/item/${index}`,
        supplierName: 'Bench supplier',
        options: [
          { name: 'Colour', values: colours },
          { name: 'Size', values: sizes },
        ],
        variants: colours.flatMap((colour) =>
          sizes.map((size) => ({
            id: `${index}-${colour}-${size}`,
            options: { Colour: colour, Size: size },
            price: (base + random() * 5).toFixed(2),
            currency: 'USD',
            stock: 1 + Math.floor(random() * 100),
            image: `https://cdn.example/${index}/${colour}.jpg`,
          })),
        ),
        images: Array.from({ length: 6 }, (_, p) => `https://cdn.example/${index}/${p}.jpg`),
      });
      return {
        workplaceId,
        source: SOURCE,
        sourceProductId: `${ID_PREFIX}${index}`,
        shipTo: pick(COUNTRIES),
        tags: random() < 0.3 ? [pick(TAGS)] : [],
        ...pricedColumns(document, pricing),
        filledAt: new Date(),
        createdAt: new Date(start + index * 60_000),
      };
    });
    const inserted = await db
      .insert(importListItems)
      .values(rows)
      .returning({ id: importListItems.id });
    if (store)
      await db.insert(importPushMarks).values(
        inserted
          .filter((_, n) => n % 5 === 0)
          .map((row) => ({
            importListItemId: row.id,
            workplaceId,
            storeId: store.id,
            channel: 'shopify',
            storeProductId: String(9_007_199_254_740_993n + BigInt(offset)),
            pushedAt: new Date(),
          })),
      );
    process.stdout.write(`\rImports: ${offset + rows.length} / ${IMPORTS}`);
  }
  process.stdout.write('\n');
  // fresh statistics, as autovacuum would have them for a list that grew over time
  await db.execute(sql`ANALYZE import_list_items, import_push_marks`);
}

function report(name: string, timings: readonly number[], goal?: number) {
  const sorted = [...timings].sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => percentile(sorted, q).toFixed(1));
  const verdict =
    goal === undefined ? '' : `  goal p95 ≤ ${goal} ms: ${Number(p95) <= goal ? 'met' : 'NOT met'}`;
  console.log(
    `${name.padEnd(34)} n=${String(sorted.length).padStart(4)}  p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms${verdict}`,
  );
}

async function main() {
  const config = loadConfig({
    ...process.env,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'false',
  });
  if (!config.databaseUrl && process.env.BENCH_ALLOW_PGLITE !== '1')
    throw new Error('Set DATABASE_URL to a PostgreSQL database (PGlite: BENCH_ALLOW_PGLITE=1)');
  const handle = config.databaseUrl ? openPostgres(config.databaseUrl) : await openDatabase(config);
  const app = await buildApp({ config, db: handle.db });
  try {
    await runMigrations(handle, config.apiRoot);
    await seedDatabase(handle.db);
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${PORT}/api`;
    const { workplaceId, headers } = await demoSession(base);
    await fillImports(handle.db, workplaceId);

    const timed = async <T>(url: string, init: RequestInit = {}): Promise<[T, number]> => {
      const started = performance.now();
      const response = await fetch(url, { ...init, headers: { ...headers, ...init.headers } });
      const body = (await response.json()) as { status: number; data: T };
      const ms = performance.now() - started;
      if (body.status !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
      return [body.data, ms];
    };
    const listUrl = (query: ImportListQuery) =>
      `${base}/center/products/import/listing?${new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      )}`;

    /** Walks `pages` pages of a query with the cursor; the time of each page. */
    const walk = async (query: ImportListQuery, pages: number) => {
      const times: number[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < pages; page += 1) {
        const [data, ms]: [ImportListPage, number] = await timed<ImportListPage>(
          listUrl({ ...query, page_size: 50, ...(cursor ? { cursor } : {}) }),
        );
        times.push(ms);
        cursor = data.next_cursor;
        if (!cursor) break;
      }
      return times;
    };

    await walk({}, 10); // warm-up: connections, plans, caches
    const groups: Array<[string, ImportListQuery, number]> = [
      ['newest (20 pages)', { sort: 'newest' }, 20],
      ['oldest (20 pages)', { sort: 'oldest' }, 20],
      ['asc_price (20 pages)', { sort: 'asc_price' }, 20],
      ['desc_price (20 pages)', { sort: 'desc_price' }, 20],
      ['search "linen" (10 pages)', { search: 'linen' }, 10],
      ['tag summer (10 pages)', { tag: 'summer' }, 10],
      ['pushed (10 pages)', { pushed: 'pushed' }, 10],
      ['not pushed, price (10 pages)', { pushed: 'not_pushed', sort: 'asc_price' }, 10],
      ['ship_to GB (10 pages)', { ship_to: 'GB' }, 10],
      ['source + search, rare (5 pages)', { source: SOURCE, search: 'clock lamp' }, 5],
    ];
    const all: number[] = [];
    console.log(`\nImport list, ${IMPORTS} imports, page size 50, one request at a time:`);
    for (const [name, query, pages] of groups) {
      const times: number[] = [];
      for (let round = 0; round < 3; round += 1) times.push(...(await walk(query, pages)));
      all.push(...times);
      report(name, times);
    }
    report('every list page', all, GOAL_LIST_P95_MS);

    const ids = (
      await handle.db
        .select({ id: importListItems.id })
        .from(importListItems)
        .where(
          and(
            eq(importListItems.workplaceId, workplaceId),
            like(importListItems.sourceProductId, `${ID_PREFIX}%`),
          ),
        )
        .limit(SAVES)
    ).map((row) => row.id);
    const reads: number[] = [];
    const saves: number[] = [];
    for (let n = 0; n < SAVES; n += 1) {
      const id = ids[n % ids.length]!;
      const [product, readMs] = await timed<ImportProduct>(`${base}/center/products/${id}`);
      reads.push(readMs);
      const update: ProductUpdate = {
        version: product.version,
        title: `${product.title.replace(/ \(edited \d+\)$/, '')} (edited ${n})`,
        description_html: product.description_html,
        product_type: product.product_type,
        vendor: product.vendor,
        tags: product.tags,
        collections: product.collections,
        options: product.options,
        variants: product.variants.map((v, i) => (i === 0 ? { ...v, price: v.price + 100 } : v)),
        images: product.images,
      };
      const [, saveMs] = await timed<ImportProduct>(`${base}/center/products/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(update),
      });
      saves.push(saveMs);
    }
    console.log('\nEditor:');
    report('GET center/products/{id}', reads);
    report('PUT center/products/{id} (save)', saves);
  } finally {
    await app.close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
