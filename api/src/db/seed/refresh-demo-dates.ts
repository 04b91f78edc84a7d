import { and, count, eq, inArray, lte, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import {
  channelCustomers,
  notifications,
  orderAddresses,
  orderLineItems,
  orderLogs,
  orderPayments,
  orderPlacements,
  orders,
  parcelTrackings,
  users,
  workplaces,
  type ParcelTrackingEvent,
} from '../schema';
import { DEMO_EMAIL } from './demo-merchant';
import { DEMO_ORDERS, SECOND_WORKPLACE_ORDER } from './demo-orders';

/*
 * The demo seed dates its orders hours before the seed, within the order list's default range
 * (the last 7 days, spec 002). A demo database lives on: a week later every order is older than
 * that, and the demo merchant opens an empty list. So, at start, while the demo orders are exactly
 * as the seed left them, everything the seed dated by its orders (the orders and what hangs off
 * them: buyers, lines, placements, payments, parcels and their events, the history, the
 * notifications) moves forward by the time since the seed, all by the same amount: the demo reads
 * as if seeded now. Once anything about them changed after the seed (an order placed, paid,
 * edited, synced, archived, a new order), the demo is someone's data and is left alone.
 */

const HOUR = 3_600_000;
/** Shifts under this are not worth a write (a restart soon after the seed). */
const SMALLEST_SHIFT_MS = 60_000;
/** The seed's moment is read back from its newest order, this many hours before it. */
const NEWEST_ORDER_HOURS = Math.min(
  ...[...DEMO_ORDERS, SECOND_WORKPLACE_ORDER].map((order) => order.hoursAgo),
);
const SEEDED_ORDERS = DEMO_ORDERS.length + 1;

export type DemoDatesRefresh =
  | { refreshed: true; shiftedMs: number }
  | { refreshed: false; reason: 'no_demo' | 'recent' | 'touched' };

/** Moves the untouched demo's dates to now (see above). Idempotent: a second run finds it recent. */
export async function refreshDemoDates(db: Database, now: Date): Promise<DemoDatesRefresh> {
  // one transaction, the demo user's row locked first: API processes starting together move the
  // dates once (the second finds them recent)
  return db.transaction(async (tx) => {
    const [demo] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_EMAIL))
      .limit(1)
      .for('update');
    if (!demo) return { refreshed: false, reason: 'no_demo' } as const;
    const owned = await tx
      .select({ id: workplaces.id })
      .from(workplaces)
      .where(eq(workplaces.ownerId, demo.id));
    const ids = owned.map((w) => w.id);
    if (ids.length === 0) return { refreshed: false, reason: 'no_demo' } as const;
    const [seeded] = await tx
      .select({ n: count(), newest: max(orders.orderedAt) })
      .from(orders)
      .where(inArray(orders.workplaceId, ids));
    if (!seeded?.newest || Number(seeded.n) !== SEEDED_ORDERS)
      return { refreshed: false, reason: seeded?.newest ? 'touched' : 'no_demo' } as const;
    const seededAt = new Date(new Date(seeded.newest).getTime() + NEWEST_ORDER_HOURS * HOUR);
    const shiftMs = now.getTime() - seededAt.getTime();
    if (shiftMs < SMALLEST_SHIFT_MS) return { refreshed: false, reason: 'recent' } as const;
    if (await changedSince(tx, ids, seededAt))
      return { refreshed: false, reason: 'touched' } as const;
    await moveDates(tx, ids, seededAt, shiftMs);
    return { refreshed: true, shiftedMs: shiftMs } as const;
  });
}

