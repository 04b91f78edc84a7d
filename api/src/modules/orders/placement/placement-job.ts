import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import {
  ORDER_PLACEMENT_EVENT,
  SUPPLIER_UNAVAILABLE_REASONS,
  type ApiPlacementSource,
} from '@omni/shared/contracts/orders';
import {
  defineJob,
  PermanentJobError,
  type JobContext,
  type JobModule,
} from '../../../jobs/job-types';
import { supplierSources } from '../../supplier-accounts/supplier-sources';
import type { SupplierSource } from '../../../integrations/suppliers/supplier-source';
import { observeLines, recordLineAvailability } from '../change-supplier/supplier-availability';
import { classifyPlacementError } from './placement-errors';
import { loadPlacementOrders } from './placement-orders';
import { supplierAddress } from './placement-preview';
import { endPlacementFailed, endPlacementPlaced } from './placement-outcome';
import { findPlacement, placementEntries, saveSourceOrderNumbers } from './placement-repository';

export const PlaceOrderPayloadSchema = Type.Object({
  placementId: Type.String({ format: 'uuid' }),
  generation: Type.Integer({ minimum: 1 }),
});
export type PlaceOrderPayload = Static<typeof PlaceOrderPayloadSchema>;

const UNAVAILABLE_KEYS = new Set<string>(SUPPLIER_UNAVAILABLE_REASONS);

/** One order placed with one source (one generation of its placement). */
export const PLACE_ORDER_JOB = defineJob<PlaceOrderPayload>('orders.place');

/** The outside effect is one supplier order per placement generation: one job for it, ever. */
export const placeOrderDedupeKey = (placementId: string, generation: number) =>
  `place:${placementId}:${generation}`;

/**
 * Creates the supplier order of one placement. Idempotent with the supplier: the placement's
 * reference (unique per generation) goes out as CJ's orderNumber / AliExpress's out_order_id; the
 * order numbers are saved the moment they are known, and a placement that has them is not sent
 * again. A repeated create (a retry, or a worker killed between the supplier's answer and our
 * write) therefore never places a second order: CJ answers it with the order it already has;
 * AliExpress refuses it (REPEATED_ORDER_ERROR) and cannot be asked for the order by our reference,
 * so the placement ends as error_repeated_order, which tells the merchant to check AliExpress
 * for that reference before placing again.
 */
export const placeOrderJobs: JobModule = (app) => {
  const { db } = app.ctx;
  const publish = async (workplaceId: string, id: string) => {
    const [entry] = await placementEntries(db, workplaceId, [id]);
    if (entry) app.realtime.publish(workplaceId, ORDER_PLACEMENT_EVENT, entry);
  };

  app.jobs.register(PLACE_ORDER_JOB, async (raw: unknown, ctx: JobContext) => {
    if (!Value.Check(PlaceOrderPayloadSchema, raw))
      throw new PermanentJobError('bad placement payload');
    const placement = await findPlacement(db, raw.placementId);
    if (
      !placement ||
      placement.generation !== raw.generation ||
      placement.status !== 'processing' ||
      placement.source === 'manual' ||
      placement.source === 'omni' // the own service's job (omni-placement-job.ts)
    )
      return; // gone, recreated, stopped or already finished
    const { workplaceId } = placement;
    const now = () => ctx.now();

    /**
     * The supplier refused the order for a product it no longer has (or not enough of): which
     * line is asked of it again (its refusal does not say), and those lines are marked.
     */
    const markUnavailableLines = async (supplier: SupplierSource, source: ApiPlacementSource) => {
      const observations = await observeLines(
        supplier,
        placement.lines.map((line) => ({
          lineItemId: line.line_item_id,
          source,
          productId: line.product_id,
          skuId: line.sku_id,
          quantity: line.quantity,
        })),
      );
      await recordLineAvailability(app, workplaceId, observations, now());
    };
    const fail = async (errorKey: string) => {
      await endPlacementFailed(db, placement, errorKey, now());
      await publish(workplaceId, placement.id);
    };

    let numbers = placement.sourceOrderNumbers;
    if (numbers.length === 0) {
      let supplier: SupplierSource | null = null;
      try {
        const [order] = await loadPlacementOrders(db, workplaceId, [placement.orderId]);
        const shipTo = supplierAddress(order!);
        if (!shipTo) return await fail('error_save_all_address');
        supplier = await supplierSources(app.ctx, app.log).forWorkplace(
          workplaceId,
          placement.source,
        );
        const created = await supplier.orderCreate({
          reference: placement.reference,
          shipTo,
          lines: placement.lines.map((line) => ({
            productId: line.product_id,
            skuId: line.sku_id,
            quantity: line.quantity,
            serviceCode: line.service_code,
          })),
        });
        if (created.orderNumbers.length === 0) throw new Error('supplier answered no order number');
        await saveSourceOrderNumbers(db, placement, created.orderNumbers, now());
        numbers = created.orderNumbers;
      } catch (error) {
        const classified = classifyPlacementError(error);
        if (classified.transient && ctx.job.attempts < ctx.job.maxAttempts) throw error;
        ctx.log.warn({ err: error, placementId: placement.id }, 'order placement failed');
        if (supplier && UNAVAILABLE_KEYS.has(classified.key))
          await markUnavailableLines(supplier, placement.source);
        return await fail(classified.key);
      }
    }

    await endPlacementPlaced(db, placement, numbers, now());
    await ctx.progress(1, 1);
    await publish(workplaceId, placement.id);
  });
};
