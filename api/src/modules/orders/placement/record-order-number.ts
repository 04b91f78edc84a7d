import { and, eq } from 'drizzle-orm';
import {
  splitOrderNumbers,
  type PlacementErrorKey,
  type PlacementSourceKey,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import { orderPlacements, orders, type OrderPlacementRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/app-error';
import { writeOrderLog, type OrderActor } from '../order-log';
import { isSyncedSource, queueSourceOrderSync } from '../source-sync/source-order-sync';
import { advancePlacedOrder } from './placement-repository';

/** The rule a refused number names: the supplier order is in no state to take one. */
export const NOT_RECORDABLE = 'not_recordable';

const REPEATED: PlacementErrorKey = 'error_repeated_order';

/**
 * Whether a number may be recorded on the placement: a placed one (by hand, or corrected), or one
 * AliExpress refused as a repeat — the merchant found the order on AliExpress, so it is placed.
 * Not while it is being placed (the job would write its own numbers over it), nor after any other
 * failure: that supplier order does not exist.
 */
const recordable = (p: Pick<OrderPlacementRow, 'status' | 'errorKey'>) =>
  p.status === 'success' || (p.status === 'error' && p.errorKey === REPEATED);

/**
 * PUT orders/order_no/update: the supplier's order number of one of the order's placements, in one
 * transaction with what it settles. A repeated-order failure becomes placed (the order moves on to
 * payment once every source is placed, as a placement job would move it); a new number is read by
 * the source order sync from scratch (its last observation was of another order) and queues it;
 * the history says who recorded which number. Another workplace's placement is NOT_FOUND.
 */
export async function recordOrderNumber(
  tx: Database,
  actor: OrderActor,
  target: { orderId: string; source: PlacementSourceKey; orderNo: string },
  now: Date,
): Promise<string> {
  const { workplaceId } = actor;
  const { orderId, source, orderNo } = target;
  const [placement] = await tx
    .select()
    .from(orderPlacements)
    .where(
      and(
        eq(orderPlacements.workplaceId, workplaceId),
        eq(orderPlacements.orderId, orderId),
        eq(orderPlacements.source, source),
      ),
    )
    .for('update');
  if (!placement) throw notFound();
  if (!recordable(placement))
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'order_source', message: MessageKey.FieldInvalid, params: { rule: NOT_RECORDABLE } },
    ]);
  const resolvesRepeat = placement.status === 'error';
  // every number of a supplier order its supplier split (AliExpress, one per seller), as given
  const numbers = splitOrderNumbers(orderNo);
  const changed = placement.sourceOrderNumbers.join(',') !== numbers.join(',');
  await tx
    .update(orderPlacements)
    .set({
      sourceOrderNumbers: numbers,
      ...(changed ? { sourceStatus: null, sourceStatusAt: null, sourceOrderStatuses: {} } : {}),
      ...(resolvesRepeat ? { status: 'success' as const, errorKey: null } : {}),
      updatedAt: now,
    })
    .where(eq(orderPlacements.id, placement.id));
  if (resolvesRepeat) {
    // the order no longer says it failed; it moves on once its other sources are placed too
    await tx
      .update(orders)
      .set({ errorMessage: null, updatedAt: now })
      .where(
        and(
          eq(orders.workplaceId, workplaceId),
          eq(orders.id, orderId),
          eq(orders.errorMessage, REPEATED),
        ),
      );
    await advancePlacedOrder(tx, orderId, now);
  }
  await writeOrderLog(tx, actor, [
    {
      orderId,
      action: 'order_number_updated',
      data: resolvesRepeat
        ? { source, order_no: numbers.join(', '), reference: placement.reference }
        : { source, order_no: numbers.join(', ') },
    },
  ]);
  if (isSyncedSource(source)) await queueSourceOrderSync(tx, workplaceId, now);
  return placement.id;
}
