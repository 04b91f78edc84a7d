import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  ChannelOrder,
  ChannelOrderPage,
  LineItem,
  OrderAddress,
} from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import {
  channelCustomers,
  orderAddresses,
  orderLineItems,
  orders,
  type ChannelCustomerRow,
  type OrderAddressRow,
  type OrderLineItemRow,
  type OrderRow,
} from '../../db/schema';
import { readEnrolment } from '../orders/omni-fulfillment/enrolment';
import {
  isUnmapped,
  variantLinks,
  type StoreVariantLinkRow,
  type VariantLinkLookup,
} from '../orders/variant-links';

export function toAddress(row: OrderAddressRow): OrderAddress {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    province_code: row.provinceCode,
    zip: row.zip,
    country: row.country,
    country_code: row.countryCode,
    phone: row.phone,
    email: row.email,
  };
}

/**
 * A line as the order shows it: its supplier product is the one the push linked its variant to,
 * unless the order flow has already named one (spec 002 §3 line-item fields). `omniEnabled`: the
 * workplace confirmed the own fulfilment service (ADR 037), which can then place any line.
 */
export function toLineItem(
  row: OrderLineItemRow,
  link: StoreVariantLinkRow | undefined,
  omniEnabled: boolean,
): LineItem {
  return {
    id: row.id,
    platform_order_id: row.platformOrderId,
    platform_product_id: row.platformProductId,
    platform_variant_id: row.platformVariantId,
    title: row.title,
    variant_title: row.variantTitle,
    sku: row.sku,
    image_url: row.imageUrl,
    quantity: row.quantity,
    price: row.price,
    source_product_id: row.sourceProductId ?? link?.sourceProductId ?? null,
    sku_id: row.skuId ?? link?.supplierVariantId ?? null,
    shipping_fee: row.shippingFee,
    shipping_info: row.shippingInfo ?? null,
    shipping_warehouse: row.shippingWarehouse,
    can_place_by_omni: omniEnabled && !row.disabled,
    omni_recommend: row.ownRecommend ?? null,
    source_recommend: row.sourceRecommend ?? null,
    unmapped_product: isUnmapped(row, link !== undefined),
    disabled: row.disabled,
    replace_supplier: row.replaceSupplier ?? null,
  };
}

function toOrder(
  row: OrderRow,
  items: OrderLineItemRow[],
  linkOf: VariantLinkLookup,
  omniEnabled: boolean,
  address: OrderAddressRow | undefined,
  customer: ChannelCustomerRow | undefined,
): ChannelOrder {
  return {
    id: row.id,
    store_id: row.storeId,
    channel: row.channel,
    platform_order_id: row.platformOrderId,
    order_name: row.orderName,
    country_code: row.countryCode,
    status: row.status,
    section: row.section,
    sub_status: row.subStatus,
    channel_status: row.channelStatus,
    currency: row.currency,
    subtotal_price: row.subtotalPrice,
    shipping_price: row.shippingPrice,
    total_price: row.totalPrice,
    created_at: row.createdAt.toISOString(),
    platform_created_at: row.platformCreatedAt?.toISOString() ?? null,
    address: address ? toAddress(address) : null,
    customer: customer
      ? {
          id: customer.id,
          email: customer.email,
          first_name: customer.firstName,
          last_name: customer.lastName,
          phone: customer.phone,
        }
      : null,
    line_items: items.map((item) =>
      toLineItem(
        item,
        linkOf({ storeId: row.storeId, variantId: item.platformVariantId }),
        omniEnabled,
      ),
    ),
    sourceType: row.sourceType,
    via: row.via ?? null,
    orderSourceKey: row.orderSourceKey,
    error_message: row.errorMessage,
    warning_key: row.warningKey,
    tab_id: row.tabId,
  };
}

/** Line items, shipping address and customer of a page of orders, in three queries. */
async function withDetails(
  db: Database,
  workplaceId: string,
  rows: OrderRow[],
): Promise<ChannelOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const customerIds = rows.map((row) => row.customerId).filter((id): id is string => id !== null);
  const [items, addresses, customers, omni] = await Promise.all([
    db
      .select()
      .from(orderLineItems)
      .where(inArray(orderLineItems.orderId, ids))
      .orderBy(asc(orderLineItems.createdAt), asc(orderLineItems.platformLineItemId)),
    db
      .select()
      .from(orderAddresses)
      .where(and(inArray(orderAddresses.orderId, ids), eq(orderAddresses.kind, 'shipping'))),
    customerIds.length > 0
      ? db.select().from(channelCustomers).where(inArray(channelCustomers.id, customerIds))
      : Promise.resolve([] as ChannelCustomerRow[]),
    readEnrolment(db, workplaceId),
  ]);
  const storeOf = new Map(rows.map((row) => [row.id, row.storeId]));
  const linkOf = await variantLinks(
    db,
    items.map((item) => ({
      storeId: storeOf.get(item.orderId) ?? null,
      variantId: item.platformVariantId,
    })),
  );
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      linkOf,
      omni.enabled,
      addresses.find((address) => address.orderId === row.id),
      customers.find((customer) => customer.id === row.customerId),
    ),
  );
}

export interface ChannelOrderFilter {
  storeId?: string;
  platformOrderId?: string;
  page: number;
  pageSize: number;
}

/** A page of the workplace's orders, newest first (spec 002 §9 default sort: created_at desc). */
export async function listChannelOrders(
  db: Database,
  workplaceId: string,
  filter: ChannelOrderFilter,
): Promise<ChannelOrderPage> {
  const conditions: SQL[] = [eq(orders.workplaceId, workplaceId)];
  if (filter.storeId) conditions.push(eq(orders.storeId, filter.storeId));
  if (filter.platformOrderId) conditions.push(eq(orders.platformOrderId, filter.platformOrderId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { orders: await withDetails(db, workplaceId, rows), total: Number(total?.n ?? 0) };
}

export async function getChannelOrder(
  db: Database,
  workplaceId: string,
  orderId: string,
): Promise<ChannelOrder | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.workplaceId, workplaceId), eq(orders.id, orderId)));
  const [order] = await withDetails(db, workplaceId, rows);
  return order ?? null;
}
