import { and, count, desc, eq, exists, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { productCenterItems, storeListings, stores } from '../../../db/schema';

/**
 * A product-center item is mapped when a store listing points at it: an import pushed to that
 * store, so its variants are linked to the supplier's. The one rule the badges
 * (GET center/products/count), the mapped list and the unmapped list all follow. The item's
 * platform_product_id only says which store product it is: a store product nobody pushed from
 * here (the demo's, or one found in the store) has one and is still unmapped.
 */
export const itemIsMapped = exists(
  sql`(SELECT 1 FROM ${storeListings} WHERE ${storeListings.productCenterItemId} = ${productCenterItems.id})`,
);
export const itemIsUnmapped = not(itemIsMapped);

export interface UnmappedRow {
  id: string;
  title: string;
  storeId: string | null;
  storeName: string | null;
  platform: string | null;
  createdAt: Date;
}

/**
 * The workplace's product-center items with no store listing mapped (`itemIsUnmapped`), the same
 * rows GET center/products/count counts as `unmapped`; newest first, id breaking ties.
 */
export async function unmappedPage(
  db: Database,
  workplaceId: string,
  options: { limit: number; offset: number; storeId?: string },
): Promise<{ rows: UnmappedRow[]; total: number }> {
  const conditions: SQL[] = [eq(productCenterItems.workplaceId, workplaceId), itemIsUnmapped];
  if (options.storeId) conditions.push(eq(productCenterItems.storeId, options.storeId));
  const where = and(...conditions);
  const rows = await db
    .select({
      id: productCenterItems.id,
      title: productCenterItems.title,
      storeId: productCenterItems.storeId,
      storeName: stores.domain,
      platform: stores.platform,
      createdAt: productCenterItems.createdAt,
    })
    .from(productCenterItems)
    // a store is only ever the workplace's own; joined on both so no other row can show
    .leftJoin(
      stores,
      and(eq(stores.id, productCenterItems.storeId), eq(stores.workplaceId, workplaceId)),
    )
    .where(where)
    .orderBy(desc(productCenterItems.createdAt), desc(productCenterItems.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(productCenterItems).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
