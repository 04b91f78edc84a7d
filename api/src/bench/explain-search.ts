/*
 * EXPLAIN (ANALYZE, BUFFERS) of every statement one search of each shape sends (keyword
 * correction, page, count, pictures, marks), to see where the time of the search benchmark goes.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/omni_bench \
 *     pnpm --filter ./api exec tsx src/bench/explain-search.ts [shape…]
 *
 * Shapes are the benchmark's query kinds; pass names to explain only some. Prints each
 * statement's plan and execution time. Needs a seeded catalogue (run the benchmark once).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ProductSearchQuery } from '@omni/shared/contracts';
import type { Database } from '../db/database';
import { POSTGRES_SESSION_OPTIONS } from '../db/open-database';
import * as schema from '../db/schema';
import { searchPage } from '../modules/sourcing/catalogue-service';
import { searchCacheFor } from '../modules/sourcing/search-cache';
import { toSearchCriteria } from '../modules/sourcing/search-criteria';

const SHAPES: Record<string, ProductSearchQuery> = {
  keyword_relevance: { keyword: 'dress', sort: 'relevance', ship_to: 'US' },
  keyword_rare_relevance: { keyword: 'linen midi dress', sort: 'relevance', ship_to: 'GB' },
  keyword_typo: { keyword: 'sneakres', sort: 'relevance', ship_to: 'US' },
  keyword_profit: { keyword: 'lamp', sort: 'desc_profit', ship_to: 'DE' },
  keyword_price: { keyword: 'phone case', sort: 'asc_price', ship_to: 'US' },
  keyword_shipping_time: { keyword: 'necklace', sort: 'asc_shipping_time', ship_to: 'FR' },
  browse_profit: { sort: 'desc_profit', ship_to: 'US' },
  browse_orders_de: { sort: 'desc_orders', ship_to: 'DE' },
  price_bucket_shipping_cost: { sort: 'asc_shipping_cost', price: 'under_10', ship_to: 'GB' },
  orders_rating_profit: {
    sort: 'desc_profit',
    order_count: '1000_5000',
    rating_4_up: true,
    ship_to: 'AU',
  },
  deep_page_price: { sort: 'asc_price', page: 20, ship_to: 'CA' },
};

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the benchmark database');
  // The API's connection settings, so plans and times are the ones its searches get.
  const pool = new pg.Pool({ connectionString: url, max: 1, options: POSTGRES_SESSION_OPTIONS });
  const statements: Array<{ text: string; params: unknown[] }> = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => statements.push({ text, params }) },
  }) as unknown as Database;
  const wanted = process.argv.slice(2);
  // Every statement of a search, not a cached answer.
  searchCacheFor(db).setEnabled(false);
  const workplace = await pool.query<{ id: string }>('SELECT id FROM workplaces LIMIT 1');
  const workplaceId = workplace.rows[0]?.id;
  if (!workplaceId) throw new Error('No workplace: run the search benchmark once to seed');
  try {
    for (const [name, query] of Object.entries(SHAPES)) {
      if (wanted.length > 0 && !wanted.includes(name)) continue;
      statements.length = 0;
      const media = { apiBase: 'http://bench/api', appUrl: 'http://bench' };
      await searchPage(db, toSearchCriteria({ page_size: 20, ...query }), workplaceId, media);
      console.log(`\n=== ${name} ${JSON.stringify(query)}`);
      for (const { text, params } of [...statements]) {
        const plan = await pool.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
          params,
        );
        console.log(`--- ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
        console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
