import { count, eq } from 'drizzle-orm';
import type { OrderStatusCounts } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import { buildOrderStatusCounts } from './order-sections';

export async function countOrderStatuses(
  db: Database,
  workplaceId: string,
): Promise<OrderStatusCounts> {
  const rows = await db
    .select({ section: orders.section, subStatus: orders.subStatus, n: count() })
    .from(orders)
    .where(eq(orders.workplaceId, workplaceId))
    .groupBy(orders.section, orders.subStatus);
  return buildOrderStatusCounts(rows.map((row) => ({ ...row, n: Number(row.n) })));
}
