import { and, eq, inArray } from 'drizzle-orm';
import type { CancelOrdersResult, CancelRefusedOrder } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import { orderPlacements, orders } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { writeOrderLog, type OrderActor } from '../order-log';
import { cancelRefusal } from './cancel-rules';

/**
 * PUT orders/order-cancel (ADR 049): the merchant cancels orders they will not fulfil. In one
 * transaction, with the orders locked (a placement or a store webhook waits for it), each order
 * that no supplier has moves to "cancelled by channel" with the note and a history entry; the
 * others are reported with why. Ids outside the workplace make the request NOT_FOUND.
 */
export async function cancelOrders(
  db: Database,
  actor: OrderActor,
  orderIds: readonly string[],
  note: string | undefined,
  at: Date = new Date(),
): Promise<CancelOrdersResult> {
  const { workplaceId } = actor;
  const cancelNote = note?.trim() || null;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows = await tx
      .select({
        id: orders.id,
        section: orders.section,
        name: orders.orderName,
        platformOrderId: orders.platformOrderId,
      })
      .from(orders)
      .where(and(eq(orders.workplaceId, workplaceId), inArray(orders.id, [...orderIds])))
      .for('update');
    if (rows.length !== orderIds.length) throw notFound();
    const placements = await tx
      .select({ orderId: orderPlacements.orderId, status: orderPlacements.status })
      .from(orderPlacements)
      .where(inArray(orderPlacements.orderId, [...orderIds]));

    const cancelled: string[] = [];
    const refused: CancelRefusedOrder[] = [];
    for (const id of orderIds) {
      const row = rows.find((r) => r.id === id)!;
      const reason = cancelRefusal({
        section: row.section,
        placementStatuses: placements.filter((p) => p.orderId === id).map((p) => p.status),
      });
      if (reason)
        refused.push({ order_id: id, order_name: row.name ?? row.platformOrderId, reason });
      else cancelled.push(id);
    }
    if (cancelled.length > 0) {
      await tx
        .update(orders)
        .set({
          section: 'cancelled',
          subStatus: 'channel',
          status: 'cancelled',
          cancelNote,
          updatedAt: at,
        })
        .where(and(eq(orders.workplaceId, workplaceId), inArray(orders.id, cancelled)));
      await writeOrderLog(
        tx,
        actor,
        cancelled.map((orderId) => ({ orderId, action: 'cancelled_by_merchant' })),
        at,
      );
    }
    return { cancelled, refused };
  });
}
