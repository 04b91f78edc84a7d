import { and, count, eq } from 'drizzle-orm';
import type { CatalogueCounts } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { importListItems, productCenterItems } from '../../db/schema';
import { itemIsMapped, itemIsUnmapped } from './product-center/repository';

/**
 * Import list and product center sizes of one workplace; mapped and unmapped by the rule the
 * product center's lists use (`itemIsMapped`), so a badge always counts what its tab lists.
 */
export async function countCatalogue(db: Database, workplaceId: string): Promise<CatalogueCounts> {
  const inWorkplace = eq(productCenterItems.workplaceId, workplaceId);
  const [importList] = await db
    .select({ n: count() })
    .from(importListItems)
    .where(eq(importListItems.workplaceId, workplaceId));
  const [mapped] = await db
    .select({ n: count() })
    .from(productCenterItems)
    .where(and(inWorkplace, itemIsMapped));
  const [unmapped] = await db
    .select({ n: count() })
    .from(productCenterItems)
    .where(and(inWorkplace, itemIsUnmapped));
  const mappedCount = Number(mapped?.n ?? 0);
  const unmappedCount = Number(unmapped?.n ?? 0);
  return {
    import_list: Number(importList?.n ?? 0),
    product_center: mappedCount + unmappedCount,
    mapped: mappedCount,
    unmapped: unmappedCount,
  };
}
