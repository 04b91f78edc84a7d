import { and, asc, desc, eq, exists, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { ImportListSort } from '@omni/shared/contracts/catalogue';
import type { Database } from '../../../db/database';
import { importListItems, importPushMarks, storeListings } from '../../../db/schema';
import { containsPattern } from '../../../db/like-pattern';

/* Reads and bulk writes of the import list; every query is scoped to one workplace. */

const i = importListItems;

export interface ListFilter {
  search?: string;
  source?: string;
  shipTo?: string;
  tag?: string;
  pushed?: 'pushed' | 'not_pushed';
}

/** Where the previous page ended: the sort key of its last row and its id. */
export interface ListCursor {
  key: string;
  id: string;
}

export interface ListRow {
  id: string;
  image: string | null;
  title: string;
  source: string;
  sourceProductId: string;
  sourceUrl: string | null;
  supplierName: string | null;
  costCurrency: string;
  costFrom: number;
  costTo: number;
  currency: string;
  priceFrom: number;
  priceTo: number;
  variantCount: number;
  shipTo: string;
  tags: string[];
  version: number;
  createdAt: Date;
  /** The sort key as text, for the next cursor (timestamps keep their microseconds). */
  sortKey: string;
  /** Channels the import was pushed to. */
  pushedChannels: string[];
  /** Stores holding the import (its store listings, the push engine's record). */
  pushedStoreIds: string[];
}

const pushedExists = exists(
  sql`(SELECT 1 FROM ${importPushMarks} WHERE ${importPushMarks.importListItemId} = ${i.id})`,
);

function filterConditions(workplaceId: string, filter: ListFilter): SQL[] {
  const conditions: SQL[] = [eq(i.workplaceId, workplaceId)];
  if (filter.search) conditions.push(sql`${i.title} ILIKE ${containsPattern(filter.search)}`);
  if (filter.source) conditions.push(eq(i.source, filter.source));
  if (filter.shipTo) conditions.push(eq(i.shipTo, filter.shipTo));
  if (filter.tag) conditions.push(sql`${i.tags} @> ARRAY[${filter.tag}]::text[]`);
  if (filter.pushed === 'pushed') conditions.push(pushedExists);
  if (filter.pushed === 'not_pushed') conditions.push(not(pushedExists));
  return conditions;
}

/** The sort column, its direction, and how its cursor text is cast back. */
const SORTS: Record<ImportListSort, { column: SQL; direction: 'asc' | 'desc'; cast: string }> = {
  newest: { column: sql`${i.createdAt}`, direction: 'desc', cast: 'timestamptz' },
  oldest: { column: sql`${i.createdAt}`, direction: 'asc', cast: 'timestamptz' },
  asc_price: { column: sql`${i.priceFrom}`, direction: 'asc', cast: 'integer' },
  desc_price: { column: sql`${i.priceFrom}`, direction: 'desc', cast: 'integer' },
};

/**
 * One page after `cursor` (keyset: `(key, id)` past the last row, no OFFSET), `limit` rows; each
 * sort walks its index (workplace, key, id). Rows carry the main image, not the variants.
 */
export async function listPage(
  db: Database,
  workplaceId: string,
  filter: ListFilter,
  sort: ImportListSort,
  cursor: ListCursor | null,
  limit: number,
): Promise<ListRow[]> {
  const { column, direction, cast } = SORTS[sort];
  const conditions = filterConditions(workplaceId, filter);
  if (cursor) {
    const key = sql`CAST(${cursor.key} AS ${sql.raw(cast)})`;
    conditions.push(
      direction === 'asc'
        ? sql`(${column}, ${i.id}) > (${key}, ${cursor.id}::uuid)`
        : sql`(${column}, ${i.id}) < (${key}, ${cursor.id}::uuid)`,
    );
  }
  const order = direction === 'asc' ? asc : desc;
  return db
    .select({
      id: i.id,
      image: sql<string | null>`${i.images} -> 0 ->> 'url'`,
      title: i.title,
      source: i.source,
      sourceProductId: i.sourceProductId,
      sourceUrl: i.sourceUrl,
      supplierName: i.supplierName,
      costCurrency: i.costCurrency,
      costFrom: i.costFrom,
      costTo: i.costTo,
      currency: i.currency,
      priceFrom: i.priceFrom,
      priceTo: i.priceTo,
      variantCount: i.variantCount,
      shipTo: i.shipTo,
      tags: i.tags,
      version: i.version,
      createdAt: i.createdAt,
      sortKey: sql<string>`${column}::text`,
      // the page's marks in the same statement (one round trip per page)
      pushedChannels: sql<string[]>`ARRAY(SELECT DISTINCT ${importPushMarks.channel}
        FROM ${importPushMarks} WHERE ${importPushMarks.importListItemId} = ${i.id})`,
      pushedStoreIds: sql<string[]>`ARRAY(SELECT ${storeListings.storeId}::text
        FROM ${storeListings} WHERE ${storeListings.importListItemId} = ${i.id})`,
    })
    .from(i)
    .where(and(...conditions))
    .orderBy(order(column), order(i.id))
    .limit(limit);
}

/** The ids of the workplace among `ids`, or every id of the workplace when `ids` is null. */
export async function selectedIds(
  db: Database,
  workplaceId: string,
  ids: readonly string[] | null,
): Promise<string[]> {
  const rows = await db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.workplaceId, workplaceId), ids ? inArray(i.id, [...ids]) : undefined));
  return rows.map((row) => row.id);
}

export async function deleteImports(
  db: Database,
  workplaceId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(i)
    .where(and(eq(i.workplaceId, workplaceId), inArray(i.id, [...ids])))
    .returning({ id: i.id });
  return rows.map((row) => row.id);
}
