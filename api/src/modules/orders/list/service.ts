import {
  ORDER_SECTIONS,
  type OrderListPage,
  type OrderListQuery,
  type OrderListRow,
  type OrderSection,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import type { OrderRefundRow } from '../../../db/schema';
import { badRequest } from '../../../http/app-error';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  isTimestampText,
} from '../../../http/keyset-cursor';
import { orderDayRange } from './date-range';
import {
  listOrderPage,
  type ListLine,
  type OrderListFilter,
  type OrderListPageRow,
} from './repository';
import { isUnmapped } from '../variant-links';
import { expectedCost } from '../expected-cost';
import { sumShippingFees } from './shipping-fees';
import { latestRefunds } from '../refund/refund-repository';

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

function expectedCostFields(lines: OrderListPageRow['lines']) {
  const cost = expectedCost(lines);
  return {
    expected_cost_minor: cost?.amount ?? null,
    expected_cost_currency: cost?.currency ?? null,
  };
}

function rowOf(o: OrderListPageRow): OrderListRow {
  const latest = o.parcel?.latest;
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
    ordered_at: o.orderedAt,
    updated_at: o.updatedAt,
    country_code: o.countryCode,
    customer_name: customerName(o.customerFirstName, o.customerLastName),
    customer_email: o.customerEmail,
    marked: o.marked,
    archived: o.archived,
    currency: o.currency,
    total_price: o.totalPrice,
    shipping_cost: sumShippingFees(o.lines),
    ...expectedCostFields(o.lines),
    shipping_time: shippingTimeOf(o.lines),
    note: o.note,
    cancel_note: o.cancelNote,
    store_cancelled: o.storeCancelled,
    source_type: o.sourceType,
    error_message: o.errorMessage,
    warning_key: o.warningKey,
    item_count: o.lines.reduce((sum, line) => sum + line.quantity, 0),
    items: o.lines.map((line) => ({
      id: line.id,
      title: line.title,
      variant_title: line.variantTitle,
      sku: line.sku,
      image_url: line.imageUrl,
      quantity: line.quantity,
      price: line.price,
      unmapped_product: isUnmapped(line, line.linked),
    })),
    placements: o.placements.map((placement) => ({
      source: placement.source,
      status: placement.status,
      source_order_numbers: placement.sourceOrderNumbers,
      cost_minor: placement.costMinor,
      cost_currency: placement.costCurrency,
      paid: placement.paid,
      error_key: placement.errorKey,
    })),
    tracking: o.parcel
      ? {
          tracking_number: o.parcel.trackingNumber,
          carrier: o.parcel.carrier,
          status: o.parcel.status,
          latest_event: latest?.description ?? null,
          latest_event_at: latest?.time ?? null,
          delivered_at: o.parcel.status === 'DELIVERED' ? (latest?.time ?? null) : null,
        }
      : null,
  };
}

/** The refund tab's columns of an order's latest refund (ADR 048). */
const listRefund = (r: OrderRefundRow) => ({
  id: r.id,
  source: r.source,
  status: r.status,
  amount_minor: r.amountMinor,
  currency: r.currency,
  note: r.note,
  updated_at: r.updatedAt.toISOString(),
});

/** The chosen delivery time of the lines ("7-12"); the first line that has one. */
function shippingTimeOf(lines: ListLine[]): string | null {
  return (
    lines.find((line) => line.shippingInfo?.delivery_time)?.shippingInfo?.delivery_time ?? null
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
  const last = page.at(-1);
  const refunds = await latestRefunds(
    db,
    workplaceId,
    page.filter((o) => o.section === 'refund').map((o) => o.id),
  );
  return {
    orders: page.map((o) => {
      const refund = refunds.get(o.id);
      return refund ? { ...rowOf(o), refund: listRefund(refund) } : rowOf(o);
    }),
    next_cursor:
      found.length > pageSize && last
        ? encodeKeysetCursor(ordering, { key: last.sortKey, id: last.id })
        : null,
    from_date: range.fromDate,
    to_date: range.toDate,
  };
}
