import { asc } from 'drizzle-orm';
import type { ProductCollection } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { productCollections } from '../../db/schema';

export async function listCollections(db: Database): Promise<ProductCollection[]> {
  const rows = await db
    .select()
    .from(productCollections)
    .orderBy(asc(productCollections.sortOrder), asc(productCollections.slug));
  return rows.map((row) => ({
    slug: row.slug,
    name_key: row.nameKey,
    product_count: row.productCount,
  }));
}
