import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { CatalogueCounts } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { importListItems, productCenterItems } from '../../db/schema';

/** Import list and product center sizes of one workplace; mapped = linked to a store listing. */
export async function countCatalogue(db: Database, workplaceId: string): Promise<CatalogueCounts> {
  const inWorkplace = eq(productCenterItems.workplaceId, workplaceId);
  const [importList] = await db
    .select({ n: count() })
    .from(importListItems)
    .where(eq(importListItems.workplaceId, workplaceId));
  const [mapped] = await db
    .select({ n: count() })
    .from(productCenterItems)
    .where(and(inWorkplace, isNotNull(productCenterItems.platformProductId)));
  const [unmapped] = await db
    .select({ n: count() })
    .from(productCenterItems)
    .where(and(inWorkplace, isNull(productCenterItems.platformProductId)));
  const mappedCount = Number(mapped?.n ?? 0);
  const unmappedCount = Number(unmapped?.n ?? 0);
  return {
    import_list: Number(importList?.n ?? 0),
    product_center: mappedCount + unmappedCount,
    mapped: mappedCount,
    unmapped: unmappedCount,
  };
}
