import { and, eq, sql } from 'drizzle-orm';
import { OWN_SOURCE, type ImportResult, type SourcingSource } from '@omni/shared/contracts';
import { listingQuotaCost } from '@omni/shared/plans';
import type { Database } from '../../db/database';
import { importListItems, sourcingImports } from '../../db/schema';
import { pricingContext } from '../catalogue/pricing/repository';
import { pricedColumns } from '../catalogue/product-columns';
import type { ProductDocument } from '../catalogue/product-document';
import { consumeQuota, readQuotas } from '../quotas/quota-service';
import { requireProduct } from './catalogue-service';
import { viaSource, type SourceFor } from './external-sources';
import { ownCatalogueDocument, supplierDocument } from './import-documents';
import { findImagePositions, findVariants } from './product-repository';

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
  /** The editable product: variants that can be sold (quantity > 0) only (import-documents.ts). */
  document: ProductDocument;
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
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${[
        workplaceId,
        product.source,
        product.sourceProductId,
      ].join('|')}, 0))`,
    );

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

    const variantCount = product.document.variants.length;
    const cost = importCost(variantCount);
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
        source: product.source,
        sourceProductId: product.sourceProductId,
        shipTo,
        ...pricedColumns(product.document, await pricingContext(tx, workplaceId)),
        filledAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: importListItems.id });
    if (!item) throw new Error('import_list_items insert returned no row');
    await tx.insert(sourcingImports).values({
      workplaceId,
      source: product.source,
      sourceProductId: product.sourceProductId,
      importListItemId: item.id,
      variantCount,
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

/**
 * What the import of `productId` from the own catalogue, AliExpress or CJ would add: the product
 * read from its source, in-stock variants only (spec 001 §5).
 */
export async function importableById(
  db: Database,
  sourceFor: SourceFor,
  workplaceId: string,
  source: SourcingSource,
  productId: string,
  shipTo: string,
): Promise<ImportableProduct> {
  if (source !== OWN_SOURCE) {
    const bound = await sourceFor(workplaceId, source);
    const product = await viaSource(() => bound.productGet(productId));
    return {
      source,
      sourceProductId: product.sourceProductId,
      document: supplierDocument(product),
      pictures: product.images,
    };
  }
  const product = await requireProduct(db, productId);
  const [variants, imagePositions] = await Promise.all([
    findVariants(db, product.id),
    findImagePositions(db, product.id),
  ]);
  return {
    source: OWN_SOURCE,
    sourceProductId: String(product.id),
    document: ownCatalogueDocument(product, variants, imagePositions, shipTo),
    pictures: [],
  };
}
