import { and, eq, inArray } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { ORDER_PLACEMENT_EVENT } from '@omni/shared/contracts/orders';
import { toMinorUnits } from '@omni/shared/money';
import { orderLineItems, orderPlacements, type OrderPlacementRow } from '../../../db/schema';
import {
  omniShipTo,
  type OmniRequest,
  type OmniRequestCreate,
} from '../../../integrations/omni-fulfillment/omni-fulfillment-client';
import type { SupplierAddress } from '../../../integrations/suppliers/supplier-source';
import {
  defineJob,
  PermanentJobError,
  type JobContext,
  type JobModule,
} from '../../../jobs/job-types';
import { classifyPlacementError } from '../placement/placement-errors';
import { PlaceOrderPayloadSchema, type PlaceOrderPayload } from '../placement/placement-job';
import { loadPlacementOrders } from '../placement/placement-orders';
import { supplierAddress } from '../placement/placement-preview';
import { endPlacementFailed, endPlacementPlaced } from '../placement/placement-outcome';
import { findPlacement, placementEntries } from '../placement/placement-repository';
import { omniClient } from './omni-client';

/** One order sent to the own fulfilment service (one generation of its omni placement). */
export const OMNI_PLACE_JOB = defineJob<PlaceOrderPayload>('orders.place-omni');

/** One service request per placement generation: one job for it, ever. */
export const omniPlaceDedupeKey = (placementId: string, generation: number) =>
  `place-omni:${placementId}:${generation}`;

/** The create call for a placement: its reference, the address and its fixed lines. */
export function omniCreateOf(
  placement: Pick<OrderPlacementRow, 'reference' | 'workplaceId' | 'lines'>,
  shipTo: SupplierAddress,
): OmniRequestCreate {
  return {
    reference: placement.reference,
    merchant_id: placement.workplaceId,
    ship_to: omniShipTo(shipTo),
    lines: placement.lines.map((line) => ({
      line_ref: line.line_item_id,
      title: line.title ?? '',
      quantity: line.quantity,
      sku: line.sku_id || null,
      supplier:
        line.supplier_source && line.product_id
          ? { source: line.supplier_source, product_id: line.product_id, sku_id: line.sku_id }
          : null,
    })),
  };
}

/** A line's omni_recommend from the service's request: its shipping and its number. */
export const omniRecommendOf = (request: OmniRequest) => ({
  shipping_info: request.shipping
    ? {
        service_name: request.shipping.service_name,
        amount: Number(request.shipping.amount),
        processing_time: request.shipping.processing_time,
        delivery_time: request.shipping.delivery_time,
      }
    : null,
  source_order_id: request.id,
});

/**
 * Sends one omni placement to the service. Idempotent with it: the service's request for our
 * reference is looked up first and only created when there is none (and the service itself
 * answers a repeated create with the request it has); its number is saved the moment it is known,
 * and a placement that has one is never sent again. So a retry, or a worker killed between the
 * service's answer and our write, never makes a second request.
 */
export const omniPlacementJobs: JobModule = (app) => {
  const { db } = app.ctx;
  const publish = async (workplaceId: string, id: string) => {
    const [entry] = await placementEntries(db, workplaceId, [id]);
    if (entry) app.realtime.publish(workplaceId, ORDER_PLACEMENT_EVENT, entry);
  };

  app.jobs.register(OMNI_PLACE_JOB, async (raw: unknown, ctx: JobContext) => {
    if (!Value.Check(PlaceOrderPayloadSchema, raw))
      throw new PermanentJobError('bad omni placement payload');
    const placement = await findPlacement(db, raw.placementId);
    if (
      !placement ||
      placement.source !== 'omni' ||
      placement.generation !== raw.generation ||
      placement.status !== 'processing'
    )
      return; // gone, recreated, stopped or already finished
    const { workplaceId, orderId } = placement;
    const now = () => ctx.now();
    const fail = async (errorKey: string) => {
      await endPlacementFailed(db, placement, errorKey, now());
      await publish(workplaceId, placement.id);
    };

    let numbers = placement.sourceOrderNumbers;
    if (numbers.length === 0) {
      try {
        const [order] = await loadPlacementOrders(db, workplaceId, [orderId]);
        const shipTo = supplierAddress(order!);
        if (!shipTo) return await fail('error_save_all_address');
        const client = omniClient(app.ctx, app.log);
        const request =
          (await client.findByReference(placement.reference, workplaceId)) ??
          (await client.create(omniCreateOf(placement, shipTo)));
        if (request.status === 'rejected') return await fail('error_checkout_products');
        const cost = toMinorUnits(request.total.amount, request.total.currency);
        await db.transaction(async (tx) => {
          await tx
            .update(orderPlacements)
            .set({
              sourceOrderNumbers: [request.id],
              costMinor: cost,
              costCurrency: cost === null ? null : request.total.currency,
              updatedAt: now(),
            })
            .where(
              and(
                eq(orderPlacements.id, placement.id),
                eq(orderPlacements.generation, placement.generation),
              ),
            );
          // what the service answered for the lines it took: omni_recommend (spec 002 §3)
          await tx
            .update(orderLineItems)
            .set({ ownRecommend: omniRecommendOf(request), updatedAt: now() })
            .where(
              and(
                eq(orderLineItems.orderId, orderId),
                inArray(
                  orderLineItems.id,
                  placement.lines.map((line) => line.line_item_id),
                ),
              ),
            );
        });
        numbers = [request.id];
      } catch (error) {
        const classified = classifyPlacementError(error);
        if (classified.transient && ctx.job.attempts < ctx.job.maxAttempts) throw error;
        ctx.log.warn({ err: error, placementId: placement.id }, 'omni fulfilment request failed');
        return await fail(classified.key);
      }
    }

    await endPlacementPlaced(db, placement, numbers, now());
    await ctx.progress(1, 1);
    await publish(workplaceId, placement.id);
  });
};
