import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ORDER_PLACEMENT_EVENT,
  PLACEMENT_WARNING_KEYS,
  type PlacementEntry,
  type PlacementResult,
  type UpdateToFailBody,
  type UpdateToFailResult,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import { orderPlacements, orders, type OrderPlacementRow } from '../../../db/schema';
import { badRequest } from '../../../http/app-error';
import { updateCustomer } from '../detail/service';
import { writeOrderLog, type OrderActor } from '../order-log';
import { requestOmniFulfillment } from '../omni-fulfillment/omni-request';
import { PAY_SUPPLIER_JOB } from '../payment/supplier-payment-job';
import { loadPlacementOrders } from './placement-orders';
import { placementEntries } from './placement-repository';
import type { PlacementService } from './placement-service';

/** What a failed placement ends with when the merchant names no key: spec 002 §8 "order fail". */
const DEFAULT_FAIL_KEY = 'error_checkout_products';

/** A retry of one failed supplier payment: one job per failure (its moment), not per click. */
export const retrySupplierPaymentKey = (placement: Pick<OrderPlacementRow, 'id' | 'updatedAt'>) =>
  `pay-supplier:${placement.id}:retry:${placement.updatedAt.getTime()}`;

const placementWarnings: readonly string[] = PLACEMENT_WARNING_KEYS;

/**
 * Failed placements (spec 002 §7): update-to-fail, recreate, and the retry of failed supplier
 * payments (payments/retry-all). Each change and its history entries are one transaction.
 */
