import { and, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { orderPlacements } from '../../../db/schema';
import { checkQuota, consumeQuota } from '../../quotas/quota-service';

/**
 * The plan quotas of placing orders with suppliers (spec 000 §3; ADR 026):
 * - ORDER_FULFILLMENT: one unit per order the first time the app sends it to a supplier. An order
 *   of two suppliers is one unit; a retry after a failure, a recreate after revert and a second
 *   click reuse the order's earlier placement and cost nothing. Placing by hand costs nothing.
 * - BULK_ORDER_FULFILLMENT: one unit per placement call that names two or more orders (the bulk
 *   bar's "Place orders", or the automation's request), on top of the orders' units.
 * Both are counted in the transaction that queues the placements, so concurrent calls cannot pass
 * a limit together and a call that fails counts nothing.
 */

/** Refuses a bulk call early (before the suppliers are asked for prices); counts nothing. */
export async function checkBulkPlacement(
  db: Database,
  workplaceId: string,
  orderIds: readonly string[],
  now: Date,
): Promise<void> {
  if (new Set(orderIds).size > 1)
    await checkQuota(db, { workplaceId, feature: 'BULK_ORDER_FULFILLMENT', now });
}

/**
 * The orders among `orderIds` the app sent to a supplier before (read before queueing). A
 * placement automatic fulfilment recorded as quota_exceeded never reached one (ADR 039).
 */
export async function ordersPlacedBefore(
  tx: Database,
  orderIds: readonly string[],
): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ orderId: orderPlacements.orderId })
    .from(orderPlacements)
    .where(
      and(
        inArray(orderPlacements.orderId, [...orderIds]),
        ne(orderPlacements.source, 'manual'),
        or(isNull(orderPlacements.errorKey), ne(orderPlacements.errorKey, 'quota_exceeded')),
      ),
    );
  return new Set(rows.map((r) => r.orderId));
}

/**
 * Counts the call's units inside its transaction: `requested` the orders the call names,
 * `queued` those it (re)queued, `placedBefore` from ordersPlacedBefore. Throws QUOTA_EXPIRED and
 * counts nothing when over a limit (the caller's transaction then rolls back its queueing).
 */
export async function consumePlacementQuota(
  tx: Database,
  workplaceId: string,
  input: { requested: readonly string[]; queued: readonly string[]; placedBefore: Set<string> },
  now: Date,
): Promise<void> {
  const queued = [...new Set(input.queued)];
  if (queued.length === 0) return;
  if (new Set(input.requested).size > 1)
    await consumeQuota(tx, { workplaceId, feature: 'BULK_ORDER_FULFILLMENT', now });
  const fresh = queued.filter((id) => !input.placedBefore.has(id)).length;
  if (fresh > 0)
    await consumeQuota(tx, { workplaceId, feature: 'ORDER_FULFILLMENT', amount: fresh, now });
}
