import { eq } from 'drizzle-orm';
import type { OrderStatusCounts } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { orderStatusCounts } from '../../db/schema';
import { buildOrderStatusCounts } from './order-sections';

/** The tab counts, read from the table the `orders` triggers keep (no scan of the orders). */
export async function countOrderStatuses(
  db: Database,
  workplaceId: string,
): Promise<OrderStatusCounts> {
  const rows = await db
    .select({
      section: orderStatusCounts.section,
      subStatus: orderStatusCounts.subStatus,
      n: orderStatusCounts.n,
    })
    .from(orderStatusCounts)
    .where(eq(orderStatusCounts.workplaceId, workplaceId));
  return buildOrderStatusCounts(rows);
}
