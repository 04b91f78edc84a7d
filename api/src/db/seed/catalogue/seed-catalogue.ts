import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database';
import { sourcingSeedState } from '../../schema';
import {
  categoryRows,
  FIRST_PRODUCT_ID,
  generateProduct,
  keywordRows,
  SUPPLIER_COUNT,
  supplierRow,
  type GeneratedProduct,
} from './generate-catalogue';

/*
 * Writes the generated catalogue. Rows travel as one JSON parameter per table and batch
 * (`json_to_recordset`), which both drivers handle fast and without huge SQL texts. Each batch is
 * one transaction, and product n is always the same product, so a stopped seed resumes from the
 * highest id present. Collections, experts' choice and keyword counts are computed in SQL once
 * all products are in.
 */

export interface CatalogueSeedOptions {
  /** Products wanted in total. */
  target: number;
  batchSize?: number;
  /**
   * Pause between batches. PGlite runs queries on the event loop's thread, so a seed running
   * beside the API pauses to let requests through.
   */
  pauseMs?: number;
  onProgress?: (seeded: number, target: number) => void;
}

export interface CatalogueSeedResult {
  seeded: number;
  inserted: number;
  milliseconds: number;
}

const STATE_KEY = 'catalogue';
const CATALOGUE_TABLES = [
  'sourcing_products',
  'sourcing_product_details',
  'sourcing_product_shipping',
  'sourcing_product_variants',
  'sourcing_product_images',
  'sourcing_reviews',
  'sourcing_collection_products',
  'sourcing_keywords',
  'sourcing_search_words',
];

/** `INSERT INTO table (cols) SELECT cols FROM json_to_recordset($rows) AS x(col type, …)`. */
async function insertJson(
  db: Database,
  table: string,
  columns: ReadonlyArray<readonly [name: string, type: string]>,
  rows: readonly object[],
  onConflict = '',
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const definition = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  const query: SQL = sql`INSERT INTO ${sql.raw(`"${table}" (${names})`)} SELECT ${sql.raw(names)} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS ${sql.raw(`x(${definition})`)} ${sql.raw(onConflict)}`;
  await db.execute(query);
}

const PRODUCT_COLUMNS = [
  ['id', 'bigint'],
  ['supplier_id', 'integer'],
  ['category_id', 'integer'],
  ['title', 'text'],
  ['tags', 'text'],
  ['price_min', 'numeric'],
  ['price_max', 'numeric'],
  ['suggested_price', 'numeric'],
  ['order_count', 'integer'],
  ['latest_volume', 'integer'],
  ['rating', 'real'],
  ['review_count', 'integer'],
  ['listing_count', 'integer'],
  ['ship_from', 'text'],
  ['weight_grams', 'integer'],
  ['ship_countries', 'text[]'],
  ['variant_count', 'smallint'],
  ['has_video', 'boolean'],
  ['created_at', 'timestamptz'],
  ['shipping_countries', 'text[]'],
  ['shipping_cost_cents', 'integer[]'],
  ['shipping_min_days', 'smallint[]'],
  ['shipping_max_days', 'smallint[]'],
  ['shipping_profit_cents', 'integer[]'],
] as const;
const VARIANT_COLUMNS = [
  ['product_id', 'bigint'],
  ['sku_id', 'text'],
  ['sku_properties', 'jsonb'],
  ['stock', 'integer'],
  ['price_usd', 'numeric'],
  ['image_position', 'smallint'],
  ['position', 'smallint'],
] as const;
const IMAGE_COLUMNS = [
  ['product_id', 'bigint'],
  ['position', 'smallint'],
  ['render_seed', 'integer'],
] as const;
const SHIPPING_COLUMNS = [
  ['product_id', 'bigint'],
  ['country_code', 'text'],
  ['cost', 'numeric'],
  ['min_days', 'smallint'],
  ['max_days', 'smallint'],
  ['profit', 'numeric'],
] as const;
const REVIEW_COLUMNS = [
  ['id', 'bigint'],
  ['product_id', 'bigint'],
  ['star_percent', 'smallint'],
  ['feedback', 'text'],
  ['country', 'text'],
  ['reviewer_name', 'text'],
  ['image_seeds', 'integer[]'],
  ['order_info', 'text[]'],
  ['created_at', 'timestamptz'],
] as const;

/**
 * A product's in-row shipping keys as the shipping trigger computes them (migration 0019), so
 * the trigger finds them in step and does not rewrite the product rows it just got.
 */
