import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, type ProductSort } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import type { Range, SearchCriteria } from './search-criteria';

/*
 * Catalogue search over PostgreSQL: full-text (`search_vector`, weighted title A / tags B) on
 * the keyword as typed or with misspelt words corrected by trigram similarity, joined to the ship-to country's cheapest
 * shipping (which also filters out products that do not ship there). Every sort ends on the id
 * so pages never overlap.
 */

export interface CardRow {
  id: number;
  title: string;
  price_min: number;
  price_max: number;
  suggested_price: number;
  order_count: number;
  latest_volume: number;
  rating: number;
  review_count: number;
  listing_count: number;
  ship_countries: string[];
  variant_count: number;
  has_video: boolean;
  category_id: number;
  shipping_cost: number | null;
  min_days: number | null;
  max_days: number | null;
  profit: number | null;
}

export interface SearchResult {
  rows: CardRow[];
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

/** Restrictions beyond the query: a collection, a supplier, a fixed id list. */
export interface SearchScope {
  collectionSlug?: string;
  supplierId?: number;
  /** Extra condition on `p` / `s` (e.g. the dropshipping list's fast delivery). */
  extra?: SQL;
}

/** Rows from either driver: numeric columns come back as strings from node-postgres. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export function toCardRow(raw: Record<string, unknown>): CardRow {
  return {
    id: num(raw.id),
    title: String(raw.title),
    price_min: num(raw.price_min),
    price_max: num(raw.price_max),
    suggested_price: num(raw.suggested_price),
    order_count: num(raw.order_count),
    latest_volume: num(raw.latest_volume),
    rating: Math.round(num(raw.rating) * 10) / 10,
    review_count: num(raw.review_count),
    listing_count: num(raw.listing_count),
    ship_countries: raw.ship_countries as string[],
    variant_count: num(raw.variant_count),
    has_video: Boolean(raw.has_video),
    category_id: num(raw.category_id),
    shipping_cost: numOrNull(raw.shipping_cost),
    min_days: numOrNull(raw.min_days),
    max_days: numOrNull(raw.max_days),
    profit: numOrNull(raw.profit),
  };
}

/** Columns a card needs (products `p`, ship-to shipping `s`). */
export const CARD_COLUMNS = sql`p.id, p.title, p.price_min, p.price_max, p.suggested_price, p.order_count,
  p.latest_volume, p.rating, p.review_count, p.listing_count, p.ship_countries, p.variant_count,
  p.has_video, p.category_id, s.cost AS shipping_cost, s.min_days, s.max_days, s.profit`;

function rangeCondition(column: SQL, range: Range): SQL[] {
  const conditions: SQL[] = [];
  if (range.min !== null) conditions.push(sql`${column} >= ${range.min}`);
  if (range.max !== null) conditions.push(sql`${column} < ${range.max}`);
  return conditions;
}

/**
 * Words of the keyword replaced by the closest catalogue word (trigram similarity ≥ the pg_trgm
 * threshold, 0.3) when the word itself is not in the catalogue: "sneakres" → "sneakers".
 */
export async function correctKeyword(db: Database, keyword: string): Promise<string> {
  const words = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  if (words.length === 0) return keyword;
  const result = await db.execute(sql`
    SELECT t.word, (
      SELECT w.word FROM sourcing_search_words w
      WHERE w.word % t.word
      ORDER BY similarity(w.word, t.word) DESC, w.product_count DESC, w.word
      LIMIT 1) AS best
    FROM json_array_elements_text(${JSON.stringify(words)}::json) WITH ORDINALITY AS t(word, n)
    ORDER BY t.n`);
  return rowsOf<{ word: string; best: string | null }>(result)
    .map((row) => (row.word.length < 3 ? row.word : (row.best ?? row.word)))
    .join(' ');
}

/** What the keyword matches: the words as typed (web search syntax) or as corrected. */
function keywordQuery(keyword: string, corrected: string): SQL {
  return sql`(websearch_to_tsquery('english', ${keyword}) || plainto_tsquery('english', ${corrected}))`;
}

/**
 * The keyword's matches, found first through the GIN index. MATERIALIZED keeps the planner from
 * walking a sort index (price, profit …) and testing every product against the keyword, which
 * is slow for keywords that match a few hundred of 200,000 products.
 */
function keywordMatches(keyword: Keyword | null): SQL {
  if (!keyword) return sql``;
  return sql`WITH keyword_matches AS MATERIALIZED (
    SELECT id FROM sourcing_products WHERE search_vector @@ ${keywordQuery(keyword.text, keyword.corrected)}) `;
}

/**
 * Relevance: an exact title match first, then titles starting with the keyword, then text rank
 * (title words weigh more than tags); popularity breaks ties. Every match is ranked, so the
 * expression stays cheap (ts_rank, no per-row trigram work: typos were corrected up front).
 */
function relevance(keyword: string, corrected: string): SQL {
  return sql`(
    CASE WHEN lower(p.title) = lower(${keyword}) THEN 100 ELSE 0 END
    + CASE WHEN lower(p.title) LIKE lower(${keyword}) || '%' THEN 10 ELSE 0 END
    + ts_rank(p.search_vector, ${keywordQuery(keyword, corrected)}) * 4
    + ln(1 + p.order_count) * 0.01)`;
}

function orderBy(sort: ProductSort, keyword: Keyword | null): SQL {
  switch (sort) {
    case 'relevance':
      return keyword
        ? sql`${relevance(keyword.text, keyword.corrected)} DESC, p.id`
        : sql`p.order_count DESC, p.id`;
    case 'desc_profit':
      return sql`s.profit DESC, p.id`;
    case 'asc_profit':
      return sql`s.profit ASC, p.id`;
    case 'asc_price':
      return sql`p.price_min ASC, p.id`;
    case 'desc_price':
      return sql`p.price_min DESC, p.id`;
    case 'desc_orders':
      return sql`p.order_count DESC, p.id`;
    case 'asc_orders':
      return sql`p.order_count ASC, p.id`;
    case 'desc_latest_volume':
      return sql`p.latest_volume DESC, p.id`;
    case 'asc_shipping_time':
      return sql`s.min_days ASC, s.max_days ASC, p.id`;
    case 'desc_shipping_time':
      return sql`s.min_days DESC, s.max_days DESC, p.id`;
    case 'asc_shipping_cost':
      return sql`s.cost ASC, p.id`;
    case 'desc_shipping_cost':
      return sql`s.cost DESC, p.id`;
  }
}

/** The keyword as typed and with its words corrected. */
interface Keyword {
  text: string;
  corrected: string;
}

function whereOf(criteria: SearchCriteria, scope: SearchScope): SQL {
  const conditions: SQL[] = [
    ...rangeCondition(sql`p.order_count`, criteria.orderCount),
    ...rangeCondition(sql`p.price_min`, criteria.price),
    ...rangeCondition(sql`p.listing_count`, criteria.listingCount),
  ];
  if (criteria.ratingAtLeast !== null) conditions.push(sql`p.rating >= ${criteria.ratingAtLeast}`);
  if (criteria.categoryId !== null) {
    conditions.push(
      sql`p.category_id IN (SELECT c.id FROM sourcing_categories c WHERE c.id = ${criteria.categoryId} OR c.parent_id = ${criteria.categoryId})`,
    );
  }
  if (scope.supplierId !== undefined) conditions.push(sql`p.supplier_id = ${scope.supplierId}`);
  if (scope.extra) conditions.push(scope.extra);
  return conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

function fromOf(criteria: SearchCriteria, keyword: Keyword | null, scope: SearchScope): SQL {
  const matches = keyword ? sql`JOIN keyword_matches km ON km.id = p.id` : sql``;
  const shipping = sql`${matches} JOIN sourcing_product_shipping s ON s.product_id = p.id AND s.country_code = ${criteria.shipTo}`;
  if (scope.collectionSlug !== undefined) {
    return sql`sourcing_collection_products cp JOIN sourcing_products p ON p.id = cp.product_id AND cp.collection_slug = ${scope.collectionSlug} ${shipping}`;
  }
  return sql`sourcing_products p ${shipping}`;
}

/** One page of matches and the (capped) number of matches. */
export async function searchCatalogue(
  db: Database,
  criteria: SearchCriteria,
  scope: SearchScope = {},
): Promise<SearchResult> {
  const keyword = criteria.keyword
    ? { text: criteria.keyword, corrected: await correctKeyword(db, criteria.keyword) }
    : null;
  const prefix = keywordMatches(keyword);
  const from = fromOf(criteria, keyword, scope);
  const where = whereOf(criteria, scope);
  // In a collection, "relevance" without a keyword keeps the curated order.
  const order =
    scope.collectionSlug !== undefined && criteria.sort === 'relevance' && !criteria.keyword
      ? sql`cp.position, p.id`
      : orderBy(criteria.sort, keyword);
  const offset = (criteria.page - 1) * criteria.pageSize;
  const page = await db.execute(
    sql`${prefix}SELECT ${CARD_COLUMNS} FROM ${from} ${where} ORDER BY ${order} LIMIT ${criteria.pageSize + 1} OFFSET ${offset}`,
  );
  const rows = rowsOf<Record<string, unknown>>(page).map(toCardRow);
  const hasMore = rows.length > criteria.pageSize;
  // The last page tells the total itself; otherwise count, but never past the cap.
  let total = offset + rows.length;
  if (hasMore || (rows.length === 0 && offset > 0)) {
    const counted = await db.execute(
      sql`${prefix}SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} ${where} LIMIT ${SEARCH_TOTAL_CAP + 1}) AS m`,
    );
    total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  }
  return {
    rows: rows.slice(0, criteria.pageSize),
    hasMore,
    total: Math.min(total, SEARCH_TOTAL_CAP),
    totalCapped: total > SEARCH_TOTAL_CAP,
  };
}

/** Card rows of given products (favourites, experts' choice), shipping to `shipTo` or null. */
export async function cardRowsByIds(
  db: Database,
  ids: readonly number[],
  shipTo: string,
): Promise<Map<number, CardRow>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT ${CARD_COLUMNS}
    FROM sourcing_products p
    LEFT JOIN sourcing_product_shipping s ON s.product_id = p.id AND s.country_code = ${shipTo}
    WHERE p.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(
    rowsOf<Record<string, unknown>>(result).map((raw) => {
      const row = toCardRow(raw);
      return [row.id, row];
    }),
  );
}

/** Image positions (first five) per product. */
export async function imagePositions(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (ids.length === 0) return map;
  const result = await db.execute(sql`
    SELECT product_id, position FROM sourcing_product_images
    WHERE product_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND position < 5
    ORDER BY product_id, position`);
  for (const row of rowsOf<{ product_id: unknown; position: unknown }>(result)) {
    const id = Number(row.product_id);
    map.set(id, [...(map.get(id) ?? []), Number(row.position)]);
  }
  return map;
}
