import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderListQuery, OrderSection } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import {
  channelCustomers,
  orderLineItems,
  orderPlacements,
  orders,
  parcelTrackings,
  storeVariantLinks,
  type OrderLineItemRow,
  type OrderPlacementRow,
  type ParcelTrackingEvent,
} from '../../../db/schema';
import type { KeysetCursor } from '../../../http/keyset-cursor';
import { SHOPIFY_VARIANT_GID } from '../variant-links';

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

/** A line as the list shows it, with what isUnmapped and the shipping sums read. */
export type ListLine = Pick<
  OrderLineItemRow,
  | 'id'
  | 'title'
  | 'variantTitle'
  | 'sku'
  | 'imageUrl'
  | 'quantity'
  | 'price'
  | 'shippingFee'
  | 'shippingInfo'
  | 'replaceSupplier'
  | 'source'
  | 'sourceProductId'
  | 'skuId'
> & {
  /** The push left a link for the line's store variant (variant-links.ts). */
  linked: boolean;
};

export type ListPlacement = Pick<
  OrderPlacementRow,
  'source' | 'status' | 'sourceOrderNumbers' | 'costMinor' | 'costCurrency' | 'errorKey'
> & { paid: boolean };

export interface ListParcel {
  trackingNumber: string;
  carrier: string | null;
  status: string;
  latest: ParcelTrackingEvent | null;
}

/** A timestamp as Date#toISOString writes it, made by the database (no Date per row here). */
const isoText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/*
 * A page's lines, placements and parcel come with its orders in the one statement, as JSON the
 * database builds for only the rows the LIMIT keeps: one round trip and one statement to build
 * per request instead of five (issue 11 §7: API time over SQL time). Amounts go out as text so
 * their decimals stay exact; a Shopify link holds the variant's gid, a line its numeric id.
 */
const linesOf = (workplaceId: string) => sql<ListLine[]>`coalesce((
  SELECT json_agg(json_build_object(
    'id', li.id, 'title', li.title, 'variantTitle', li.variant_title, 'sku', li.sku,
    'imageUrl', li.image_url, 'quantity', li.quantity, 'price', li.price::text,
    'shippingFee', li.shipping_fee::text, 'shippingInfo', li.shipping_info,
    'replaceSupplier', li.replace_supplier, 'source', li.source,
    'sourceProductId', li.source_product_id, 'skuId', li.sku_id,
    'linked', li.platform_variant_id IS NOT NULL AND ${orders.storeId} IS NOT NULL AND EXISTS (
      SELECT 1 FROM ${storeVariantLinks} l WHERE l.store_id = ${orders.storeId}
        AND l.store_variant_id IN (li.platform_variant_id, ${SHOPIFY_VARIANT_GID} || li.platform_variant_id))
  ) ORDER BY li.created_at, li.platform_line_item_id)
  FROM ${orderLineItems} li WHERE li.order_id = ${orders.id} AND li.workplace_id = ${workplaceId}
), '[]'::json)`;

const placementsOf = (workplaceId: string) => sql<ListPlacement[]>`coalesce((
  SELECT json_agg(json_build_object(
    'source', p.source, 'status', p.status, 'sourceOrderNumbers', p.source_order_numbers,
    'costMinor', p.cost_minor, 'costCurrency', p.cost_currency, 'paid', p.paid_at IS NOT NULL,
    'errorKey', p.error_key
  ) ORDER BY p.created_at, p.id)
  FROM ${orderPlacements} p WHERE p.order_id = ${orders.id} AND p.workplace_id = ${workplaceId}
), '[]'::json)`;

// a parcel names the order it ships in its reference; its events are newest first
const parcelOf = (workplaceId: string) => sql<ListParcel | null>`(
  SELECT json_build_object(
    'trackingNumber', t.tracking_number, 'carrier', t.carrier, 'status', t.status,
    'latest', t.events -> 0
  )
  FROM ${parcelTrackings} t
  WHERE t.workplace_id = ${workplaceId} AND t.reference = ${orders.id}::text
  ORDER BY t.created_at DESC LIMIT 1
)`;

/**
 * One keyset page (`(key, id)` past the cursor, no OFFSET) of `limit` rows with their lines,
 * placements and parcel. The (workplace, section[, sub_status], key, id) indexes of migration
 * 0031 serve every tab and both sorts: the rows come out of the index in order, so a page reads
 * about `limit` index entries.
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
      id: orders.id,
      platformOrderId: orders.platformOrderId,
      orderName: orders.orderName,
      channel: orders.channel,
      storeId: orders.storeId,
      section: orders.section,
      subStatus: orders.subStatus,
      status: orders.status,
      channelStatus: orders.channelStatus,
      orderedAt: isoText(orders.orderedAt),
      updatedAt: isoText(orders.updatedAt),
      countryCode: orders.countryCode,
      marked: orders.marked,
      archived: sql<boolean>`${orders.archivedAt} IS NOT NULL`,
      currency: orders.currency,
      totalPrice: orders.totalPrice,
      note: orders.note,
      sourceType: orders.sourceType,
      errorMessage: orders.errorMessage,
      warningKey: orders.warningKey,
      sortKey: sql<string>`${column}::text`,
      customerFirstName: channelCustomers.firstName,
      customerLastName: channelCustomers.lastName,
      customerEmail: channelCustomers.email,
      lines: linesOf(workplaceId),
      placements: placementsOf(workplaceId),
      parcel: parcelOf(workplaceId),
    })
    .from(orders)
    .leftJoin(channelCustomers, eq(channelCustomers.id, orders.customerId))
    .where(and(...conditions))
    .orderBy(order(column), order(orders.id))
    .limit(limit);
}

export type OrderListPageRow = Awaited<ReturnType<typeof listOrderPage>>[number];
