import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  orderLineItems,
  orderPayments,
  orderPlacements,
  orderRefunds,
  type OrderRefundRow,
} from '../../../db/schema';

/** The order's placements with a source, oldest first. */
export const orderPlacementsOf = (db: Database, workplaceId: string, orderId: string) =>
  db
    .select()
    .from(orderPlacements)
    .where(and(eq(orderPlacements.workplaceId, workplaceId), eq(orderPlacements.orderId, orderId)))
    .orderBy(orderPlacements.createdAt);

/** The order's refunds, newest first. */
export const refundsOfOrder = (db: Database, workplaceId: string, orderId: string) =>
  db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.workplaceId, workplaceId), eq(orderRefunds.orderId, orderId)))
    .orderBy(desc(orderRefunds.createdAt));

/** The latest refund of each order (the refund tab's columns). */
export async function latestRefunds(
  db: Database,
  workplaceId: string,
  orderIds: string[],
): Promise<Map<string, OrderRefundRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.workplaceId, workplaceId), inArray(orderRefunds.orderId, orderIds)))
    .orderBy(desc(orderRefunds.createdAt));
  const latest = new Map<string, OrderRefundRow>();
  for (const row of rows) if (!latest.has(row.orderId)) latest.set(row.orderId, row);
  return latest;
}

/** Titles of the order's lines by id. */
export async function lineTitles(db: Database, orderId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: orderLineItems.id, title: orderLineItems.title })
    .from(orderLineItems)
    .where(eq(orderLineItems.orderId, orderId));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** The payment that paid a placement, when it was paid through us. */
export async function paymentOf(db: Database, paymentId: string | null) {
  if (!paymentId) return undefined;
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.id, paymentId));
  return row;
}

export async function findRefund(db: Database, refundId: string) {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  return row;
}

export async function lockRefund(tx: Database, refundId: string) {
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.id, refundId))
    .for('update');
  return row;
}