function shippingKeys(rows: GeneratedProduct['shipping']) {
  const byCountry = [...rows].sort((a, b) =>
    a.country_code < b.country_code ? -1 : a.country_code > b.country_code ? 1 : 0,
  );
  return {
    shipping_countries: byCountry.map((row) => row.country_code),
    shipping_cost_cents: byCountry.map((row) => Math.round(row.cost * 100)),
    shipping_min_days: byCountry.map((row) => row.min_days),
    shipping_max_days: byCountry.map((row) => row.max_days),
    shipping_profit_cents: byCountry.map((row) => Math.round(row.profit * 100)),
  };
}

/** render_seed is a signed 32-bit integer column. */
const toInt32 = (value: number) => value | 0;

async function writeBatch(db: Database, products: GeneratedProduct[], firstIndex: number) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // Grouped by category on disk: a keyword's matches mostly share a category, so its search
    // reads a few pages of each batch instead of one page per match.
    await insertJson(
      t,
      'sourcing_products',
      PRODUCT_COLUMNS,
      products
        .map((p) => ({ ...p.product, ...shippingKeys(p.shipping) }))
        .sort((a, b) => a.category_id - b.category_id),
    );
    await insertJson(
      t,
      'sourcing_product_details',
      [
        ['product_id', 'bigint'],
        ['description', 'text'],
        ['options', 'jsonb'],
      ],
      products.map((p) => p.details),
    );
    await insertJson(
      t,
      'sourcing_product_variants',
      VARIANT_COLUMNS,
      products.flatMap((p) => p.variants),
    );
    await insertJson(
      t,
      'sourcing_product_images',
      IMAGE_COLUMNS,
      products.flatMap((p) =>
        p.images.map((image) => ({ ...image, render_seed: toInt32(image.render_seed) })),
      ),
    );
    await insertJson(
      t,
      'sourcing_product_shipping',
      SHIPPING_COLUMNS,
      products.flatMap((p) => p.shipping),
    );
    await insertJson(
      t,
      'sourcing_reviews',
      REVIEW_COLUMNS,
      products.flatMap((p) =>
        p.reviews.map((review) => ({ ...review, image_seeds: review.image_seeds.map(toInt32) })),
      ),
    );
    await insertJson(
      t,
      'sourcing_collection_products',
      [
        ['collection_slug', 'text'],
        ['product_id', 'bigint'],
        ['position', 'integer'],
      ],
      products
        .map((p, i) => ({ p, position: firstIndex + i }))
        .filter(({ p }) => p.madeInUs)
        .map(({ p, position }) => ({
          collection_slug: 'made_in_us',
          product_id: p.product.id,
          position,
        })),
    );
  });
}

async function seedReferenceRows(db: Database, suppliers: number) {
  await insertJson(
    db,
    'sourcing_categories',
    [
      ['id', 'integer'],
      ['parent_id', 'integer'],
      ['slug', 'text'],
      ['name', 'text'],
      ['sort_order', 'integer'],
    ],
    categoryRows(),
    'ON CONFLICT (id) DO UPDATE SET name = excluded.name, sort_order = excluded.sort_order',
  );
  const rows = Array.from({ length: suppliers }, (_, i) => supplierRow(i + 1));
  await insertJson(
    db,
    'sourcing_suppliers',
    [
      ['id', 'integer'],
      ['store_name', 'text'],
      ['country', 'text'],
      ['rating', 'real'],
      ['followers', 'integer'],
      ['opened_year', 'smallint'],
    ],
    rows,
    'ON CONFLICT (id) DO NOTHING',
  );
}

