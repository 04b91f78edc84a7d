import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { sourcingFavourites, sourcingFavouriteSuppliers, sourcingImports } from '../../db/schema';

/*
 * Workplace-scoped sourcing data: favourites, favourite suppliers and imported marks. Every
 * function takes the workplace the auth hook checked the caller belongs to, and filters by it.
 */

export interface WorkplaceMarks {
  favourites: Set<string>;
  /** source_product_id → import-list item id */
  imports: Map<string, string>;
}

/**
 * One round trip for both marks (a search page reads them on every request, cached or not):
 * favourites carry no import item. Prepared once per database, because building the statement
 * again for every page cost more CPU than running it.
 */
function prepareMarksQuery(db: Database) {
  const inWorkplace = (table: typeof sourcingFavourites | typeof sourcingImports) =>
    and(
      eq(table.workplaceId, sql.placeholder('workplaceId')),
      eq(table.source, sql.placeholder('source')),
      sql`${table.sourceProductId} = ANY(${sql.placeholder('ids')}::text[])`,
    );
  return unionAll(
    db
      .select({ id: sourcingFavourites.sourceProductId, item: sql<string | null>`NULL::uuid` })
      .from(sourcingFavourites)
      .where(inWorkplace(sourcingFavourites)),
    db
      .select({ id: sourcingImports.sourceProductId, item: sourcingImports.importListItemId })
      .from(sourcingImports)
      .where(inWorkplace(sourcingImports)),
  ).prepare('sourcing_workplace_marks');
}

const marksQueries = new WeakMap<Database, ReturnType<typeof prepareMarksQuery>>();

/** Favourite and imported marks of the given products in one workplace. */
export async function marksFor(
  db: Database,
  workplaceId: string,
  source: string,
  productIds: readonly string[],
): Promise<WorkplaceMarks> {
  const marks: WorkplaceMarks = { favourites: new Set(), imports: new Map() };
  if (productIds.length === 0) return marks;
  let query = marksQueries.get(db);
  if (!query) {
    query = prepareMarksQuery(db);
    marksQueries.set(db, query);
  }
  const rows = await query.execute({ workplaceId, source, ids: [...productIds] });
  for (const row of rows) {
    if (row.item === null) marks.favourites.add(row.id);
    else marks.imports.set(row.id, row.item);
  }
  return marks;
}

export async function addFavourites(
  db: Database,
  workplaceId: string,
  source: string,
  productIds: readonly string[],
  now: Date,
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(sourcingFavourites)
    .values(productIds.map((id) => ({ workplaceId, source, sourceProductId: id, createdAt: now })))
    .onConflictDoNothing();
}

export async function removeFavourites(
  db: Database,
  workplaceId: string,
  source: string,
  productIds: readonly string[],
): Promise<void> {
  await db
    .delete(sourcingFavourites)
    .where(
      and(
        eq(sourcingFavourites.workplaceId, workplaceId),
        eq(sourcingFavourites.source, source),
        inArray(sourcingFavourites.sourceProductId, [...productIds]),
      ),
    );
}

/** Newest favourites first. */
export async function listFavourites(
  db: Database,
  workplaceId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: Array<{ source: string; sourceProductId: string }>; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        source: sourcingFavourites.source,
        sourceProductId: sourcingFavourites.sourceProductId,
      })
      .from(sourcingFavourites)
      .where(eq(sourcingFavourites.workplaceId, workplaceId))
      .orderBy(desc(sourcingFavourites.createdAt), sourcingFavourites.sourceProductId)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(sourcingFavourites)
      .where(eq(sourcingFavourites.workplaceId, workplaceId)),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Every favourite id of the workplace (the client keeps them to mark cards). */
export async function favouritedIds(db: Database, workplaceId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sourcingFavourites.sourceProductId })
    .from(sourcingFavourites)
    .where(eq(sourcingFavourites.workplaceId, workplaceId))
    .orderBy(desc(sourcingFavourites.createdAt))
    .limit(5000);
  return rows.map((row) => row.id);
}

export async function addFavouriteSuppliers(
  db: Database,
  workplaceId: string,
  supplierIds: readonly number[],
  now: Date,
): Promise<void> {
  if (supplierIds.length === 0) return;
  await db
    .insert(sourcingFavouriteSuppliers)
    .values(supplierIds.map((supplierId) => ({ workplaceId, supplierId, createdAt: now })))
    .onConflictDoNothing();
}

export async function removeFavouriteSuppliers(
  db: Database,
  workplaceId: string,
  supplierIds: readonly number[],
): Promise<void> {
  if (supplierIds.length === 0) return;
  await db
    .delete(sourcingFavouriteSuppliers)
    .where(
      and(
        eq(sourcingFavouriteSuppliers.workplaceId, workplaceId),
        inArray(sourcingFavouriteSuppliers.supplierId, [...supplierIds]),
      ),
    );
}

/** Favourite suppliers of the workplace with their product counts, newest first. */
export async function listFavouriteSuppliers(
  db: Database,
  workplaceId: string,
  page: number,
  pageSize: number,
) {
  const result = await db.execute(sql`
    SELECT s.id, s.store_name, s.country, s.rating, s.followers, s.opened_year,
           (SELECT count(*)::int FROM sourcing_products p WHERE p.supplier_id = s.id) AS product_count,
           count(*) OVER ()::int AS total
    FROM sourcing_favourite_suppliers f
    JOIN sourcing_suppliers s ON s.id = f.supplier_id
    WHERE f.workplace_id = ${workplaceId}
    ORDER BY f.created_at DESC, s.id
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

export async function favouriteSupplierIds(
  db: Database,
  workplaceId: string,
  supplierIds: readonly number[],
) {
  if (supplierIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: sourcingFavouriteSuppliers.supplierId })
    .from(sourcingFavouriteSuppliers)
    .where(
      and(
        eq(sourcingFavouriteSuppliers.workplaceId, workplaceId),
        inArray(sourcingFavouriteSuppliers.supplierId, [...supplierIds]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
