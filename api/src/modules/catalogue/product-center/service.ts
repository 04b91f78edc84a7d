import type { UnmappedListingPage, UnmappedListingsQuery } from '@omni/shared/contracts/catalogue';
import type { Database } from '../../../db/database';
import { unmappedPage } from './repository';

export const UNMAPPED_DEFAULT_PAGE_SIZE = 20;

/** GET center/products/listings/unmapped: one page of the Unmapped tab. */
export async function listUnmapped(
  db: Database,
  workplaceId: string,
  query: UnmappedListingsQuery,
): Promise<UnmappedListingPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? UNMAPPED_DEFAULT_PAGE_SIZE;
  const { rows, total } = await unmappedPage(db, workplaceId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    ...(query.store_id ? { storeId: query.store_id } : {}),
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      store_id: row.storeName === null ? null : row.storeId,
      store_name: row.storeName,
      platform: row.platform,
      created_at: row.createdAt.toISOString(),
    })),
    total,
    page,
    page_size: pageSize,
  };
}
