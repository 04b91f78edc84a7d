import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, type ProductSort } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/result-rows';
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
  /** Positions of the card's pictures (the first five). */
  image_positions: number[];
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
  /** Names `extra` for the search cache (a scope with an unnamed `extra` is not cached). */
  extraKey?: string;
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
    image_positions: (raw.image_positions as unknown[]).map(num),
  };
}

/** Columns a card needs (products `p`, ship-to shipping `s`), its pictures included. */
export const CARD_COLUMNS = sql`p.id, p.title, p.price_min, p.price_max, p.suggested_price, p.order_count,
  p.latest_volume, p.rating, p.review_count, p.listing_count, p.ship_countries, p.variant_count,
  p.has_video, p.category_id, s.cost AS shipping_cost, s.min_days, s.max_days, s.profit,
  ARRAY(SELECT i.position FROM sourcing_product_images i
    WHERE i.product_id = p.id AND i.position < 5 ORDER BY i.position) AS image_positions`;

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

/** One ORDER BY key of a sort (the product id always ends the order). */
interface SortKey {
  expression: SQL;
  descending: boolean;
}

/**
 * Where a sort finds the ship-to country's shipping: the joined shipping row `s`, or the product
 * row's own keys (migration 0019; cents for money, same order).
 */
interface ShippingKeys {
  cost: SQL;
  minDays: SQL;
  maxDays: SQL;
  profit: SQL;
  /** The keys are columns of `s`, which the candidates must then join. */
  joined: boolean;
}

const JOINED_SHIPPING: ShippingKeys = {
  cost: sql`s.cost`,
  minDays: sql`s.min_days`,
  maxDays: sql`s.max_days`,
  profit: sql`s.profit`,
  joined: true,
};

function inRowShipping(shipTo: string): ShippingKeys {
  const at = (column: string) =>
    sql`p.${sql.raw(column)}[array_position(p.shipping_countries, ${shipTo}::text)]`;
  return {
    cost: at('shipping_cost_cents'),
    minDays: at('shipping_min_days'),
    maxDays: at('shipping_max_days'),
    profit: at('shipping_profit_cents'),
    joined: false,
  };
}

/** The keys of a sort and whether they read the ship-to shipping row `s`. */
function sortKeys(
  sort: ProductSort,
  keyword: Keyword | null,
  collectionOrder: boolean,
  shipping: ShippingKeys,
): { keys: SortKey[]; readsShipping: boolean } {
  const on = (readsShipping: boolean, ...keys: Array<[SQL, 'asc' | 'desc']>) => ({
    readsShipping,
    keys: keys.map(([expression, direction]) => ({ expression, descending: direction === 'desc' })),
  });
  const fromShipping = (...keys: Array<[SQL, 'asc' | 'desc']>) => on(shipping.joined, ...keys);
  switch (sort) {
    case 'relevance':
      if (keyword) return on(false, [relevance(keyword.text, keyword.corrected), 'desc']);
      return collectionOrder
        ? on(false, [sql`cp.position`, 'asc'])
        : on(false, [sql`p.order_count`, 'desc']);
    case 'desc_profit':
      return fromShipping([shipping.profit, 'desc']);
    case 'asc_profit':
      return fromShipping([shipping.profit, 'asc']);
    case 'asc_price':
      return on(false, [sql`p.price_min`, 'asc']);
    case 'desc_price':
      return on(false, [sql`p.price_min`, 'desc']);
    case 'desc_orders':
      return on(false, [sql`p.order_count`, 'desc']);
    case 'asc_orders':
      return on(false, [sql`p.order_count`, 'asc']);
    case 'desc_latest_volume':
      return on(false, [sql`p.latest_volume`, 'desc']);
    case 'asc_shipping_time':
      return fromShipping([shipping.minDays, 'asc'], [shipping.maxDays, 'asc']);
    case 'desc_shipping_time':
      return fromShipping([shipping.minDays, 'desc'], [shipping.maxDays, 'desc']);
    case 'asc_shipping_cost':
      return fromShipping([shipping.cost, 'asc']);
    case 'desc_shipping_cost':
      return fromShipping([shipping.cost, 'desc']);
  }
}

/** The keyword as typed and with its words corrected. */
interface Keyword {
  text: string;
  corrected: string;
}

