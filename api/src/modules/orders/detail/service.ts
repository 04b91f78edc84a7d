import {
  NEED_CHANGE_SUPPLIER,
  SUPPLIER_CURRENCY,
  type OrderDetail,
  type OrderDetailAddress,
  type OrderDetailLine,
  type OrderLogChange,
  type OrderLogEntry,
  type OrderPanel,
  type UpdateCustomerBody,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import type { OrderAddressRow, OrderLineItemRow, OrderPlacementRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/app-error';
import { toAddress, toLineItem } from '../../channel-orders/channel-order-repository';
import { absoluteMediaUrl } from '../../catalogue/media-urls';
import { sumShippingFees } from '../list/shipping-fees';
import { checkAddress } from '../address-rules/address-rules';
import { expectedCost } from '../expected-cost';
import {
  importedCosts,
  lineSupplier,
  variantLinks,
  type StoreVariantLinkRow,
} from '../variant-links';
import { readEnrolment } from '../omni-fulfillment/enrolment';
import { refundInfo } from '../refund/refund-info';
import { refundsOfOrder } from '../refund/refund-repository';
import type { OrderActor } from '../order-log';
import {
  findOwnedOrder,
  orderLogRows,
  orderParts,
  panelParts,
  saveShippingAddress,
  type ShippingAddressValues,
} from './repository';

/**
 * spec 002 §5: a line whose source says NEED_CHANGE_SUPPLIER and that has no recommendation (no
 * replacement supplier, no own-service offer, no other supplier product seen in stock) cannot be
 * fixed in place, so it is left out of line_items and listed in unavailable_lines. The source's
 * code is kept in the line's `source_recommend.error_code`, its recommendation in
 * `source_recommend.recommend` (change-supplier/supplier-availability.ts).
 */
export function isHiddenLine(item: OrderLineItemRow): boolean {
  const needsChange = item.sourceRecommend?.error_code === NEED_CHANGE_SUPPLIER;
  const recommended =
    item.replaceSupplier !== null ||
    item.ownRecommend !== null ||
    (item.sourceRecommend?.recommend ?? null) !== null;
  return needsChange && !recommended;
}

const detailAddress = (row: OrderAddressRow): OrderDetailAddress => ({
  ...toAddress(row),
  tax_id: row.taxId,
});

/** A line with the supplier product it is placed with (lineSupplier), as placement reads it. */
function detailLine(
  item: OrderLineItemRow,
  link: StoreVariantLinkRow | undefined,
  omniEnabled: boolean,
): OrderDetailLine {
  const supplier = lineSupplier(item, link);
  return {
    ...toLineItem(item, link, omniEnabled),
    ...(item.replaceSupplier
      ? {
          source_product_id: item.replaceSupplier.source_product_id,
          sku_id: item.replaceSupplier.sku_id,
        }
      : {}),
    source: supplier?.source ?? null,
    platform_line_item_id: item.platformLineItemId,
    total_discount: item.totalDiscount,
    tax_lines: item.taxLines,
  };
}

/**
 * GET orders/v5/detail/{order_id}; another workplace's order is NOT_FOUND. A line's picture that
 * is a path on this API (an own-catalogue product's, `/catalogue-media/…`) is given absolute with
 * `apiBase`, as the catalogue's answers give it.
 */
export async function orderDetail(
  db: Database,
  workplaceId: string,
  orderId: string,
  apiBase?: string,
): Promise<OrderDetail> {
  const found = await findOwnedOrder(db, workplaceId, orderId);
  if (!found) throw notFound(MessageKey.DataNotFound);
  const o = found.order;
  const [{ items, addresses, customer }, omni] = await Promise.all([
    orderParts(db, o.id, o.customerId),
    readEnrolment(db, workplaceId),
  ]);
  const shown = items.filter((item) => !isHiddenLine(item));
  const linkOf = await variantLinks(
    db,
    items.map((item) => ({ storeId: o.storeId, variantId: item.platformVariantId })),
  );
  const itemLink = (item: OrderLineItemRow) =>
    linkOf({ storeId: o.storeId, variantId: item.platformVariantId });
  const links = items.map(itemLink).filter((link) => link !== undefined);
  const costs = await importedCosts(db, workplaceId, links, items);
  const expected = expectedCost(
    items.map((item) => ({
      ...item,
      linkCost: costs.ofLink(itemLink(item)),
      ownCost: costs.ofOwnMapping(item),
    })),
  );
  const toLine = (item: OrderLineItemRow) => {
    const line = detailLine(item, itemLink(item), omni.enabled);
    return apiBase && line.image_url
      ? { ...line, image_url: absoluteMediaUrl(apiBase, line.image_url) }
      : line;
  };
  const address = (kind: 'shipping' | 'billing') => {
    const row = addresses.find((a) => a.kind === kind);
    return row ? detailAddress(row) : null;
  };
  return {
    id: o.id,
    platform_order_id: o.platformOrderId,
    order_name: o.orderName,
    channel: o.channel,
    store_id: o.storeId,
    store_name: found.storeName,
    section: o.section,
    sub_status: o.subStatus,
    status: o.status,
    channel_status: o.channelStatus,
    country_code: o.countryCode,
    ordered_at: o.orderedAt.toISOString(),
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    marked: o.marked,
    archived: o.archivedAt !== null,
    note: o.note,
    cancel_note: o.cancelNote,
    store_cancelled: o.storeCancelled,
    sourceType: o.sourceType,
    via: o.via ?? null,
    orderSourceKey: o.orderSourceKey,
    error_message: o.errorMessage,
    warning_key: o.warningKey,
    tab_id: o.tabId,
    customer: customer
      ? {
          id: customer.id,
          email: customer.email,
          first_name: customer.firstName,
          last_name: customer.lastName,
          phone: customer.phone,
        }
      : null,
    shipping_address: address('shipping'),
    billing_address: address('billing'),
    line_items: shown.map(toLine),
    unavailable_lines: items.filter(isHiddenLine).map(toLine),
    totals: {
      currency: o.currency,
      subtotal_price: o.subtotalPrice,
      shipping_price: o.shippingPrice,
      total_tax: o.totalTax,
      total_discounts: o.totalDiscounts,
      total_price: o.totalPrice,
      taxes_included: o.taxesIncluded,
      supplier_shipping_fee: sumShippingFees(shown),
      expected_product_cost: expected,
      supplier_currency: SUPPLIER_CURRENCY,
    },
    shipping_lines: o.shippingLines,
    tax_lines: o.taxLines,
    discounts: o.discounts,
  };
}

/**
 * The reference a placement sent its source, or null: a placement by hand sends none, and one
 * without lines is a failure recorded before anything went out (POST orders/place-order-error).
 */
const referenceSent = (p: Pick<OrderPlacementRow, 'source' | 'lines' | 'reference'>) =>
  p.source === 'manual' || p.lines.length === 0 ? null : p.reference;

/** GET orders/v5/panel/{order_id}: the order's source orders and parcels. */
export async function orderPanel(
  db: Database,
  workplaceId: string,
  orderId: string,
): Promise<OrderPanel> {
  const found = await findOwnedOrder(db, workplaceId, orderId);
  if (!found) throw notFound(MessageKey.DataNotFound);
  const [{ placements, parcels }, refunds] = await Promise.all([
    panelParts(db, workplaceId, found.order.id),
    refundsOfOrder(db, workplaceId, found.order.id),
  ]);
  // newest first: a source order's latest refund is the first of its own
  const refundOf = (placementId: string) => refunds.find((r) => r.placementId === placementId);
  return {
    order_id: found.order.id,
    section: found.order.section,
    sub_status: found.order.subStatus,
    source_orders: placements.map((p) => ({
      id: p.id,
      source: p.source,
      status: p.status,
      order_no: p.sourceOrderNumbers,
      reference: referenceSent(p),
      // its own parcels as the source reported them (ADR 040, amended), not the order's
      tracking_code: p.sourceParcels[0]?.trackingNumber ?? null,
      tracking_codes: p.sourceParcels.map((parcel) => parcel.trackingNumber),
      source_status: p.sourceStatus,
      order_statuses: p.sourceOrderNumbers.map((number) => ({
        order_no: number,
        source_status: p.sourceOrderStatuses[number] ?? null,
      })),
      error: p.errorKey,
      warning: p.warningKey,
      cost_minor: p.costMinor,
      cost_currency: p.costCurrency,
      paid: p.paidAt !== null,
      refund_info: refundInfo(refundOf(p.id)),
      created_at: p.createdAt.toISOString(),
    })),
    trackings: parcels.map((parcel) => ({
      id: parcel.id,
      tracking_number: parcel.trackingNumber,
      carrier: parcel.carrier,
      status: parcel.status,
      latest_event: parcel.events[0]?.description ?? null,
      latest_event_at: parcel.lastEventAt?.toISOString() ?? null,
    })),
  };
}

/** The stored address fields the form edits, by their field names. */
const EDITED_FIELDS = {
  first_name: 'firstName',
  last_name: 'lastName',
  company: 'company',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  province: 'province',
  province_code: 'provinceCode',
  zip: 'zip',
  country_code: 'countryCode',
  phone: 'phone',
  email: 'email',
  tax_id: 'taxId',
} as const satisfies Record<string, keyof ShippingAddressValues>;

const textOrNull = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * POST orders/update-customer: checks the address by its country's rules (every failing field at
 * once), then saves it as the order's shipping address and logs what changed. Another workplace's
 * order is NOT_FOUND and nothing is written.
 */
export async function updateCustomer(
  db: Database,
  actor: OrderActor,
  body: UpdateCustomerBody,
  now: Date,
): Promise<{ shipping_address: OrderDetailAddress }> {
  const found = await findOwnedOrder(db, actor.workplaceId, body.order_id);
  if (!found) throw notFound(MessageKey.DataNotFound);
  const checked = checkAddress(body);
  if (checked.errors.length > 0) throw badRequest(MessageKey.ValidationFailed, checked.errors);

  const values: ShippingAddressValues = {
    firstName: body.first_name.trim(),
    lastName: textOrNull(body.last_name),
    company: textOrNull(body.company),
    address1: body.address1.trim(),
    address2: textOrNull(body.address2),
    city: body.city.trim(),
    province: textOrNull(body.province),
    provinceCode: textOrNull(body.province_code),
    zip: checked.zip,
    countryCode: body.country_code,
    phone: checked.phone,
    email: checked.email,
    taxId: checked.tax_id,
  };
  const saved = await saveShippingAddress(db, {
    workplaceId: actor.workplaceId,
    orderId: found.order.id,
    userId: actor.userId,
    values,
    now,
    changesFrom: (before) => {
      const changes: OrderLogChange[] = [];
      for (const [field, column] of Object.entries(EDITED_FIELDS)) {
        const from = before?.[column] ?? null;
        const to = values[column] ?? null;
        if (from !== to) changes.push({ field, from, to });
      }
      return changes;
    },
  });
  if (!saved) throw notFound(MessageKey.DataNotFound);
  return { shipping_address: detailAddress(saved) };
}

const userName = (row: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}) => [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;

/** GET orders/v4/order_log/order/{orderId}, newest first. */
export async function orderLog(
  db: Database,
  workplaceId: string,
  orderId: string,
): Promise<{ logs: OrderLogEntry[] }> {
  const found = await findOwnedOrder(db, workplaceId, orderId);
  if (!found) throw notFound(MessageKey.DataNotFound);
  const rows = await orderLogRows(db, workplaceId, found.order.id);
  return {
    logs: rows.map((row) => ({
      id: row.id,
      action: row.action,
      data: row.data,
      user_name: userName(row),
      created_at: row.createdAt.toISOString(),
    })),
  };
}
