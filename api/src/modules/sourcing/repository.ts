import { sql } from 'drizzle-orm';
import type { CategoryNode, Keyword, SourcingCollection } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/result-rows';

/* Browsing reads: collections, the category tree, keywords, experts' choice, suppliers. */

/** Collections in display order with their live product counts and up to 4 cover products. */
export async function listCollections(
  db: Database,
  coverImage: (productId: number) => string,
): Promise<SourcingCollection[]> {
  const result = await db.execute(sql`
    SELECT c.slug, c.name_key,
      (SELECT count(*)::int FROM sourcing_collection_products cp WHERE cp.collection_slug = c.slug) AS product_count,
      ARRAY(SELECT cp.product_id FROM sourcing_collection_products cp
            WHERE cp.collection_slug = c.slug ORDER BY cp.position LIMIT 4) AS cover_ids
    FROM product_collections c
    ORDER BY c.sort_order, c.slug`);
  return rowsOf<{ slug: string; name_key: string; product_count: unknown; cover_ids: unknown[] }>(
    result,
  ).map((row) => ({
    slug: row.slug,
    name_key: row.name_key,
    product_count: Number(row.product_count),
    cover_images: row.cover_ids.map((id) => coverImage(Number(id))),
  }));
}

export async function collectionExists(db: Database, slug: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM product_collections WHERE slug = ${slug}`);
  return rowsOf(result).length > 0;
}

/** Two-level tree with product counts (a top category counts its sub-categories' products). */
export async function categoryTree(db: Database): Promise<CategoryNode[]> {
  const result = await db.execute(sql`
    SELECT c.id, c.parent_id, c.slug, c.name, coalesce(n.products, 0)::int AS product_count
    FROM sourcing_categories c
    LEFT JOIN (SELECT category_id, count(*) AS products FROM sourcing_products GROUP BY category_id) n
      ON n.category_id = c.id
    ORDER BY c.sort_order, c.id`);
  const rows = rowsOf<{
    id: unknown;
    parent_id: unknown;
    slug: string;
    name: string;
    product_count: unknown;
  }>(result);
  const node = (row: (typeof rows)[number]) => ({
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    name_key: `categories.${row.slug}`,
    product_count: Number(row.product_count),
  });
  const tops = rows
    .filter((row) => row.parent_id === null)
    .map((row) => ({ ...node(row), children: [] as ReturnType<typeof node>[] }));
  const byId = new Map(tops.map((top) => [top.id, top]));
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const parent = byId.get(Number(row.parent_id));
    if (!parent) continue;
    const child = node(row);
    parent.children.push(child);
    parent.product_count += child.product_count;
  }
  return tops;
}

const KEYWORD_COLUMNS = sql`keyword, search_volume, growth, product_count`;

function toKeyword(row: Record<string, unknown>): Keyword {
  return {
    keyword: String(row.keyword),
    search_volume: Number(row.search_volume),
    growth: Math.round(Number(row.growth) * 10) / 10,
    product_count: Number(row.product_count),
  };
}

/** LIKE pattern text with its wildcards escaped. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Completions: keywords starting with the text first, then close spellings; by volume. */
export async function suggestKeywords(
  db: Database,
  text: string,
  limit: number,
): Promise<Keyword[]> {
  const result = await db.execute(sql`
    SELECT ${KEYWORD_COLUMNS} FROM sourcing_keywords
    WHERE keyword LIKE ${likePrefix(text.toLowerCase())} OR ${text} <% keyword
    ORDER BY (keyword LIKE ${likePrefix(text.toLowerCase())}) DESC, word_similarity(${text}, keyword) DESC,
             search_volume DESC, keyword
    LIMIT ${limit}`);
  return rowsOf<Record<string, unknown>>(result).map(toKeyword);
}

/** Keywords of the categories the keyword belongs to, or spelled alike; the keyword excluded. */
export async function relatedKeywords(
  db: Database,
  text: string,
  limit: number,
): Promise<Keyword[]> {
  const result = await db.execute(sql`
    WITH seed AS (
      SELECT category_id FROM sourcing_keywords
      WHERE keyword % ${text} OR ${text} <% keyword
      ORDER BY word_similarity(${text}, keyword) DESC LIMIT 3)
    SELECT ${KEYWORD_COLUMNS} FROM sourcing_keywords
    WHERE lower(keyword) <> lower(${text})
      AND (category_id IN (SELECT category_id FROM seed) OR keyword % ${text})
    ORDER BY search_volume DESC, keyword
    LIMIT ${limit}`);
  return rowsOf<Record<string, unknown>>(result).map(toKeyword);
}

/** Fastest growing keywords with a real volume. */
export async function trendingKeywords(db: Database, limit: number): Promise<Keyword[]> {
  const result = await db.execute(sql`
    SELECT ${KEYWORD_COLUMNS} FROM sourcing_keywords
    WHERE search_volume >= 500 AND product_count > 0
    ORDER BY growth DESC, keyword
    LIMIT ${limit}`);
  return rowsOf<Record<string, unknown>>(result).map(toKeyword);
}

export interface ExpertPickRow {
  productId: number;
  noteKey: string;
  pickedAt: string;
}

export async function expertPicks(db: Database, page: number, pageSize: number) {
  const result = await db.execute(sql`
    SELECT product_id, note_key, picked_at, count(*) OVER ()::int AS total
    FROM sourcing_expert_picks ORDER BY position LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  const rows = rowsOf<Record<string, unknown>>(result);
  return {
    picks: rows.map((row) => ({
      productId: Number(row.product_id),
      noteKey: String(row.note_key),
      pickedAt: new Date(row.picked_at as string | Date).toISOString(),
    })),
    total: rows.length > 0 ? Number(rows[0]!.total) : await countExpertPicks(db),
  };
}

async function countExpertPicks(db: Database): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM sourcing_expert_picks`);
  return Number(rowsOf<{ n: unknown }>(result)[0]?.n ?? 0);
}

export async function findSupplier(db: Database, id: number) {
  const result = await db.execute(sql`
    SELECT s.id, s.store_name, s.country, s.rating, s.followers, s.opened_year,
           (SELECT count(*)::int FROM sourcing_products p WHERE p.supplier_id = s.id) AS product_count
    FROM sourcing_suppliers s WHERE s.id = ${id}`);
  return rowsOf<Record<string, unknown>>(result)[0] ?? null;
}

/** Which of the ids are suppliers. */
export async function existingSupplierIds(
  db: Database,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(
    sql`SELECT id FROM sourcing_suppliers WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rowsOf<{ id: unknown }>(result).map((row) => Number(row.id)));
}

/** Which of the ids are catalogue products. */
export async function existingProductIds(
  db: Database,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(
    sql`SELECT id FROM sourcing_products WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rowsOf<{ id: unknown }>(result).map((row) => Number(row.id)));
}