function whereOf(criteria: SearchCriteria, keyword: Keyword | null, scope: SearchScope): SQL {
  const conditions: SQL[] = [
    // The card's country list mirrors the shipping rows: an in-row test instead of a join for
    // every candidate (the page rows still join their shipping row).
    sql`p.ship_countries @> ARRAY[${criteria.shipTo}]::text[]`,
    ...rangeCondition(sql`p.order_count`, criteria.orderCount),
    ...rangeCondition(sql`p.price_min`, criteria.price),
    ...rangeCondition(sql`p.listing_count`, criteria.listingCount),
  ];
  if (keyword) {
    conditions.push(sql`p.search_vector @@ ${keywordQuery(keyword.text, keyword.corrected)}`);
  }
  if (criteria.ratingAtLeast !== null) conditions.push(sql`p.rating >= ${criteria.ratingAtLeast}`);
  if (criteria.categoryId !== null) {
    conditions.push(
      sql`p.category_id IN (SELECT c.id FROM sourcing_categories c WHERE c.id = ${criteria.categoryId} OR c.parent_id = ${criteria.categoryId})`,
    );
  }
  if (scope.supplierId !== undefined) conditions.push(sql`p.supplier_id = ${scope.supplierId}`);
  if (scope.extra) conditions.push(scope.extra);
  return sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** Products (`p`), in the collection (`cp`) if any, with the ship-to shipping (`s`) if asked. */
function fromOf(criteria: SearchCriteria, scope: SearchScope, withShipping: boolean): SQL {
  const shipping = withShipping
    ? sql` JOIN sourcing_product_shipping s ON s.product_id = p.id AND s.country_code = ${criteria.shipTo}`
    : sql``;
  if (scope.collectionSlug !== undefined) {
    return sql`sourcing_collection_products cp JOIN sourcing_products p ON p.id = cp.product_id AND cp.collection_slug = ${scope.collectionSlug}${shipping}`;
  }
  return sql`sourcing_products p${shipping}`;
}

const direction = (key: SortKey) => (key.descending ? sql`DESC` : sql`ASC`);
const keyName = (i: number) => sql.raw(`k${i}`);

/** `key AS k0, …` and `k0 DESC, …, <id>` for a list of sort keys. */
function keyColumns(keys: readonly SortKey[]): SQL {
  return sql.join(
    keys.map((key, i) => sql`${key.expression} AS ${keyName(i)}`),
    sql`, `,
  );
}
function keyOrder(
  keys: readonly SortKey[],
  expressionOf: (key: SortKey, i: number) => SQL,
  id: SQL,
) {
  return sql.join(
    [...keys.map((key, i) => sql`${expressionOf(key, i)} ${direction(key)}`), id],
    sql`, `,
  );
}

/**
 * The ranked page as `page(id, k0, …)` and the number of matches (or null: not counted).
 *
 * With a keyword every match is ranked anyway (relevance needs them all), so the matches are
 * collected once through the GIN index and counted in the same statement; MATERIALIZED keeps the
 * planner from walking a sort index and testing each product against the keyword. Without a
 * keyword the sort's index serves the page directly.
 */
function rankedPage(
  criteria: SearchCriteria,
  keyword: Keyword | null,
  scope: SearchScope,
  keys: readonly SortKey[],
  readsShipping: boolean,
): { ranked: SQL; total: SQL } {
  const where = whereOf(criteria, keyword, scope);
  const limit = sql`LIMIT ${criteria.pageSize + 1} OFFSET ${(criteria.page - 1) * criteria.pageSize}`;
  // The dropshipping scope tests the shipping row, so its candidates need it.
  const candidatesShip = scope.extra !== undefined;
  if (!keyword) {
    const from = fromOf(criteria, scope, readsShipping || candidatesShip);
    return {
      ranked: sql`page AS (SELECT p.id, ${keyColumns(keys)} FROM ${from} ${where}
        ORDER BY ${keyOrder(keys, (key) => key.expression, sql`p.id`)} ${limit})`,
      total: sql`NULL::bigint`,
    };
  }
  // Shipping sorts read the matches' in-row keys (no shipping lookup per match).
  const from = fromOf(criteria, scope, readsShipping || candidatesShip);
  const matches = sql`matches AS MATERIALIZED (SELECT p.id, ${keyColumns(keys)} FROM ${from} ${where})`;
  const page = sql`page AS (SELECT * FROM matches ORDER BY ${keyOrder(keys, (_, i) => keyName(i), sql`id`)} ${limit})`;
  return { ranked: sql`${matches}, ${page}`, total: sql`(SELECT count(*) FROM matches)` };
}

/**
 * One page of matches and the (capped) number of matches. Candidates are ranked on narrow keys
 * (ids and sort keys); only the page's rows are joined to their shipping row and pictures.
 */
export async function searchCatalogue(
  db: Database,
  criteria: SearchCriteria,
  scope: SearchScope = {},
  countMatches: (count: () => Promise<number>) => Promise<number> = (count) => count(),
): Promise<SearchResult> {
  const keyword = criteria.keyword
    ? { text: criteria.keyword, corrected: await correctKeyword(db, criteria.keyword) }
    : null;
  // In a collection, "relevance" without a keyword keeps the curated order. Without a keyword
  // the country's shipping indexes serve shipping sorts in order; with one, every match is
  // ranked and its in-row keys cost nothing more to read.
  const { keys, readsShipping } = sortKeys(
    criteria.sort,
    keyword,
    scope.collectionSlug !== undefined,
    keyword ? inRowShipping(criteria.shipTo) : JOINED_SHIPPING,
  );
  const { ranked, total: counted } = rankedPage(criteria, keyword, scope, keys, readsShipping);
  const page = await db.execute(sql`WITH ${ranked}
    SELECT ${CARD_COLUMNS}, ${counted} AS total_matches
    FROM page JOIN sourcing_products p ON p.id = page.id
    JOIN sourcing_product_shipping s ON s.product_id = p.id AND s.country_code = ${criteria.shipTo}
    ORDER BY ${keyOrder(keys, (_, i) => sql`page.${keyName(i)}`, sql`page.id`)}`);
  const raw = rowsOf<Record<string, unknown>>(page);
  const rows = raw.map(toCardRow);
  const hasMore = rows.length > criteria.pageSize;
  const offset = (criteria.page - 1) * criteria.pageSize;
  const matched = raw[0]?.total_matches;
  let total = matched === null || matched === undefined ? offset + rows.length : Number(matched);
  // Unless the statement counted, the last page tells the total; otherwise count up to the cap.
  if (
    (matched === null || matched === undefined) &&
    (hasMore || (rows.length === 0 && offset > 0))
  ) {
    const from = fromOf(criteria, scope, scope.extra !== undefined);
    total = await countMatches(async () => {
      const result = await db.execute(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} ${whereOf(criteria, keyword, scope)} LIMIT ${SEARCH_TOTAL_CAP + 1}) AS m`,
      );
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    });
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
