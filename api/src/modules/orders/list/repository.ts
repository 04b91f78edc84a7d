import {
  and,
  asc,
  desc,
  eq,
  isNotNull,
  isNull,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderListQuery, OrderSection } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import {
  channelCustomers,
  importListItems,
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
import type { SupplierCost } from '../expected-cost';
import { SHOPIFY_VARIANT_GID } from '../variant-links';
import { TAB_PROGRESS } from '../shipment-tracking/parcel-order-status';
import { containsPattern } from '../../../db/like-pattern';

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

/** The values a list statement needs, bound when it runs. */
interface ListValues {
  workplaceId: string;
  section: OrderSection;
  subStatus: string | null;
  start: string;
  end: string;
  keywordLike: string | null;
  channel: string;
  source: string;
  marked: boolean;
}

/**
 * How a condition gets its value: the value itself (a statement built per request), or a named
 * placeholder (a statement prepared once per shape and run with the values).
 */
type Bind = <K extends keyof ListValues>(name: K) => NonNullable<ListValues[K]> | Placeholder;

// a shape has the conditions of only the values it holds (shapeOf), so none is null here
const bindValues =
  (values: ListValues): Bind =>
  (name) =>
    values[name]!;
const bindPlaceholders: Bind = (name) => sql.placeholder(name);

/** The statement's shape: which conditions it has. Two filters of one shape share a statement. */
type ListShape = Pick<OrderListFilter, 'archived'> & {
  subStatus: boolean;
  keyword: boolean;
  channel: 'all' | 'manual' | 'one';
  source: 'all' | 'none' | 'one';
  mark: boolean;
};

function shapeOf(filter: Omit<OrderListFilter, 'orderBy' | 'direction'>): ListShape {
  return {
    archived: filter.archived,
    subStatus: filter.subStatus !== null,
    keyword: filter.keyword !== null,
    channel: filter.channel === 'all' || filter.channel === 'manual' ? filter.channel : 'one',
    source: filter.source === 'all' || filter.source === 'none' ? filter.source : 'one',
    mark: filter.mark !== 'all',
  };
}

function valuesOf(
  workplaceId: string,
  filter: Omit<OrderListFilter, 'orderBy' | 'direction'>,
): ListValues {
  return {
    workplaceId,
    section: filter.section,
    subStatus: filter.subStatus,
    start: filter.start.toISOString(),
    end: filter.end.toISOString(),
    keywordLike: filter.keyword === null ? null : containsPattern(filter.keyword),
    channel: filter.channel,
    source: filter.source,
    marked: filter.mark === '1',
  };
}

/** Keyword: the order's number and id, the buyer's name and e-mail, a line's sku or title, a source order number. */
function keywordCondition(like: string | Placeholder): SQL {
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

function conditionsOf(shape: ListShape, bind: Bind): SQL[] {
  const conditions: SQL[] = [
    eq(orders.workplaceId, bind('workplaceId')),
    eq(orders.section, bind('section')),
    shape.archived ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt),
    sql`${orders.orderedAt} >= ${bind('start')}`,
    sql`${orders.orderedAt} < ${bind('end')}`,
  ];
  if (shape.subStatus) conditions.push(eq(orders.subStatus, bind('subStatus')));
  if (shape.keyword) conditions.push(keywordCondition(bind('keywordLike')));
  if (shape.channel === 'manual') conditions.push(isNull(orders.channel));
  else if (shape.channel === 'one') conditions.push(eq(orders.channel, bind('channel')));
  if (shape.source === 'none') conditions.push(isNull(orders.sourceType));
  else if (shape.source === 'one') conditions.push(eq(orders.sourceType, bind('source')));
  if (shape.mark) conditions.push(eq(orders.marked, bind('marked')));
  return conditions;
}

/** Every condition but the cursor, with their values: the section summary's. */
export function listConditions(
  workplaceId: string,
  filter: Omit<OrderListFilter, 'orderBy' | 'direction'>,
): SQL[] {
  return conditionsOf(shapeOf(filter), bindValues(valuesOf(workplaceId, filter)));
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
  /**
   * What the supplier charged for the linked variant when its product was imported (the import
   * list's variant cost), null without a link or once the import is gone.
   */
  linkCost: SupplierCost | null;
  /** The same for the variant a line made by hand names itself (ADR 035); null on other lines. */
  ownCost: SupplierCost | null;
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
 * their decimals stay exact; a Shopify link holds the variant's gid, a line its numeric id. A
 * line made by hand (its own `source`, ADR 035) finds its import by supplier product, an index
 * probe (import_list_items_source_idx); a channel line has no source and skips that read.
 */
const linesOf = (workplaceId: Placeholder) => sql<ListLine[]>`coalesce((
  SELECT json_agg(json_build_object(
    'id', li.id, 'title', li.title, 'variantTitle', li.variant_title, 'sku', li.sku,
    'imageUrl', li.image_url, 'quantity', li.quantity, 'price', li.price::text,
    'shippingFee', li.shipping_fee::text, 'shippingInfo', li.shipping_info,
    'replaceSupplier', li.replace_supplier, 'source', li.source,
    'sourceProductId', li.source_product_id, 'skuId', li.sku_id,
    'linked', li.platform_variant_id IS NOT NULL AND ${orders.storeId} IS NOT NULL AND EXISTS (
      SELECT 1 FROM ${storeVariantLinks} l WHERE l.store_id = ${orders.storeId}
        AND l.store_variant_id IN (li.platform_variant_id, ${SHOPIFY_VARIANT_GID} || li.platform_variant_id)),
    'linkCost', (
      SELECT v -> 'cost' FROM ${storeVariantLinks} l
        JOIN ${importListItems} i ON i.id = l.import_list_item_id AND i.workplace_id = ${workplaceId}
        CROSS JOIN LATERAL jsonb_array_elements(i.variants) v
      WHERE l.store_id = ${orders.storeId}
        AND l.store_variant_id IN (li.platform_variant_id, ${SHOPIFY_VARIANT_GID} || li.platform_variant_id)
        AND v ->> 'supplier_variant_id' = l.supplier_variant_id
      LIMIT 1),
    'ownCost', CASE WHEN li.source IS NOT NULL THEN (
      SELECT v -> 'cost' FROM ${importListItems} i CROSS JOIN LATERAL jsonb_array_elements(i.variants) v
      WHERE i.workplace_id = ${workplaceId} AND i.source = li.source
        AND i.source_product_id = li.source_product_id AND v ->> 'supplier_variant_id' = li.sku_id
      LIMIT 1) END
  ) ORDER BY li.created_at, li.platform_line_item_id)
  FROM ${orderLineItems} li WHERE li.order_id = ${orders.id} AND li.workplace_id = ${workplaceId}
), '[]'::json)`;

const placementsOf = (workplaceId: Placeholder) => sql<ListPlacement[]>`coalesce((
  SELECT json_agg(json_build_object(
    'source', p.source, 'status', p.status, 'sourceOrderNumbers', p.source_order_numbers,
    'costMinor', p.cost_minor, 'costCurrency', p.cost_currency, 'paid', p.paid_at IS NOT NULL,
    'errorKey', p.error_key
  ) ORDER BY p.created_at, p.id)
  FROM ${orderPlacements} p WHERE p.order_id = ${orders.id} AND p.workplace_id = ${workplaceId}
), '[]'::json)`;

/**
 * Where a parcel status stands among the order's parcels (TAB_PROGRESS: trouble first, delivered
 * last); a status without a tab (ALERT, PENDING) before them all, as it keeps the order's tab.
 */
const parcelProgress = sql.raw(
  `coalesce(array_position(ARRAY[${TAB_PROGRESS.map((tab) => `'${tab}'`).join(', ')}]::text[], lower(t.status)), 0)`,
);

// a parcel names the order it ships in its reference; its events are newest first. Of several,
// the least advanced one: the one that sets the order's shipment tab (ADR 041, amended)
const parcelOf = (workplaceId: Placeholder) => sql<ListParcel | null>`(
  SELECT json_build_object(
    'trackingNumber', t.tracking_number, 'carrier', t.carrier, 'status', t.status,
    'latest', t.events -> 0
  )
  FROM ${parcelTrackings} t
  WHERE t.workplace_id = ${workplaceId} AND t.reference = ${orders.id}::text
  ORDER BY ${parcelProgress}, t.created_at DESC LIMIT 1
)`;

function prepareListStatement(
  db: Database,
  shape: ListShape,
  orderBy: OrderListFilter['orderBy'],
  direction: OrderListFilter['direction'],
  withCursor: boolean,
  name: string,
) {
  const column = SORT_COLUMNS[orderBy];
  const conditions = conditionsOf(shape, bindPlaceholders);
  if (withCursor) {
    const after = sql`(${sql.placeholder('cursorKey')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;
    conditions.push(
      direction === 'asc'
        ? sql`(${column}, ${orders.id}) > ${after}`
        : sql`(${column}, ${orders.id}) < ${after}`,
    );
  }
  const order = direction === 'asc' ? asc : desc;
  const workplaceId = sql.placeholder('workplaceId');
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
      cancelNote: orders.cancelNote,
      storeCancelled: orders.storeCancelled,
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
    .limit(sql.placeholder('limit'))
    .prepare(name);
}

type ListStatement = ReturnType<typeof prepareListStatement>;

/*
 * The list is the order center's most frequent call: its statement (about 2.6 KB with the JSON
 * of lines, placements and parcel) is built by drizzle once per shape and database, not per
 * request, and PostgreSQL keeps its plan per connection (a named prepared statement), so a
 * request costs neither the building nor the planning (issue 11 §7, API time over SQL time).
 */
const statements = new WeakMap<Database, Map<string, ListStatement>>();

// A name is a statement's identity on a connection: one per distinct text, for every database
// (pools can be shared), and short (PostgreSQL keeps 63 bytes of it).
const names = new Map<string, string>();
function statementName(shapeKey: string): string {
  let name = names.get(shapeKey);
  if (!name) names.set(shapeKey, (name = `order_list_${names.size + 1}`));
  return name;
}

/**
 * One keyset page (`(key, id)` past the cursor, no OFFSET) of `limit` rows with their lines,
 * placements and parcel. The (workplace, section[, sub_status], key, id) indexes of migration
 * 0031 serve every tab and both sorts: the rows come out of the index in order, so a page reads
 * about `limit` index entries.
 */
export function listOrderPage(
  db: Database,
  workplaceId: string,
  filter: OrderListFilter,
  cursor: KeysetCursor | null,
  limit: number,
) {
  const shape = shapeOf(filter);
  const name = statementName(JSON.stringify([shape, filter.orderBy, filter.direction, !!cursor]));
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) {
    statement = prepareListStatement(
      db,
      shape,
      filter.orderBy,
      filter.direction,
      cursor !== null,
      name,
    );
    byName.set(name, statement);
  }
  return statement.execute({
    ...valuesOf(workplaceId, filter),
    cursorKey: cursor?.key,
    cursorId: cursor?.id,
    limit,
  });
}

export type OrderListPageRow = Awaited<ReturnType<typeof listOrderPage>>[number];
