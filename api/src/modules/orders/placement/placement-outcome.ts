import type { Database } from '../../../db/database';
import type { OrderPlacementRow } from '../../../db/schema';
import { writeOrderLog } from '../order-log';
import { isSyncedSource, queueSourceOrderSync } from '../source-sync/source-order-sync';
import { advancePlacedOrder, finishPlacement, recordOrderError } from './placement-repository';

type Finished = Pick<
  OrderPlacementRow,
  'id' | 'generation' | 'workplaceId' | 'orderId' | 'source' | 'reference'
>;

/**
 * A failure whose history entry keeps the reference the supplier got: the supplier may already
 * have an order under it, and the merchant looks it up there.
 */
const FAILURES_NAMING_THE_REFERENCE = new Set(['error_repeated_order']);

/**
 * How a placement job ends, whatever the source: the outcome, the order's error or its move to
 * payment, and the history entry, in one transaction; nothing when the placement was no longer
 * processing (stopped meanwhile, or finished by another worker).
 */
export async function endPlacementFailed(
  db: Database,
  placement: Finished,
  errorKey: string,
  now: Date,
): Promise<void> {
  const { workplaceId, orderId, source, reference } = placement;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (!(await finishPlacement(tx, placement, { status: 'error', errorKey }, now))) return;
    await recordOrderError(tx, orderId, errorKey, now);
    const data = FAILURES_NAMING_THE_REFERENCE.has(errorKey)
      ? { source, error_key: errorKey, reference }
      : { source, error_key: errorKey };
    await writeOrderLog(tx, { workplaceId, userId: null }, [
      { orderId, action: 'placement_failed', data },
    ]);
  });
}

export async function endPlacementPlaced(
  db: Database,
  placement: Finished,
  orderNumbers: string[],
  now: Date,
): Promise<void> {
  const { workplaceId, orderId, source } = placement;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (!(await finishPlacement(tx, placement, { status: 'success' }, now))) return;
    await advancePlacedOrder(tx, orderId, now);
    await writeOrderLog(tx, { workplaceId, userId: null }, [
      { orderId, action: 'placed', data: { source, order_numbers: orderNumbers } },
    ]);
    // from now on the source's progress is read into the order (its parcel, the shipment tab)
    if (isSyncedSource(source)) await queueSourceOrderSync(tx, workplaceId, now);
  });
}
