import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ORDER_PLACEMENT_EVENT,
  type PlacementErrorKey,
  type PlacementResult,
} from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import { orderPlacements, type PlacementLine } from '../../../db/schema';
import { placementRequestedAction, writeOrderLog, type OrderActor } from '../order-log';
import { loadPlacementOrders, type PlacementOrder } from '../placement/placement-orders';
import { supplierAddress } from '../placement/placement-preview';
import {
  checkBulkPlacement,
  consumePlacementQuota,
  ordersPlacedBefore,
} from '../placement/placement-quota';
import { placementEntries, startPlacement } from '../placement/placement-repository';
import { requireOmniEnabled } from './enrolment';
import { OMNI_PLACE_JOB, omniPlaceDedupeKey } from './omni-placement-job';

/** Lines as the own service takes them: the whole order, each with its supplier hint if mapped. */
export function omniLines(order: PlacementOrder): PlacementLine[] {
  return order.lines.map((line) => ({
    line_item_id: line.lineItemId,
    product_id: line.productId ?? line.mapped?.sourceProductId ?? '',
    sku_id: line.skuId ?? line.mapped?.skuId ?? '',
    quantity: line.quantity,
    service_code: 'omni',
    title: line.title,
    supplier_source: line.source ?? line.mapped?.source ?? null,
  }));
}

/**
 * POST orders/v4/omni-fulfillment/request (ADR 037): one placement of source `omni` per order, its
 * job queued in the transaction that records it, with the same quota units as any placement. An
 * order another source has (or is placing) is refused as already_placed, so nothing ships twice;
 * an order whose omni placement is running or done reuses it; a failed one becomes the next
 * generation (a new reference, so the service makes a new request).
 */
export async function requestOmniFulfillment(
  app: FastifyInstance,
  actor: OrderActor,
  orderIds: string[],
): Promise<PlacementResult> {
  const { db } = app.ctx;
  const { workplaceId } = actor;
  const at = app.ctx.now();
  await requireOmniEnabled(db, workplaceId);
  const loaded = await loadPlacementOrders(db, workplaceId, orderIds); // NOT_FOUND for foreign ids
  await checkBulkPlacement(db, workplaceId, orderIds, at);

  const failed: { order_id: string; error_key: PlacementErrorKey }[] = [];
  const ready: PlacementOrder[] = [];
  for (const order of loaded) {
    if (!supplierAddress(order))
      failed.push({ order_id: order.order.id, error_key: 'error_save_all_address' });
    else if (order.lines.length === 0)
      failed.push({ order_id: order.order.id, error_key: 'error_checkout_products' });
    else ready.push(order);
  }

  const ids = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const placedBefore = await ordersPlacedBefore(
      tx,
      ready.map((o) => o.order.id),
    );
    const queued: string[] = [];
    const requeued: string[] = [];
    for (const order of ready) {
      const orderId = order.order.id;
      const existing = await tx
        .select()
        .from(orderPlacements)
        .where(eq(orderPlacements.orderId, orderId))
        .for('update');
      const own = existing.find((p) => p.source === 'omni');
      if (existing.some((p) => p.source !== 'omni' && p.status !== 'error')) {
        failed.push({ order_id: orderId, error_key: 'already_placed' });
        continue;
      }
      if (own && own.status !== 'error') {
        queued.push(own.id);
        continue;
      }
      // the service prices the order when it takes it (saved by the job)
      const { id, generation } = await startPlacement(
        tx,
        { workplaceId, orderId, source: 'omni' },
        own,
        { lines: omniLines(order), cost: null, at },
      );
      await writeOrderLog(tx, actor, [
        { orderId, action: placementRequestedAction(actor), data: { source: 'omni' } },
      ]);
      await app.jobs.enqueue(
        {
          job: OMNI_PLACE_JOB,
          payload: { placementId: id, generation },
          dedupeKey: omniPlaceDedupeKey(id, generation),
          workplaceId,
        },
        tx,
      );
      requeued.push(orderId);
      queued.push(id);
    }
    await consumePlacementQuota(
      tx,
      workplaceId,
      { requested: orderIds, queued: requeued, placedBefore },
      at,
    );
    return queued;
  });
  const entries = await placementEntries(db, workplaceId, ids);
  for (const entry of entries) app.realtime.publish(workplaceId, ORDER_PLACEMENT_EVENT, entry);
  return { entries, failed };
}
