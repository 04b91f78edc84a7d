import { and, eq, sql } from 'drizzle-orm';
import type { ImportResult } from '@omni/shared/contracts';
import { listingQuotaCost } from '@omni/shared/plans';
import type { Database } from '../../db/database';
import { importListItems, sourcingImports } from '../../db/schema';
import { consumeQuota, readQuotas } from '../quotas/quota-service';

/*
 * Import from a find-product card (spec 001 §7 POST center/products/import/{source}).
 * Each import counts 1 plus listingQuotaCost(variants, 'IMPORT_PRODUCT') (spec 001 §9) under
 * IMPORT_PRODUCT through the quota service, in the import's transaction; over the limit it fails
 * with QUOTA_EXPIRED and nothing is imported.
 * Importing an already imported product charges nothing and returns its import-list item.
 */

export interface ImportableProduct {
  source: string;
  sourceProductId: string;
  title: string;
  /** Variants that can be sold (quantity > 0). */
  variantCount: number;
  /** Picture addresses to sign for image search (none for the own catalogue: rendered locally). */
  pictures: readonly string[];
}

export function importCost(variantCount: number): number {
  return 1 + listingQuotaCost(variantCount, 'IMPORT_PRODUCT');
}

export async function importProduct(
  db: Database,
  workplaceId: string,
  product: ImportableProduct,
  shipTo: string,
  now: Date,
): Promise<ImportResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Two imports of the same product into one workplace wait for each other, so the second
    // finds the first's item instead of being charged for a duplicate.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${[
      workplaceId,
      product.source,
      product.sourceProductId,
    ].join('|')}, 0))`);

    const [existing] = await tx
      .select({ item: sourcingImports.importListItemId })
      .from(sourcingImports)
      .where(
        and(
          eq(sourcingImports.workplaceId, workplaceId),
          eq(sourcingImports.source, product.source),
          eq(sourcingImports.sourceProductId, product.sourceProductId),
        ),
      );
    if (existing) {
      const { features } = await readQuotas(tx, { workplaceId, now });
      const { limit, usage } = features.IMPORT_PRODUCT;
      return {
        product_package_id: existing.item,
        already_imported: true,
        error_message: null,
        quota: { limit, usage },
      };
    }

    const cost = importCost(product.variantCount);
    const quota = await consumeQuota(tx, {
      workplaceId,
      feature: 'IMPORT_PRODUCT',
      amount: cost,
      now,
    });
    const [item] = await tx
      .insert(importListItems)
      .values({
        workplaceId,
        title: product.title,
        source: product.source,
        sourceProductId: product.sourceProductId,
        createdAt: now,
      })
      .returning({ id: importListItems.id });
    if (!item) throw new Error('import_list_items insert returned no row');
    await tx.insert(sourcingImports).values({
      workplaceId,
      source: product.source,
      sourceProductId: product.sourceProductId,
      importListItemId: item.id,
      variantCount: product.variantCount,
      quotaCost: cost,
      shipTo,
      createdAt: now,
    });
    return {
      product_package_id: item.id,
      already_imported: false,
      error_message: null,
      quota: { limit: quota.limit, usage: quota.usage },
    };
  });
}
