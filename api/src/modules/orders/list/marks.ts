import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { orders } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';
import { writeOrderLog, type OrderActor } from '../order-log';
import type { OrderLogAction } from '@omni/shared/contracts/orders';

/**
 * Marks or unmarks orders of the workplace (PUT orders/v5/mark-order), leaving updated_at alone so
 * the list's order does not jump.
 */
export function markOrders(db: Database, actor: OrderActor, orderIds: string[], marked: boolean) {
  return changeOwnedOrders(db, actor, orderIds, {
    set: { marked },
    needsChange: eq(orders.marked, !marked),
    action: marked ? 'marked' : 'unmarked',
  });
}

/** Archives orders (out of the list and the counts) or restores them (PUT orders/v5/mark-archive). */
export function archiveOrders(
  db: Database,
  actor: OrderActor,
  orderIds: string[],
  archived: boolean,
  now: Date,
) {
  return changeOwnedOrders(db, actor, orderIds, {
    set: { archivedAt: archived ? now : null },
    needsChange: archived ? isNull(orders.archivedAt) : isNotNull(orders.archivedAt),
    action: archived ? 'archived' : 'restored',
  });
}

/**
 * Applies one change to the workplace's orders among `orderIds` and logs it on the orders it
 * changed. Answers how many of the ids are the workplace's; none being so is NOT_FOUND.
 */
async function changeOwnedOrders(
  db: Database,
  actor: OrderActor,
  orderIds: string[],
  change: { set: Partial<typeof orders.$inferInsert>; needsChange: SQL; action: OrderLogAction },
): Promise<number> {
  const ids = orderIds.filter(isUuid);
  return db.transaction(async (tx) => {
    const mine = await ownedIds(tx, actor.workplaceId, ids);
    if (mine.length === 0) throw notFound();
    const changed = await tx
      .update(orders)
      .set(change.set)
      .where(and(inArray(orders.id, mine), change.needsChange))
      .returning({ id: orders.id });
    await writeOrderLog(
      tx,
      actor,
      changed.map((row) => ({ orderId: row.id, action: change.action })),
    );
    return mine.length;
  });
}

async function ownedIds(db: Database, workplaceId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.workplaceId, workplaceId), inArray(orders.id, ids)));
  return rows.map((row) => row.id);
}