export function createFailedPlacementService(app: FastifyInstance, placement: PlacementService) {
  const { db } = app.ctx;
  const now = () => app.ctx.now();
  const publish = (workplaceId: string, entries: PlacementEntry[]) => {
    for (const entry of entries) app.realtime.publish(workplaceId, ORDER_PLACEMENT_EVENT, entry);
  };

  return {
    /**
     * PUT orders/v4/update-to-fail: the orders' unpaid placements (those of the given lines' sources
     * when `items` is sent) end as error with the key, and the orders return to New orders showing
     * it. An order with a paid placement is skipped (money was taken: a refund, not a failure), as
     * is one with nothing placed. The corrected customer, when sent, is checked and saved first.
     */
    async updateToFail(actor: OrderActor, body: UpdateToFailBody): Promise<UpdateToFailResult> {
      const { workplaceId } = actor;
      await loadPlacementOrders(db, workplaceId, body.order_ids); // NOT_FOUND for foreign ids
      if (body.customer && body.order_ids.length !== 1)
        throw badRequest(MessageKey.ValidationFailed, [
          { field: 'customer', message: MessageKey.FieldInvalid, params: { rule: 'one_order' } },
        ]);
      if (body.customer)
        await updateCustomer(db, actor, { ...body.customer, order_id: body.order_ids[0]! }, now());
      const errorKey = body.error_key ?? DEFAULT_FAIL_KEY;
      const items = body.items ? new Set(body.items) : null;
      const at = now();
      const { failedIds, skipped } = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const placements = await tx
          .select()
          .from(orderPlacements)
          .where(
            and(
              eq(orderPlacements.workplaceId, workplaceId),
              inArray(orderPlacements.orderId, body.order_ids),
            ),
          )
          .orderBy(orderPlacements.id)
          .for('update');
        const failedIds: string[] = [];
        const skipped: UpdateToFailResult['skipped'] = [];
        for (const orderId of body.order_ids) {
          const own = placements.filter(
            (p) =>
              p.orderId === orderId &&
              (!items || p.lines.some((line) => items.has(line.line_item_id))),
          );
          if (own.some((p) => p.paidAt)) {
            skipped.push({ order_id: orderId, reason: 'paid' });
            continue;
          }
          const target = own.filter((p) => p.status !== 'error');
          if (target.length === 0) {
            skipped.push({ order_id: orderId, reason: 'not_placed' });
            continue;
          }
          await tx
            .update(orderPlacements)
            .set({ status: 'error', errorKey, warningKey: null, updatedAt: at })
            .where(
              inArray(
                orderPlacements.id,
                target.map((p) => p.id),
              ),
            );
          await tx
            .update(orders)
            .set({
              section: 'placement',
              subStatus: 'ready',
              errorMessage: errorKey,
              updatedAt: at,
            })
            .where(and(eq(orders.workplaceId, workplaceId), eq(orders.id, orderId)));
          await writeOrderLog(
            tx,
            actor,
            target.map((p) => ({
              orderId,
              action: 'marked_failed',
              data: { source: p.source, error_key: errorKey },
            })),
          );
          failedIds.push(...target.map((p) => p.id));
        }
        return { failedIds, skipped };
      });
      const entries = await placementEntries(db, workplaceId, failedIds);
      publish(workplaceId, entries);
      return { entries, skipped };
    },

    /**
     * POST orders/v4/recreate: the orders with a failed placement are placed again (a new
     * generation of each failed placement; the placed ones are kept); the others come back in
     * `failed` with nothing_to_recreate.
     */
    async recreate(actor: OrderActor, orderIds: string[]): Promise<PlacementResult> {
      const { workplaceId } = actor;
      await loadPlacementOrders(db, workplaceId, orderIds);
      const failed = await db
        .selectDistinct({ orderId: orderPlacements.orderId, source: orderPlacements.source })
        .from(orderPlacements)
        .where(
          and(
            eq(orderPlacements.workplaceId, workplaceId),
            inArray(orderPlacements.orderId, orderIds),
            eq(orderPlacements.status, 'error'),
            ne(orderPlacements.source, 'manual'),
          ),
        );
      const recreatable = new Set(failed.map((row) => row.orderId));
      const nothing = orderIds
        .filter((id) => !recreatable.has(id))
        .map((order_id) => ({ order_id, error_key: 'nothing_to_recreate' }));
      if (recreatable.size === 0) return { entries: [], failed: nothing };
      // an order the own service failed goes back to it, not to the suppliers (ADR 037)
      const toOmni = new Set(
        failed.filter((row) => row.source === 'omni').map((row) => row.orderId),
      );
      const results = await Promise.all([
        toOmni.size > 0 ? requestOmniFulfillment(app, actor, [...toOmni]) : null,
        recreatable.size > toOmni.size
          ? placement.request(
              actor,
              orderIds.filter((id) => recreatable.has(id) && !toOmni.has(id)),
            )
          : null,
      ]);
      return {
        entries: results.flatMap((result) => result?.entries ?? []),
        failed: [...results.flatMap((result) => result?.failed ?? []), ...nothing],
      };
    },

    /**
     * GET orders/v6/payments/retry-all: every paid placement whose supplier payment failed gets its
     * supplier payment queued again (once per failure: a second call before it runs adds nothing).
     */
    async retryAllSupplierPayments(actor: OrderActor): Promise<PlacementEntry[]> {
      const { workplaceId } = actor;
      const retried = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const rows = await tx
          .select()
          .from(orderPlacements)
          .where(
            and(
              eq(orderPlacements.workplaceId, workplaceId),
              isNotNull(orderPlacements.paidAt),
              isNotNull(orderPlacements.warningKey),
              ne(orderPlacements.source, 'manual'),
            ),
          )
          .for('update');
        const failedPayments = rows.filter((p) => !placementWarnings.includes(p.warningKey!));
        const queued: OrderPlacementRow[] = [];
        for (const row of failedPayments) {
          const { deduped } = await app.jobs.enqueue(
            {
              job: PAY_SUPPLIER_JOB,
              payload: { placementId: row.id },
              dedupeKey: retrySupplierPaymentKey(row),
              workplaceId,
            },
            tx,
          );
          if (!deduped) queued.push(row);
        }
        await writeOrderLog(
          tx,
          actor,
          queued.map((row) => ({
            orderId: row.orderId,
            action: 'supplier_payment_retried',
            data: { source: row.source, error_key: row.warningKey },
          })),
        );
        return failedPayments.map((row) => row.id);
      });
      return placementEntries(db, workplaceId, retried);
    },
  };
}
