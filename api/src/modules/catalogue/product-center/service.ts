import type {
  UnmappedListing,
  UnmappedListingPage,
  UnmappedListingsQuery,
} from '@omni/shared/contracts/catalogue';
import type { Database } from '../../../db/database';
import { unmappedPage, type UnmappedRow } from './repository';

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
  return { items: rows.map(toUnmappedListing), total, page, page_size: pageSize };
}

/** A row of the unmapped list as the API answers it (a removed store shows as no store). */
export function toUnmappedListing(row: UnmappedRow): UnmappedListing {
  return {
    id: row.id,
    title: row.title,
    store_id: row.storeName === null ? null : row.storeId,
    store_name: row.storeName,
    platform: row.platform,
    created_at: row.createdAt.toISOString(),
  };
}
