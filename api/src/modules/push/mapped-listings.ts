import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { MappedListing } from '@omni/shared/contracts/push';
import type { Database } from '../../db/database';
import { importListItems, productCenterItems, storeListings, stores } from '../../db/schema';

/**
 * The product center's mapped list (GET center/products/listings/mapped): imports as products of
 * a store, newest push first, with the store's admin link.
 */
export async function listMappedListings(
  db: Database,
  workplaceId: string,
  options: { page: number; pageSize: number; storeId?: string },
): Promise<{ items: MappedListing[]; total: number; page: number; page_size: number }> {
  // a listing becomes a product-center item when its push succeeds; until then it is not listed
  // (filtered in SQL so pages stay full and the total counts what the pages hold). Each item has
  // one listing, so these are the items the badge counts as mapped (catalogue itemIsMapped).
  const conditions: SQL[] = [
    eq(storeListings.workplaceId, workplaceId),
    isNotNull(storeListings.productCenterItemId),
  ];
  if (options.storeId) conditions.push(eq(storeListings.storeId, options.storeId));
  const where = and(...conditions);
  const rows = await db
    .select({ listing: storeListings, item: importListItems, store: stores })
    .from(storeListings)
    .innerJoin(importListItems, eq(importListItems.id, storeListings.importListItemId))
    .innerJoin(stores, eq(stores.id, storeListings.storeId))
    .innerJoin(productCenterItems, eq(productCenterItems.id, storeListings.productCenterItemId))
    .where(where)
    .orderBy(desc(storeListings.pushedAt), desc(storeListings.importListItemId))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await db.select({ n: count() }).from(storeListings).where(where);
  return {
    items: rows.map(({ listing, item, store }) => ({
      id: listing.productCenterItemId!,
      product_package_id: item.id,
      title: item.title,
      image: item.images[0]?.url ?? null,
      store_id: store.id,
      store_name: store.domain,
      platform: store.platform as MappedListing['platform'],
      store_product_id: listing.storeProductId,
      admin_url: listing.adminUrl,
      currency: item.currency,
      price_from: item.priceFrom,
      price_to: item.priceTo,
      variant_count: item.variantCount,
      pushed_at: listing.pushedAt.toISOString(),
      updated_at: listing.updatedAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: options.page,
    page_size: options.pageSize,
  };
}
