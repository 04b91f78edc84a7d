import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  channelCustomers,
  orderAddresses,
  orderLineItems,
  orders,
  stores,
  type OrderAddressKind,
} from '../../db/schema';
import { PermanentJobError } from '../../jobs/job-types';
import { queueAutoFulfilment } from '../orders/auto-fulfilment/auto-fulfilment-job';
import type { NormalizedAddress, NormalizedCustomer, NormalizedOrder } from './normalized-order';

export interface IngestResult {
  orderId: string;
  /** 'created' the first time, 'updated' for a newer version, 'unchanged' for a stale or repeated one. */
  outcome: 'created' | 'updated' | 'unchanged';
}

/** The store is not (or no longer) this workplace's: no retry can fix that. */
export class StoreNotInWorkplaceError extends PermanentJobError {
  constructor() {
    super('store not found in the workplace');
    this.name = 'StoreNotInWorkplaceError';
  }
}

function customerKey(customer: NormalizedCustomer): string | null {
  if (customer.platformCustomerId) return customer.platformCustomerId;
  const email = customer.email?.trim().toLowerCase();
  return email ? `guest:${email}` : null;
}

async function upsertCustomer(
  tx: Database,
  workplaceId: string,
  storeId: string,
  customer: NormalizedCustomer | null,
  now: Date,
): Promise<string | null> {
  const key = customer && customerKey(customer);
  if (!customer || !key) return null;
  const fields = {
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
  };
  const [row] = await tx
    .insert(channelCustomers)
    .values({ workplaceId, storeId, platformCustomerId: key, ...fields })
    .onConflictDoUpdate({
      target: [channelCustomers.storeId, channelCustomers.platformCustomerId],
      set: { ...fields, updatedAt: now },
    })
    .returning({ id: channelCustomers.id });
  return row!.id;
}

/**
 * The channel's address replaces the stored one unless the merchant has edited it in the app
 * (ADR 022): their corrected CPF or postal code must survive the channel's next delivery.
 */
async function upsertAddress(
  tx: Database,
  orderId: string,
  kind: OrderAddressKind,
  address: NormalizedAddress | null,
): Promise<void> {
  if (!address) {
    await tx
      .delete(orderAddresses)
      .where(
        and(
          eq(orderAddresses.orderId, orderId),
          eq(orderAddresses.kind, kind),
          isNull(orderAddresses.editedAt),
        ),
      );
    return;
  }
  await tx
    .insert(orderAddresses)
    .values({ orderId, kind, ...address })
    .onConflictDoUpdate({
      target: [orderAddresses.orderId, orderAddresses.kind],
      set: address,
      setWhere: isNull(orderAddresses.editedAt),
    });
}

/**
 * Stores a channel order with its line items, customer and addresses — idempotent on
 * (store, platform order id): the same order delivered five times (webhook retries, a sync
 * overlapping a webhook) is one order. A newer version (by the channel's updated time) refreshes
 * what the channel owns; the product's own progress (section, sourcing of line items) is kept,
 * except that a channel cancellation moves a not-yet-placed order to "cancelled by channel".
 * A new order is handed to automatic fulfilment in the same transaction (ADR 039).
 */
