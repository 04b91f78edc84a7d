import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderListQuery, OrderSection } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import {
  channelCustomers,
  orderLineItems,
  orderPlacements,
  orders,
  parcelTrackings,
  type OrderLineItemRow,
  type OrderPlacementRow,
  type ParcelTrackingRow,
} from '../../../db/schema';
import type { KeysetCursor } from '../../../http/keyset-cursor';

export interface OrderListFilter {
  section: OrderSection;
  /** Null for a section's 'all' tab. */
  subStatus: string | null;
  start: Date;
  end: Date;
  keyword: string | null;
  channel: NonNullable<OrderListQuery['channel']>;
  source: NonNullable<OrderListQuery['source']>;
  mark: NonNullable<OrderListQuery['mark_order']>;
  archived: boolean;
  orderBy: 'created_at' | 'updated_at';
  direction: 'asc' | 'desc';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Keyword: the order's number and id, the buyer's name and e-mail, a line's sku or title, a source order number. */
function keywordCondition(keyword: string): SQL {
  const like = `%${escapeLike(keyword)}%`;
  return sql`(
    ${orders.orderName} ILIKE ${like} OR ${orders.platformOrderId} ILIKE ${like}
    OR EXISTS (SELECT 1 FROM ${channelCustomers} WHERE ${channelCustomers.id} = ${orders.customerId}
      AND (${channelCustomers.email} ILIKE ${like}
        OR concat_ws(' ', ${channelCustomers.firstName}, ${channelCustomers.lastName}) ILIKE ${like}))
    OR EXISTS (SELECT 1 FROM ${orderLineItems} WHERE ${orderLineItems.orderId} = ${orders.id}
      AND (${orderLineItems.sku} ILIKE ${like} OR ${orderLineItems.title} ILIKE ${like}))
    OR EXISTS (SELECT 1 FROM ${orderPlacements} WHERE ${orderPlacements.orderId} = ${orders.id}
      AND ${orderPlacements.sourceOrderNumbers}::text ILIKE ${like})
  )`;
}

/** Every condition but the cursor: the same for the list and the section summary. */
export function listConditions(
  workplaceId: string,
  filter: Omit<OrderListFilter, 'orderBy' | 'direction'>,
): SQL[] {
  const conditions: SQL[] = [
    eq(orders.workplaceId, workplaceId),
    eq(orders.section, filter.section),
    filter.archived ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt),
    sql`${orders.orderedAt} >= ${filter.start.toISOString()}`,
    sql`${orders.orderedAt} < ${filter.end.toISOString()}`,
  ];
  if (filter.subStatus) conditions.push(eq(orders.subStatus, filter.subStatus));
  if (filter.keyword) conditions.push(keywordCondition(filter.keyword));
  if (filter.channel === 'manual') conditions.push(isNull(orders.channel));
  else if (filter.channel !== 'all') conditions.push(eq(orders.channel, filter.channel));
  if (filter.source === 'none') conditions.push(isNull(orders.sourceType));
  else if (filter.source !== 'all') conditions.push(eq(orders.sourceType, filter.source));
  if (filter.mark !== 'all') conditions.push(eq(orders.marked, filter.mark === '1'));
  return conditions;
}

const SORT_COLUMNS = { created_at: orders.orderedAt, updated_at: orders.updatedAt } as const;

/**
 * One keyset page (`(key, id)` past the cursor, no OFFSET) of `limit` rows. The (workplace,
 * section[, sub_status], key, id) indexes of migration 0031 serve every tab and both sorts: the
 * rows come out of the index in order, so a page reads about `limit` index entries.
 */
export async function listOrderPage(
  db: Database,
  workplaceId: string,
  filter: OrderListFilter,
  cursor: KeysetCursor | null,
  limit: number,
) {
  const column = SORT_COLUMNS[filter.orderBy];
  const conditions = listConditions(workplaceId, filter);
  if (cursor) {
    conditions.push(
      filter.direction === 'asc'
        ? sql`(${column}, ${orders.id}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
        : sql`(${column}, ${orders.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const order = filter.direction === 'asc' ? asc : desc;
  return db
    .select({
      order: orders,
      sortKey: sql<string>`${column}::text`,
      customerFirstName: channelCustomers.firstName,
      customerLastName: channelCustomers.lastName,
      customerEmail: channelCustomers.email,
    })
    .from(orders)
    .leftJoin(channelCustomers, eq(channelCustomers.id, orders.customerId))
    .where(and(...conditions))
    .orderBy(order(column), order(orders.id))
    .limit(limit);
}

export interface PageExtras {
  items: OrderLineItemRow[];
  placements: OrderPlacementRow[];
  trackings: ParcelTrackingRow[];
}

/** The lines, placements and parcels of a page of orders, in three queries. */
export async function pageExtras(
  db: Database,
  workplaceId: string,
  orderIds: string[],
): Promise<PageExtras> {
  if (orderIds.length === 0) return { items: [], placements: [], trackings: [] };
  const [items, placements, trackings] = await Promise.all([
    db
      .select()
      .from(orderLineItems)
      .where(inArray(orderLineItems.orderId, orderIds))
      .orderBy(asc(orderLineItems.createdAt), asc(orderLineItems.platformLineItemId)),
    db
      .select()
      .from(orderPlacements)
      .where(
        and(
          eq(orderPlacements.workplaceId, workplaceId),
          inArray(orderPlacements.orderId, orderIds),
        ),
      ),
    // a parcel names the order it ships in its reference
    db
      .select()
      .from(parcelTrackings)
      .where(
        and(
          eq(parcelTrackings.workplaceId, workplaceId),
          inArray(parcelTrackings.reference, orderIds),
        ),
      ),
  ]);
  return { items, placements, trackings };
}
