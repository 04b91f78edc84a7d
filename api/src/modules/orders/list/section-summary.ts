import { and, count, sql } from 'drizzle-orm';
import type { OrderSection, SectionSummary } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import { orders } from '../../../db/schema';
import { orderDayRange } from './date-range';
import { listConditions } from './repository';

/**
 * GET orders/v5/section/{type}/summary: how many orders and items a section holds in the range,
 * for one source or all, and what buyers paid per currency. One aggregate over the section's
 * index range (the range bounds the rows read).
 */
export async function sectionSummary(
  db: Database,
  workplaceId: string,
  section: OrderSection,
  query: {
    source?: string | undefined;
    from_date?: string | undefined;
    to_date?: string | undefined;
  },
  now: Date,
): Promise<SectionSummary> {
  const range = orderDayRange(now, query);
  const conditions = listConditions(workplaceId, {
    section,
    subStatus: null,
    start: range.start,
    end: range.end,
    keyword: null,
    channel: 'all',
    source: (query.source ?? 'all') as 'all',
    mark: 'all',
    archived: false,
  });
  const itemsOfOrder = sql<number>`(SELECT coalesce(sum(quantity), 0) FROM order_line_items li WHERE li.order_id = ${orders.id})`;
  const rows = await db
    .select({
      currency: sql<string>`coalesce(${orders.currency}, '')`,
      orders: count(),
      items: sql<string>`sum(${itemsOfOrder})`,
      total: sql<string>`coalesce(sum(${orders.totalPrice}), 0)::numeric(16,2)::text`,
    })
    .from(orders)
    .where(and(...conditions))
    .groupBy(sql`1`);
  return {
    type: section,
    from_date: range.fromDate,
    to_date: range.toDate,
    order_count: rows.reduce((sum, row) => sum + Number(row.orders), 0),
    item_count: rows.reduce((sum, row) => sum + Number(row.items ?? 0), 0),
    selling_totals: rows
      .filter((row) => row.currency !== '')
      .map((row) => ({ currency: row.currency, amount: row.total })),
  };
}