/** Moves every date the seed wrote for the demo's orders `shiftMs` later. */
async function moveDates(tx: Database, ids: string[], seededAt: Date, shiftMs: number) {
  const seconds = shiftMs / 1000;
  const later = (column: AnyPgColumn) => sql`${column} + make_interval(secs => ${seconds})`;
  const shift = async (table: PgTable, columns: Record<string, AnyPgColumn>, where: SQL) => {
    const set = Object.fromEntries(
      Object.entries(columns).map(([name, column]) => [name, later(column)]),
    );
    await tx.update(table).set(set).where(where);
  };
  await shift(
    orderAddresses,
    { editedAt: orderAddresses.editedAt },
    inArray(
      orderAddresses.orderId,
      tx.select({ id: orders.id }).from(orders).where(inArray(orders.workplaceId, ids)),
    ),
  );
  await shift(
    orders,
    {
      orderedAt: orders.orderedAt,
      platformCreatedAt: orders.platformCreatedAt,
      platformUpdatedAt: orders.platformUpdatedAt,
      archivedAt: orders.archivedAt,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    },
    inArray(orders.workplaceId, ids),
  );
  for (const table of [channelCustomers, orderLineItems, orderPayments] as const)
    await shift(
      table,
      { createdAt: table.createdAt, updatedAt: table.updatedAt },
      inArray(table.workplaceId, ids),
    );
  await shift(
    orderPlacements,
    {
      sourceStatusAt: orderPlacements.sourceStatusAt,
      paidAt: orderPlacements.paidAt,
      createdAt: orderPlacements.createdAt,
      updatedAt: orderPlacements.updatedAt,
    },
    inArray(orderPlacements.workplaceId, ids),
  );
  await shift(orderLogs, { createdAt: orderLogs.createdAt }, inArray(orderLogs.workplaceId, ids));
  // the notifications the seed wrote; any the app wrote since stay when they were written
  await shift(
    notifications,
    { createdAt: notifications.createdAt },
    and(inArray(notifications.workplaceId, ids), lte(notifications.createdAt, seededAt))!,
  );
  // parcels, with their carrier events' times inside the JSON
  const parcels = await tx
    .select({ id: parcelTrackings.id, events: parcelTrackings.events })
    .from(parcelTrackings)
    .where(inArray(parcelTrackings.workplaceId, ids));
  for (const parcel of parcels) {
    const events: ParcelTrackingEvent[] = parcel.events.map((event) => ({
      ...event,
      time: new Date(new Date(event.time).getTime() + shiftMs).toISOString(),
    }));
    await tx
      .update(parcelTrackings)
      .set({
        events,
        lastEventAt: later(parcelTrackings.lastEventAt),
        createdAt: later(parcelTrackings.createdAt),
        updatedAt: later(parcelTrackings.updatedAt),
      })
      .where(eq(parcelTrackings.id, parcel.id));
  }
}

/** Whether anything the seed wrote for the demo's orders was written again after the seed. */
async function changedSince(db: Database, ids: string[], seededAt: Date): Promise<boolean> {
  const latest = (column: AnyPgColumn, table: PgTable, workplace: AnyPgColumn) => () =>
    db
      .select({ at: max(column) })
      .from(table)
      .where(inArray(workplace, ids))
      .then(([row]) => (row?.at ? new Date(row.at as Date | string) : null));
  // one after the other: they run in the caller's transaction
  const reads = [
    latest(orders.updatedAt, orders, orders.workplaceId),
    latest(orders.createdAt, orders, orders.workplaceId),
    latest(orders.archivedAt, orders, orders.workplaceId),
    latest(orderLineItems.updatedAt, orderLineItems, orderLineItems.workplaceId),
    latest(channelCustomers.updatedAt, channelCustomers, channelCustomers.workplaceId),
    latest(orderPlacements.updatedAt, orderPlacements, orderPlacements.workplaceId),
    latest(orderPayments.updatedAt, orderPayments, orderPayments.workplaceId),
    latest(parcelTrackings.updatedAt, parcelTrackings, parcelTrackings.workplaceId),
    latest(orderLogs.createdAt, orderLogs, orderLogs.workplaceId),
    () =>
      db
        .select({ at: max(orderAddresses.editedAt) })
        .from(orderAddresses)
        .innerJoin(orders, eq(orders.id, orderAddresses.orderId))
        .where(inArray(orders.workplaceId, ids))
        .then(([row]) => (row?.at ? new Date(row.at) : null)),
  ];
  for (const read of reads) {
    const at = await read();
    if (at !== null && at.getTime() > seededAt.getTime()) return true;
  }
  return false;
}
