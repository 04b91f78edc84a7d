import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ORDER_PLACEMENT_EVENT,
  type ApiPlacementSource,
  type ConfirmRequest,
  type PlacementEntry,
  type PlacementErrorKey,
  type PlacementResult,
  type PlacementSourceKey,
  type PreviewOrder,
  type QueuedPlacementSource,
} from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import { orderPlacements, orders, type PlacementLine } from '../../../db/schema';
import type { SupplierSource } from '../../../integrations/suppliers/supplier-source';
import { supplierSources } from '../../supplier-accounts/supplier-sources';
import { readOrderSettings } from '../settings/settings-repository';
import { PLACE_ORDER_JOB, placeOrderDedupeKey } from './placement-job';
import { loadPlacementOrders } from './placement-orders';
import { groupBySource, quoteGroup } from './placement-preview';
import { checkBulkPlacement, consumePlacementQuota, ordersPlacedBefore } from './placement-quota';
import {
  placementEntries,
  placementReference,
  recordOrderError,
  startPlacement,
  stopProcessing,
} from './placement-repository';
import { recordOrderNumber } from './record-order-number';
import { placementRequestedAction, writeOrderLog, type OrderActor } from '../order-log';
import {
  recordLineAvailability,
  type LineObservation,
} from '../change-supplier/supplier-availability';

/**
 * Placing orders (spec 002 §4): a preview priced by each supplier now; confirm queues one job per
 * order and source in the transaction that records the placement; the progress panel follows the
 * entries over realtime. Orders of another workplace are NOT_FOUND and nothing is queued.
 */
