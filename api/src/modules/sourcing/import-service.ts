import { and, eq, sql } from 'drizzle-orm';
import type { ImportResult } from '@omni/shared/contracts';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { isUnlimited, listingQuotaCost } from '@omni/shared/plans';
import type { Database } from '../../db/database';
import { importListItems, plans, sourcingImports, users, workplaces } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { rowsOf } from './search-repository';

/*
 * Import from a find-product card (spec 001 §7 POST center/products/import/{source}).
 * Quota (spec 001 §9, server side "not shown" so defined here): the plan is the workplace
 * owner's; IMPORT_PRODUCT usage is what the owner's workplaces have imported (each import costs
 * 1 plus listingQuotaCost(variants, 'IMPORT_PRODUCT') for more than 100 variants); an import
 * that would pass the limit fails with QUOTA_EXPIRED. Limit -1/-2 is unlimited, 0 no access.
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

export function quotaExceeded(limit: number, usage: number): AppError {
  return new AppError(BodyStatus.QUOTA_EXPIRED, MessageKey.ExceedQuotaLimit, [
    { field: 'quota', message: MessageKey.ExceedQuotaLimit, params: { limit, usage } },
  ]);
}

/** IMPORT_PRODUCT limit of the workplace owner's plan and what the owner's workplaces used. */
async function importQuota(
  tx: Database,
  ownerId: string,
): Promise<{ limit: number; usage: number }> {
  const [plan] = await tx
    .select({ features: plans.features })
    .from(users)
    .innerJoin(plans, eq(plans.key, users.planKey))
    .where(eq(users.id, ownerId));
  const limit = plan?.features.IMPORT_PRODUCT?.limit ?? 0;
  const used = await tx.execute(sql`
    SELECT coalesce(sum(i.quota_cost), 0)::int AS usage
    FROM sourcing_imports i JOIN workplaces w ON w.id = i.workplace_id
    WHERE w.owner_id = ${ownerId}`);
  return { limit, usage: Number(rowsOf<{ usage: unknown }>(used)[0]?.usage ?? 0) };
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
    const [workplace] = await tx
      .select({ ownerId: workplaces.ownerId })
      .from(workplaces)
      .where(eq(workplaces.id, workplaceId));
    if (!workplace) throw notFound(MessageKey.WorkplaceNotFound);
    // One import at a time per plan owner, so two imports cannot both take the last unit.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${workplace.ownerId} FOR UPDATE`);
    const quota = await importQuota(tx, workplace.ownerId);

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
      return {
        product_package_id: existing.item,
        already_imported: true,
        error_message: null,
        quota,
      };
    }

    const cost = importCost(product.variantCount);
    if (!isUnlimited(quota.limit) && (quota.limit <= 0 || quota.usage + cost > quota.limit)) {
      throw quotaExceeded(quota.limit, quota.usage);
    }
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
      quota: { limit: quota.limit, usage: quota.usage + cost },
    };
  });
}
