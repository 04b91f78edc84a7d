import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { MappedListing, ProductCenterListingPage } from '@omni/shared/contracts/push';
import type { Database } from '../../db/database';
import { importListItems, productCenterItems, storeListings, stores } from '../../db/schema';
import { unmappedPage } from '../catalogue/product-center/repository';
import { toUnmappedListing } from '../catalogue/product-center/service';

/**
 * The product center's mapped list (GET center/products/listings/mapped): imports as products of
 * a store, newest push first, with the store's admin link.
 */
export async function listMappedListings(
  db: Database,
  workplaceId: string,
  options: { page: number; pageSize: number; storeId?: string },
): Promise<{ items: MappedListing[]; total: number; page: number; page_size: number }> {
  const { items, total } = await mappedPage(db, workplaceId, {
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
    ...(options.storeId ? { storeId: options.storeId } : {}),
  });
  return { items, total, page: options.page, page_size: options.pageSize };
}

/**
 * The product center's "All products" list (GET center/products/listings/all): every product
 * the Mapped and Unmapped tabs list, mapped first, in the mapped list's order (newest push
 * first), then unmapped, in the unmapped list's (newest first). A page is cut from the two lists
 * in a row, so one page can end the mapped products and begin the unmapped ones; the total is
 * the product center's count (the All badge).
 */
export async function listProductCenterListings(
  db: Database,
  workplaceId: string,
  options: { page: number; pageSize: number; storeId?: string },
): Promise<ProductCenterListingPage> {
  const offset = (options.page - 1) * options.pageSize;
  const store = options.storeId ? { storeId: options.storeId } : {};
  const mapped = await mappedPage(db, workplaceId, { limit: options.pageSize, offset, ...store });
  const unmapped = await unmappedPage(db, workplaceId, {
    ...unmappedWindow({ offset, limit: options.pageSize }, mapped.total, mapped.items.length),
    ...store,
  });
  return {
    items: [
      ...mapped.items.map((listing) => ({ kind: 'mapped' as const, listing })),
      ...unmapped.rows.map((row) => ({
        kind: 'unmapped' as const,
        listing: toUnmappedListing(row),
      })),
    ],
    total: mapped.total + unmapped.total,
    page: options.page,
    page_size: options.pageSize,
  };
}

/**
 * Where a page of the mapped list followed by the unmapped list falls in the unmapped one: past
 * the mapped products it starts as far in as the page is past them, and it takes what the mapped
 * part of the page left free.
 */
export function unmappedWindow(
  page: { offset: number; limit: number },
  mappedTotal: number,
  mappedOnPage: number,
): { offset: number; limit: number } {
  return { offset: Math.max(0, page.offset - mappedTotal), limit: page.limit - mappedOnPage };
}

/** One window of the mapped list: imports as products of a store, newest push first. */
async function mappedPage(
  db: Database,
  workplaceId: string,
  options: { limit: number; offset: number; storeId?: string },
): Promise<{ items: MappedListing[]; total: number }> {
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
    .limit(options.limit)
    .offset(options.offset);
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
  };
}