export function createPlacementService(app: FastifyInstance) {
  const { db } = app.ctx;
  const now = () => app.ctx.now();

  const publish = (workplaceId: string, entries: PlacementEntry[]) => {
    for (const entry of entries) app.realtime.publish(workplaceId, ORDER_PLACEMENT_EVENT, entry);
  };

  /** The workplace's linked accounts, once per call (null: not linked). */
  async function suppliersFor(workplaceId: string, sources: Set<ApiPlacementSource | null>) {
    const bound = new Map<ApiPlacementSource, SupplierSource | null>();
    for (const source of sources) {
      if (!source) continue;
      bound.set(
        source,
        await supplierSources(app.ctx, app.log)
          .forWorkplace(workplaceId, source)
          .catch(() => null),
      );
    }
    return bound;
  }

  async function preview(
    workplaceId: string,
    orderIds: string[],
    chosen: Record<string, Record<string, string>> = {},
  ): Promise<PreviewOrder[]> {
    const loaded = await loadPlacementOrders(db, workplaceId, orderIds);
    const groups = groupBySource(loaded);
    const { fulfillment } = await readOrderSettings(db, workplaceId);
    const suppliers = await suppliersFor(workplaceId, new Set(groups.map((g) => g.source)));
    const quotes: PreviewOrder[] = [];
    const observations: LineObservation[] = [];
    for (const group of groups)
      quotes.push(
        await quoteGroup({
          group,
          supplier: group.source ? (suppliers.get(group.source) ?? null) : null,
          preference: fulfillment.shipping_preference,
          chosen: chosen[group.order.order.id] ?? {},
          observe: (observation) => observations.push(observation),
        }),
      );
    // the suppliers' answers mark lines they no longer supply, and unmark those they do again
    await recordLineAvailability(app, workplaceId, observations, now());
    const repeated = await repeatedReferences(workplaceId, orderIds);
    return quotes.map((quote) => {
      const reference = repeated.get(`${quote.order_id}:${quote.source ?? ''}`);
      return reference ? { ...quote, repeated_reference: reference } : quote;
    });
  }

  /**
   * `order id:source` → the reference of each placement that ended error_repeated_order: the
   * supplier may have that order, and the preview warns before it is placed again.
   */
  async function repeatedReferences(workplaceId: string, orderIds: string[]) {
    const rows = await db
      .select({
        orderId: orderPlacements.orderId,
        source: orderPlacements.source,
        reference: orderPlacements.reference,
      })
      .from(orderPlacements)
      .where(
        and(
          eq(orderPlacements.workplaceId, workplaceId),
          inArray(orderPlacements.orderId, orderIds),
          eq(orderPlacements.status, 'error'),
          eq(orderPlacements.errorKey, 'error_repeated_order' satisfies PlacementErrorKey),
        ),
      );
    return new Map(rows.map((row) => [`${row.orderId}:${row.source}`, row.reference]));
  }

  /**
   * Records the placements of the placeable quotes and queues their jobs, in one transaction with
   * the call's ORDER_FULFILLMENT and BULK_ORDER_FULFILLMENT units (placement-quota.ts).
   */
  async function queue(
    actor: OrderActor,
    requested: string[],
    quotes: PreviewOrder[],
  ): Promise<PlacementResult> {
    const { workplaceId } = actor;
    const failed = quotes
      .filter((q) => q.error_key || !q.source || !q.total)
      .map((q) => ({ order_id: q.order_id, error_key: q.error_key ?? 'error_checkout_products' }));
    const placeable = quotes.filter((q) => !q.error_key && q.source && q.total);
    const at = now();
    const ids = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // the orders locked, as a cancellation locks them (ADR 049): one cancelled meanwhile (or
      // named from a stale page) is not placed
      const cancelled = new Set(
        (
          await tx
            .select({ id: orders.id, section: orders.section })
            .from(orders)
            .where(
              and(
                eq(orders.workplaceId, workplaceId),
                inArray(orders.id, [...new Set(placeable.map((q) => q.order_id))]),
              ),
            )
            .for('update')
        )
          .filter((o) => o.section === 'cancelled')
          .map((o) => o.id),
      );
      const placedBefore = await ordersPlacedBefore(tx, [
        ...new Set(placeable.map((q) => q.order_id)),
      ]);
      const queued: string[] = [];
      const requeuedOrders: string[] = [];
      for (const quote of placeable) {
        if (cancelled.has(quote.order_id)) {
          failed.push({ order_id: quote.order_id, error_key: 'order_cancelled' });
          continue;
        }
        const source = quote.source!;
        const lines: PlacementLine[] = quote.lines.map((line) => ({
          line_item_id: line.line_item_id,
          product_id: line.product_id!,
          sku_id: line.sku_id!,
          quantity: line.quantity,
          service_code: line.service_code!,
        }));
        const [existing] = await tx
          .select()
          .from(orderPlacements)
          .where(
            and(eq(orderPlacements.orderId, quote.order_id), eq(orderPlacements.source, source)),
          )
          .for('update');
        // the own service has (or is taking) the whole order: no supplier order besides (ADR 037)
        const [omni] = await tx
          .select({ status: orderPlacements.status })
          .from(orderPlacements)
          .where(
            and(eq(orderPlacements.orderId, quote.order_id), eq(orderPlacements.source, 'omni')),
          );
        if (omni && omni.status !== 'error') {
          failed.push({ order_id: quote.order_id, error_key: 'already_placed' });
          continue;
        }
        // a second click while it runs, or once it is placed, reuses the placement
        if (existing && existing.status !== 'error') {
          queued.push(existing.id);
          continue;
        }
        requeuedOrders.push(quote.order_id);
        const { id, generation } = await startPlacement(
          tx,
          { workplaceId, orderId: quote.order_id, source },
          existing,
          { lines, cost: quote.total!, at },
        );
        await writeOrderLog(tx, actor, [
          { orderId: quote.order_id, action: placementRequestedAction(actor), data: { source } },
        ]);
        await app.jobs.enqueue(
          {
            job: PLACE_ORDER_JOB,
            payload: { placementId: id, generation },
            dedupeKey: placeOrderDedupeKey(id, generation),
            workplaceId,
          },
          tx,
        );
        queued.push(id);
      }
      await consumePlacementQuota(
        tx,
        workplaceId,
        { requested, queued: requeuedOrders, placedBefore },
        at,
      );
      return queued;
    });
    const entries = await placementEntries(db, workplaceId, ids);
    publish(workplaceId, entries);
    return { entries, failed };
  }

  return {
    /** A bulk preview on a plan without bulk placement says so at once (nothing is counted). */
    async preview(workplaceId: string, orderIds: string[]) {
      await checkBulkPlacement(db, workplaceId, orderIds, now());
      return preview(workplaceId, orderIds);
    },

    async confirm(actor: OrderActor, body: ConfirmRequest): Promise<PlacementResult> {
      const chosen = Object.fromEntries(body.orders.map((o) => [o.order_id, o.shipping ?? {}]));
      const ids = Object.keys(chosen);
      await checkBulkPlacement(db, actor.workplaceId, ids, now());
      return queue(actor, ids, await preview(actor.workplaceId, ids, chosen));
    },

    async request(actor: OrderActor, orderIds: string[]): Promise<PlacementResult> {
      await checkBulkPlacement(db, actor.workplaceId, orderIds, now());
      return queue(actor, orderIds, await preview(actor.workplaceId, orderIds));
    },

    entries: (workplaceId: string, ids?: string[]) => placementEntries(db, workplaceId, ids),

    async stop(actor: OrderActor, source: QueuedPlacementSource): Promise<number> {
      const { workplaceId } = actor;
      const stopped = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const rows = await stopProcessing(tx, workplaceId, source, now());
        await writeOrderLog(
          tx,
          actor,
          rows.map((row) => ({
            orderId: row.orderId,
            action: 'placement_stopped',
            data: { source },
          })),
        );
        return rows.map((row) => row.id);
      });
      publish(workplaceId, await placementEntries(db, workplaceId, stopped));
      return stopped.length;
    },

    /**
     * The merchant orders from the source by hand and pays it there: the order moves on to
     * payment/order_placed; the source order number follows with updateOrderNumber.
     */
    async manuallyFulfill(actor: OrderActor, orderIds: string[]): Promise<PlacementResult> {
      const { workplaceId } = actor;
      await loadPlacementOrders(db, workplaceId, orderIds); // NOT_FOUND for foreign ids
      const at = now();
      const ids = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const out: string[] = [];
        for (const orderId of orderIds) {
          const [row] = await tx
            .insert(orderPlacements)
            .values({
              workplaceId,
              orderId,
              source: 'manual',
              status: 'success',
              reference: placementReference(orderId, 'manual', 1),
              paidAt: at,
              createdAt: at,
              updatedAt: at,
            })
            .onConflictDoUpdate({
              target: [orderPlacements.orderId, orderPlacements.source],
              set: { status: 'success', errorKey: null, updatedAt: at },
            })
            .returning({ id: orderPlacements.id });
          out.push(row!.id);
        }
        await tx
          .update(orders)
          .set({
            section: 'payment',
            subStatus: 'order_placed',
            sourceType: 'manual',
            errorMessage: null,
            updatedAt: at,
          })
          .where(and(eq(orders.workplaceId, workplaceId), inArray(orders.id, orderIds)));
        await writeOrderLog(
          tx,
          actor,
          orderIds.map((orderId) => ({ orderId, action: 'manually_fulfilled' })),
        );
        return out;
      });
      const entries = await placementEntries(db, workplaceId, ids);
      publish(workplaceId, entries);
      return { entries, failed: [] };
    },

    /** The supplier's order number, recorded by the merchant (record-order-number.ts). */
    async updateOrderNumber(
      actor: OrderActor,
      orderId: string,
      source: PlacementSourceKey,
      orderNo: string,
    ): Promise<PlacementEntry> {
      const { workplaceId } = actor;
      await loadPlacementOrders(db, workplaceId, [orderId]);
      const id = await db.transaction((transaction) =>
        recordOrderNumber(
          transaction as unknown as Database,
          actor,
          { orderId, source, orderNo },
          now(),
        ),
      );
      const [entry] = await placementEntries(db, workplaceId, [id]);
      publish(workplaceId, [entry!]);
      return entry!;
    },

    /** A failure found outside the job (spec 002 §4), recorded on the order's placement. */
    async recordError(
      actor: OrderActor,
      orderId: string,
      source: PlacementSourceKey,
      errorKey: PlacementErrorKey,
    ): Promise<PlacementEntry> {
      const { workplaceId } = actor;
      await loadPlacementOrders(db, workplaceId, [orderId]);
      const at = now();
      const row = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [recorded] = await tx
          .insert(orderPlacements)
          .values({
            workplaceId,
            orderId,
            source,
            status: 'error',
            errorKey,
            reference: placementReference(orderId, source, 1),
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoUpdate({
            target: [orderPlacements.orderId, orderPlacements.source],
            set: { status: 'error', errorKey, updatedAt: at },
          })
          .returning({ id: orderPlacements.id });
        await recordOrderError(tx, orderId, errorKey, at);
        await writeOrderLog(tx, actor, [
          { orderId, action: 'placement_failed', data: { source, error_key: errorKey } },
        ]);
        return recorded;
      });
      const [entry] = await placementEntries(db, workplaceId, [row!.id]);
      publish(workplaceId, [entry!]);
      return entry!;
    },

    /**
     * Back to New orders: orders with nothing paid return to placement/ready, their placements end
     * as cancel_order, and a later placement is a new generation (a new reference, so the supplier
     * does not hand back the old order). Paid or unknown orders are left as they are, and so is an
     * order its store cancelled: only the store could reopen it. An order the merchant cancelled
     * here comes back with its cancel note cleared (ADR 049).
     */
    async revert(actor: OrderActor, orderIds: string[]): Promise<string[]> {
      const { workplaceId } = actor;
      await loadPlacementOrders(db, workplaceId, orderIds);
      const at = now();
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const states = await tx
          .select({
            id: orders.id,
            section: orders.section,
            subStatus: orders.subStatus,
            storeCancelled: orders.storeCancelled,
          })
          .from(orders)
          .where(and(eq(orders.workplaceId, workplaceId), inArray(orders.id, orderIds)))
          .for('update');
        const placements = await tx
          .select()
          .from(orderPlacements)
          .where(inArray(orderPlacements.orderId, orderIds))
          .for('update');
        const paid = new Set(placements.filter((p) => p.paidAt).map((p) => p.orderId));
        const storeCancelled = new Set(states.filter((o) => o.storeCancelled).map((o) => o.id));
        const revertible = orderIds.filter((id) => !paid.has(id) && !storeCancelled.has(id));
        if (revertible.length === 0) return [];
        // cancelled by channel and not by the store: the merchant's own cancellation
        const uncancelled = new Set(
          states
            .filter((o) => o.section === 'cancelled' && o.subStatus === 'channel')
            .map((o) => o.id),
        );
        await tx
          .update(orderPlacements)
          .set({ status: 'error', errorKey: 'cancel_order', updatedAt: at })
          .where(inArray(orderPlacements.orderId, revertible));
        await tx
          .update(orders)
          .set({
            section: 'placement',
            subStatus: 'ready',
            status: sql`case when ${orders.section} = 'cancelled' and ${orders.subStatus} = 'channel' then 'unfulfilled' else ${orders.status} end`,
            cancelNote: null,
            errorMessage: null,
            updatedAt: at,
          })
          .where(and(eq(orders.workplaceId, workplaceId), inArray(orders.id, revertible)));
        await writeOrderLog(
          tx,
          actor,
          revertible.map((orderId) => ({
            orderId,
            action: uncancelled.has(orderId) ? 'cancellation_undone' : 'placement_reverted',
          })),
        );
        return revertible;
      });
    },
  };
}

export type PlacementService = ReturnType<typeof createPlacementService>;