export async function ingestChannelOrder(
  db: Database,
  workplaceId: string,
  storeId: string,
  order: NormalizedOrder,
  now: Date = new Date(),
): Promise<IngestResult> {
  return db.transaction(async (tx) => {
    const [store] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, storeId), eq(stores.workplaceId, workplaceId)));
    if (!store) throw new StoreNotInWorkplaceError();

    const customerId = await upsertCustomer(tx, workplaceId, storeId, order.customer, now);
    const countryCode =
      order.shippingAddress?.countryCode ?? order.billingAddress?.countryCode ?? '';
    const channelFields = {
      channel: order.platform,
      orderName: order.orderName,
      customerId,
      countryCode,
      currency: order.currency,
      subtotalPrice: order.subtotalPrice,
      shippingPrice: order.shippingPrice,
      totalPrice: order.totalPrice,
      channelStatus: order.channelStatus,
      platformCreatedAt: order.createdAt,
      orderedAt: order.createdAt,
      platformUpdatedAt: order.updatedAt,
      totalTax: order.totalTax,
      totalDiscounts: order.totalDiscounts,
      taxesIncluded: order.taxesIncluded,
      shippingLines: order.shippingLines,
      taxLines: order.taxLines,
      ...(order.discounts && { discounts: order.discounts }),
      note: order.note,
      storeCancelled: order.cancelled,
    };
    const cancelled = order.cancelled;
    const [written] = await tx
      .insert(orders)
      .values({
        workplaceId,
        storeId,
        platformOrderId: order.platformOrderId,
        status: cancelled ? 'cancelled' : 'unfulfilled',
        section: cancelled ? 'cancelled' : 'placement',
        subStatus: cancelled ? 'channel' : 'ready',
        createdAt: now,
        updatedAt: now,
        ...channelFields,
      })
      .onConflictDoUpdate({
        target: [orders.storeId, orders.platformOrderId],
        set: {
          ...channelFields,
          // the order goes where its shipping address says, and an edited one is the merchant's
          countryCode: sql`coalesce((select ${orderAddresses.countryCode} from ${orderAddresses} where ${orderAddresses.orderId} = ${orders.id} and ${orderAddresses.kind} = 'shipping' and ${orderAddresses.editedAt} is not null), ${countryCode})`,
          updatedAt: now,
          // only a not-yet-placed order follows a channel cancellation
          status: cancelled
            ? sql`case when ${orders.section} = 'placement' then 'cancelled' else ${orders.status} end`
            : sql`${orders.status}`,
          subStatus: cancelled
            ? sql`case when ${orders.section} = 'placement' then 'channel' else ${orders.subStatus} end`
            : sql`${orders.subStatus}`,
          section: cancelled
            ? sql`case when ${orders.section} = 'placement' then 'cancelled' else ${orders.section} end`
            : sql`${orders.section}`,
        },
        // a late, older delivery (or the same one again) does not roll the order back
        setWhere: sql`${orders.platformUpdatedAt} is null or ${orders.platformUpdatedAt} < ${order.updatedAt.toISOString()}`,
      })
      .returning({ id: orders.id, inserted: sql<boolean>`(xmax = 0)` });

    if (!written) {
      const [existing] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), eq(orders.platformOrderId, order.platformOrderId)));
      return { orderId: existing!.id, outcome: 'unchanged' };
    }

    await upsertAddress(tx, written.id, 'shipping', order.shippingAddress);
    await upsertAddress(tx, written.id, 'billing', order.billingAddress);
    for (const item of order.lineItems) {
      const channelItem = {
        platformProductId: item.platformProductId,
        platformVariantId: item.platformVariantId,
        title: item.title,
        variantTitle: item.variantTitle,
        sku: item.sku,
        imageUrl: item.imageUrl,
        quantity: item.quantity,
        price: item.price,
        ...(item.totalDiscount !== null && { totalDiscount: item.totalDiscount }),
        ...(item.taxLines && { taxLines: item.taxLines }),
      };
      await tx
        .insert(orderLineItems)
        .values({
          orderId: written.id,
          workplaceId,
          platformOrderId: order.platformOrderId,
          platformLineItemId: item.platformLineItemId,
          ...channelItem,
        })
        .onConflictDoUpdate({
          target: [orderLineItems.orderId, orderLineItems.platformLineItemId],
          set: { ...channelItem, updatedAt: now },
        });
    }
    // a new, open order is one the workplace's automatic fulfilment may place (ADR 039)
    if (written.inserted && !cancelled) await queueAutoFulfilment(tx, workplaceId, written.id);
    return { orderId: written.id, outcome: written.inserted ? 'created' : 'updated' };
  });
}
