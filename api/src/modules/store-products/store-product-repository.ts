import { and, eq, or, sql, lte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { storeProducts, type StoreProductRow, type StoreProductVariant } from '../../db/schema';

/** A store product as a channel reports it, whatever the platform. */
export interface NormalizedStoreProduct {
  externalId: string;
  title: string;
  status: string;
  variants: StoreProductVariant[];
  /** The store's last-modified time of this version. */
  updatedAt: Date;
}

/**
 * Keeps the newest version of a store product: a version older than the stored one (a late or
 * repeated delivery) changes nothing, and neither does one older than the product's deletion.
 * Returns whether the row changed.
 */
export async function upsertStoreProduct(
  db: Database,
  workplaceId: string,
  storeId: string,
  product: NormalizedStoreProduct,
): Promise<boolean> {
  const at = product.updatedAt.toISOString();
  const changed = await db
    .insert(storeProducts)
    .values({
      workplaceId,
      storeId,
      externalId: product.externalId,
      title: product.title,
      status: product.status,
      variants: product.variants,
      platformUpdatedAt: product.updatedAt,
    })
    .onConflictDoUpdate({
      target: [storeProducts.storeId, storeProducts.externalId],
      set: {
        title: product.title,
        status: product.status,
        variants: product.variants,
        platformUpdatedAt: product.updatedAt,
        deletedAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: and(
        or(
          isNull(storeProducts.platformUpdatedAt),
          lte(storeProducts.platformUpdatedAt, sql`${at}::timestamptz`),
        ),
        or(isNull(storeProducts.deletedAt), sql`${storeProducts.deletedAt} < ${at}::timestamptz`),
      ),
    })
    .returning({ id: storeProducts.id });
  return changed.length > 0;
}

/** The store deleted (or trashed) the product: kept as a tombstone. */
export async function markStoreProductDeleted(
  db: Database,
  workplaceId: string,
  storeId: string,
  externalId: string,
  at: Date,
): Promise<void> {
  await db
    .insert(storeProducts)
    .values({ workplaceId, storeId, externalId, title: '', status: 'deleted', deletedAt: at })
    .onConflictDoUpdate({
      target: [storeProducts.storeId, storeProducts.externalId],
      set: { status: 'deleted', deletedAt: at, updatedAt: sql`now()` },
      setWhere: isNull(storeProducts.deletedAt),
    });
}

/** A store's products, for its workplace only. */
export async function listStoreProducts(
  db: Database,
  workplaceId: string,
  storeId: string,
): Promise<StoreProductRow[]> {
  return db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.workplaceId, workplaceId), eq(storeProducts.storeId, storeId)))
    .orderBy(storeProducts.externalId);
}