/** Ranked collections, experts' choice and keyword counts, recomputed from the products. */
async function finishCatalogue(db: Database, target: number) {
  const size = (share: number, cap: number) =>
    Math.max(20, Math.min(cap, Math.round(target * share)));
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`DELETE FROM sourcing_collection_products WHERE collection_slug IN ('trending', 'fastest_delivery_us', 'free_ship_us', 'best_sellers', 'new_arrivals')`,
    );
    const ranked = (slug: string, from: SQL, order: SQL, limit: number) =>
      tx.execute(sql`
        INSERT INTO sourcing_collection_products (collection_slug, product_id, position)
        SELECT ${slug}, id, row_number() OVER (ORDER BY ${order}, id)
        FROM (SELECT p.* FROM ${from} ORDER BY ${order}, p.id LIMIT ${limit}) AS p
        ON CONFLICT DO NOTHING`);
    await ranked('trending', sql`sourcing_products p`, sql`latest_volume DESC`, size(0.06, 1200));
    await ranked('best_sellers', sql`sourcing_products p`, sql`order_count DESC`, size(0.05, 1000));
    await ranked('new_arrivals', sql`sourcing_products p`, sql`created_at DESC`, size(0.03, 500));
    await ranked(
      'fastest_delivery_us',
      sql`sourcing_products p JOIN sourcing_product_shipping s ON s.product_id = p.id AND s.country_code = 'US' AND s.max_days <= 7`,
      sql`order_count DESC`,
      size(0.05, 1000),
    );
    await ranked(
      'free_ship_us',
      sql`sourcing_products p JOIN sourcing_product_shipping s ON s.product_id = p.id AND s.country_code = 'US' AND s.cost = 0`,
      sql`order_count DESC`,
      size(0.05, 1000),
    );

    await tx.execute(sql`DELETE FROM sourcing_expert_picks`);
    await tx.execute(sql`
      INSERT INTO sourcing_expert_picks (product_id, position, note_key, picked_at)
      SELECT id, row_number() OVER (ORDER BY (id * 7919) % 10007, id),
             'experts.notes.' || (ARRAY['high_margin', 'fast_shipping', 'viral_video', 'evergreen', 'low_competition'])[(id % 5)::int + 1],
             TIMESTAMPTZ '2026-10-01T00:00:00Z' - ((id % 60) || ' days')::interval
      FROM sourcing_products
      WHERE rating >= 4.6 AND order_count >= 500
      ORDER BY (id * 7919) % 10007, id
      LIMIT ${size(0.008, 150)}`);

    await insertJson(
      tx as unknown as Database,
      'sourcing_keywords',
      [
        ['keyword', 'text'],
        ['search_volume', 'integer'],
        ['growth', 'real'],
        ['category_id', 'integer'],
      ],
      keywordRows(),
      'ON CONFLICT (keyword) DO NOTHING',
    );
    await tx.execute(sql`DELETE FROM sourcing_search_words`);
    await tx.execute(sql`
      INSERT INTO sourcing_search_words (word, product_count)
      SELECT word, count(DISTINCT id)::int
      FROM sourcing_products, regexp_split_to_table(lower(title || ' ' || tags), '[^a-z0-9]+') AS word
      WHERE length(word) >= 3
      GROUP BY word`);
    await tx.execute(sql`
      UPDATE sourcing_keywords k SET product_count = (
        SELECT count(*) FROM sourcing_products p
        WHERE p.search_vector @@ plainto_tsquery('english', k.keyword))`);
  });
}

async function productsPresent(db: Database): Promise<number> {
  const result = await db.execute(
    sql`SELECT coalesce(max(id), 0)::bigint AS max_id FROM sourcing_products`,
  );
  const rows = (result as unknown as { rows: Array<{ max_id: string | number }> }).rows;
  const maxId = Number(rows[0]?.max_id ?? 0);
  return maxId === 0 ? 0 : maxId - FIRST_PRODUCT_ID + 1;
}

/** Whether the catalogue holds `target` products with its collections computed. */
export async function isCatalogueSeeded(db: Database, target: number): Promise<boolean> {
  const [state] = await db
    .select()
    .from(sourcingSeedState)
    .where(eq(sourcingSeedState.key, STATE_KEY));
  return Boolean(state?.finishedAt) && (state?.seededCount ?? 0) >= target;
}

/** Seeds (or completes) the catalogue up to `target` products. Idempotent. */
export async function seedCatalogue(
  db: Database,
  { target, batchSize = 1000, pauseMs = 0, onProgress }: CatalogueSeedOptions,
): Promise<CatalogueSeedResult> {
  const started = performance.now();
  if (await isCatalogueSeeded(db, target)) {
    const present = await productsPresent(db);
    return { seeded: present, inserted: 0, milliseconds: Math.round(performance.now() - started) };
  }
  await seedReferenceRows(db, SUPPLIER_COUNT);
  const present = await productsPresent(db);
  await db
    .insert(sourcingSeedState)
    .values({ key: STATE_KEY, targetCount: target, seededCount: present })
    .onConflictDoUpdate({
      target: sourcingSeedState.key,
      set: { targetCount: target, seededCount: present, finishedAt: null },
    });
  for (let index = present; index < target; index += batchSize) {
    const count = Math.min(batchSize, target - index);
    const products = Array.from({ length: count }, (_, i) => generateProduct(index + i));
    await writeBatch(db, products, index);
    await db
      .update(sourcingSeedState)
      .set({ seededCount: index + count })
      .where(eq(sourcingSeedState.key, STATE_KEY));
    onProgress?.(index + count, target);
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  const seeded = Math.max(present, target);
  await finishCatalogue(db, seeded);
  // Fresh statistics for the planner, the GIN pending lists merged and the visibility map set
  // (index-only scans): without this, searches right after a bulk load pick poor plans.
  if (present < target) {
    for (const table of CATALOGUE_TABLES) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  }
  await db
    .update(sourcingSeedState)
    .set({ seededCount: seeded, finishedAt: new Date() })
    .where(eq(sourcingSeedState.key, STATE_KEY));
  return {
    seeded,
    inserted: Math.max(0, target - present),
    milliseconds: Math.round(performance.now() - started),
  };
}
