import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  channelCustomers,
  orderAddresses,
  orderLineItems,
  orderLogs,
  orderPlacements,
  orders,
  parcelTrackings,
  stores,
  users,
  type OrderAddressRow,
} from '../../../db/schema';
import { isUuid } from '../../../http/is-uuid';
import { writeOrderLog } from '../order-log';

/** The workplace's order with its store's address, or undefined (not its own, or no such id). */
export async function findOwnedOrder(db: Database, workplaceId: string, orderId: string) {
  if (!isUuid(orderId)) return undefined;
  const [found] = await db
    .select({ order: orders, storeName: stores.domain })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.workplaceId, workplaceId), eq(orders.id, orderId)));
  return found;
}

/** Lines, addresses and buyer of one order (the order is already known to be the workplace's). */
export async function orderParts(db: Database, orderId: string, customerId: string | null) {
  const [items, addresses, customers] = await Promise.all([
    db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, orderId))
      .orderBy(asc(orderLineItems.createdAt), asc(orderLineItems.platformLineItemId)),
    db.select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId)),
    customerId
      ? db.select().from(channelCustomers).where(eq(channelCustomers.id, customerId))
      : Promise.resolve([]),
  ]);
  return { items, addresses, customer: customers[0] };
}

/** Placements and parcels of one order, for the side panel. */
export async function panelParts(db: Database, workplaceId: string, orderId: string) {
  const [placements, parcels] = await Promise.all([
    db
      .select()
      .from(orderPlacements)
      .where(
        and(eq(orderPlacements.workplaceId, workplaceId), eq(orderPlacements.orderId, orderId)),
      )
      .orderBy(asc(orderPlacements.createdAt)),
    // a parcel names the order it ships in its reference
    db
      .select()
      .from(parcelTrackings)
      .where(
        and(eq(parcelTrackings.workplaceId, workplaceId), eq(parcelTrackings.reference, orderId)),
      )
      .orderBy(asc(parcelTrackings.createdAt)),
  ]);
  return { placements, parcels };
}

export const ORDER_LOG_LIMIT = 200;

/** The order's log, newest first, with who did each entry. */
export function orderLogRows(db: Database, workplaceId: string, orderId: string) {
  return db
    .select({
      id: orderLogs.id,
      action: orderLogs.action,
      data: orderLogs.data,
      createdAt: orderLogs.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orderLogs)
    .leftJoin(users, eq(users.id, orderLogs.userId))
    .where(and(eq(orderLogs.workplaceId, workplaceId), eq(orderLogs.orderId, orderId)))
    .orderBy(desc(orderLogs.createdAt), desc(orderLogs.id))
    .limit(ORDER_LOG_LIMIT);
}

/** What the form edits; the country's name is the channel's and is dropped when the code changes. */
export type ShippingAddressValues = Omit<
  OrderAddressRow,
  'id' | 'orderId' | 'kind' | 'country' | 'editedAt'
>;

/**
 * Writes the order's shipping address (marked edited) and its country, and logs the change, in one
 * transaction.
 * The order row is locked first so two saves of one order apply one after the other and each log
 * entry's `from` values are what the other left.
 */
export async function saveShippingAddress(
  db: Database,
  input: {
    workplaceId: string;
    orderId: string;
    userId: string | null;
    values: ShippingAddressValues;
    now: Date;
    /** The changes to log, from the address as it was read inside the transaction. */
    changesFrom: (before: OrderAddressRow | undefined) => unknown[];
  },
): Promise<OrderAddressRow | undefined> {
  const { workplaceId, orderId, values, now } = input;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.workplaceId, workplaceId), eq(orders.id, orderId)))
      .for('update');
    if (!order) return undefined;
    const [before] = await tx
      .select()
      .from(orderAddresses)
      .where(and(eq(orderAddresses.orderId, orderId), eq(orderAddresses.kind, 'shipping')));
    const changes = input.changesFrom(before);
    // marked as the merchant's: the channel's later deliveries no longer replace it (ADR 022)
    const edited = { ...values, editedAt: now };
    const set = before?.countryCode === values.countryCode ? edited : { ...edited, country: null };
    const [saved] = await tx
      .insert(orderAddresses)
      .values({ orderId, kind: 'shipping', ...set })
      .onConflictDoUpdate({ target: [orderAddresses.orderId, orderAddresses.kind], set })
      .returning();
    if (changes.length > 0) {
      await tx
        .update(orders)
        .set({ countryCode: values.countryCode ?? undefined, updatedAt: now })
        .where(eq(orders.id, orderId));
      await writeOrderLog(
        tx,
        { workplaceId, userId: input.userId },
        [{ orderId, action: 'customer_updated', data: { changes } }],
        now,
      );
    }
    return saved;
  });
}
