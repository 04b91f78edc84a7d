import {
  ORDER_SECTIONS,
  type OrderListPage,
  type OrderListQuery,
  type OrderListRow,
  type OrderSection,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import type { OrderLineItemRow } from '../../../db/schema';
import { badRequest } from '../../../http/app-error';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  isTimestampText,
} from '../../../http/keyset-cursor';
import { orderDayRange } from './date-range';
import { listOrderPage, pageExtras, type OrderListFilter, type PageExtras } from './repository';
import { isUnmapped, variantLinks, type VariantLinkLookup } from '../variant-links';
import { sumShippingFees } from './shipping-fees';

export const ORDER_LIST_PAGE_SIZE = 50;

/** The tab asked for: the section's default when none, a field error when it is not the section's. */
export function subStatusOf(section: OrderSection, subStatus: string | undefined): string | null {
  const tabs: readonly string[] = ORDER_SECTIONS[section];
  const chosen = subStatus ?? tabs[0]!;
  if (!tabs.includes(chosen))
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'sub_status', message: MessageKey.FieldInvalid },
    ]);
  return chosen === 'all' ? null : chosen;
}

export function listFilterOf(query: OrderListQuery, now: Date) {
  const section = query.order_status ?? 'placement';
  const range = orderDayRange(now, query);
  const keyword = query.keyword?.trim();
  const filter: OrderListFilter = {
    section,
    subStatus: subStatusOf(section, query.sub_status),
    start: range.start,
    end: range.end,
    keyword: keyword ? keyword : null,
    channel: query.channel ?? 'all',
    source: query.source ?? 'all',
    mark: query.mark_order ?? 'all',
    archived: query.archived === '1',
    orderBy: query.order_by ?? 'created_at',
    direction: query.sort ?? 'desc',
  };
  return { filter, range };
}

const customerName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

function rowOf(
  found: Awaited<ReturnType<typeof listOrderPage>>[number],
  extras: PageExtras,
  linkOf: VariantLinkLookup,
): OrderListRow {
  const o = found.order;
  const items = extras.items.filter((item) => item.orderId === o.id);
  const tracking = extras.trackings.find((parcel) => parcel.reference === o.id);
  const latest = tracking?.events[0];
  return {
    id: o.id,
    platform_order_id: o.platformOrderId,
    order_name: o.orderName,
    channel: o.channel,
    store_id: o.storeId,
    section: o.section,
    sub_status: o.subStatus,
    status: o.status,
    channel_status: o.channelStatus,
    ordered_at: o.orderedAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    country_code: o.countryCode,
    customer_name: customerName(found.customerFirstName, found.customerLastName),
    customer_email: found.customerEmail,
    marked: o.marked,
    archived: o.archivedAt !== null,
    currency: o.currency,
    total_price: o.totalPrice,
    shipping_cost: sumShippingFees(items),
    shipping_time: shippingTimeOf(items),
    note: o.note,
    source_type: o.sourceType,
    error_message: o.errorMessage,
    warning_key: o.warningKey,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      variant_title: item.variantTitle,
      sku: item.sku,
      image_url: item.imageUrl,
      quantity: item.quantity,
      price: item.price,
      unmapped_product: isUnmapped(
        item,
        linkOf({ storeId: o.storeId, variantId: item.platformVariantId }),
      ),
    })),
    placements: extras.placements
      .filter((placement) => placement.orderId === o.id)
      .map((placement) => ({
        source: placement.source,
        status: placement.status,
        source_order_numbers: placement.sourceOrderNumbers,
        cost_minor: placement.costMinor,
        cost_currency: placement.costCurrency,
        paid: placement.paidAt !== null,
        error_key: placement.errorKey,
      })),
    tracking: tracking
      ? {
          tracking_number: tracking.trackingNumber,
          carrier: tracking.carrier,
          status: tracking.status,
          latest_event: latest?.description ?? null,
          latest_event_at: latest?.time ?? null,
          delivered_at: tracking.status === 'DELIVERED' ? (latest?.time ?? null) : null,
        }
      : null,
  };
}

/** The chosen delivery time of the lines ("7-12"); the first line that has one. */
function shippingTimeOf(items: OrderLineItemRow[]): string | null {
  return (
    items.find((item) => item.shippingInfo?.delivery_time)?.shippingInfo?.delivery_time ?? null
  );
}

export async function orderListPage(
  db: Database,
  workplaceId: string,
  query: OrderListQuery,
  now: Date,
): Promise<OrderListPage> {
  const { filter, range } = listFilterOf(query, now);
  const ordering = `${filter.orderBy}:${filter.direction}`;
  const cursor = query.cursor ? decodeKeysetCursor(query.cursor, ordering, isTimestampText) : null;
  const pageSize = query.page_size ?? ORDER_LIST_PAGE_SIZE;
  const found = await listOrderPage(db, workplaceId, filter, cursor, pageSize + 1);
  const page = found.slice(0, pageSize);
  const extras = await pageExtras(
    db,
    workplaceId,
    page.map((row) => row.order.id),
  );
  const storeOf = new Map(page.map((row) => [row.order.id, row.order.storeId]));
  const linkOf = await variantLinks(
    db,
    extras.items.map((item) => ({
      storeId: storeOf.get(item.orderId) ?? null,
      variantId: item.platformVariantId,
    })),
  );
  const last = page.at(-1);
  return {
    orders: page.map((row) => rowOf(row, extras, linkOf)),
    next_cursor:
      found.length > pageSize && last
        ? encodeKeysetCursor(ordering, { key: last.sortKey, id: last.order.id })
        : null,
    from_date: range.fromDate,
    to_date: range.toDate,
  };
}
