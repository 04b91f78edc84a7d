import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { ORDER_PLACEMENT_EVENT } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import { orderPlacements, orders } from '../../../db/schema';
import {
  defineJob,
  PermanentJobError,
  type JobContext,
  type JobModule,
} from '../../../jobs/job-types';
import {
  PAY_ON_SOURCE,
  SupplierError,
  type SupplierPaymentMemo,
} from '../../../integrations/suppliers/supplier-source';
import { notify } from '../../notifications/notify';
import { supplierSources } from '../../supplier-accounts/supplier-sources';
import { placementEntries } from '../placement/placement-repository';
import { isSyncedSource, queueSourceOrderSync } from '../source-sync/source-order-sync';

export const PaySupplierPayloadSchema = Type.Object({
  placementId: Type.String({ format: 'uuid' }),
});
export type PaySupplierPayload = Static<typeof PaySupplierPayloadSchema>;

/** Pays the supplier for one paid placement, through the supplier's own payment. */
export const PAY_SUPPLIER_JOB = defineJob<PaySupplierPayload>('orders.pay-supplier');

/** One supplier payment per placement, ever (the supplier's payment is the outside effect). */
export const paySupplierDedupeKey = (placementId: string) => `pay-supplier:${placementId}`;

/**
 * After the merchant paid us (wallet or card), the supplier is paid: CJ from the account's balance
 * through its documented path for createOrderV2 orders (cart, confirmation, parent order, then
 * payBalanceV2, ADR 043). The adapter reads the order first and pays nothing CJ shows paid, and
 * the ids it gets on the way are saved on the placement (`source_payment_refs`) before its next
 * call, so a retry goes on where the last attempt stopped and never pays twice. The order then
 * moves to payment/order_placed (spec 002 §4). A supplier refusal (CJ 1604000 balance
 * insufficient …) stays on the placement as its error key for the merchant to see. AliExpress
 * cannot pay an existing order through its API (ADR 042): one it still shows unpaid moves on as
 * before, with the warning PAY_ON_SOURCE so that the merchant pays it on AliExpress.
 */
export const paySupplierJobs: JobModule = (app) => {
  const { db } = app.ctx;
  app.jobs.register(PAY_SUPPLIER_JOB, async (raw: unknown, ctx: JobContext) => {
    if (!Value.Check(PaySupplierPayloadSchema, raw))
      throw new PermanentJobError('bad supplier payment payload');
    const [placement] = await db
      .select()
      .from(orderPlacements)
      .where(eq(orderPlacements.id, raw.placementId));
    if (!placement || !placement.paidAt || placement.source === 'manual') return;
    let errorKey: string | null = null;
    let warningKey: string | null = null;
    try {
      // the own service is paid by the merchant's payment itself (ADR 037): no outside call
      if (placement.source !== 'omni') {
        const supplier = await supplierSources(app.ctx, app.log).forWorkplace(
          placement.workplaceId,
          placement.source,
        );
        if (supplier.orderPay) {
          let kept = placement.sourcePaymentRefs;
          const memo = (number: string): SupplierPaymentMemo => ({
            refs: kept[number] ?? {},
            save: async (refs) => {
              kept = { ...kept, [number]: { ...kept[number], ...refs } };
              await db
                .update(orderPlacements)
                .set({ sourcePaymentRefs: kept, updatedAt: ctx.now() })
                .where(eq(orderPlacements.id, placement.id));
            },
          });
          for (const number of placement.sourceOrderNumbers)
            if ((await supplier.orderPay(number, memo(number))) === PAY_ON_SOURCE)
              warningKey = PAY_ON_SOURCE;
        }
      }
    } catch (error) {
      const transient =
        error instanceof SupplierError &&
        (error.key === 'rate_limited' || error.key === 'unavailable');
      if (transient && ctx.job.attempts < ctx.job.maxAttempts) throw error;
      errorKey = error instanceof SupplierError ? error.key : 'supplier_payment_failed';
      ctx.log.warn({ err: error, placementId: placement.id }, 'supplier payment failed');
    }
    const at = ctx.now();
    await db
      .update(orderPlacements)
      .set({ warningKey: errorKey ?? warningKey, updatedAt: at })
      .where(eq(orderPlacements.id, placement.id));
    if (errorKey) {
      const [order] = await db
        .select({ name: orders.orderName, platformId: orders.platformOrderId })
        .from(orders)
        .where(eq(orders.id, placement.orderId));
      await notify(app.ctx, placement.workplaceId, {
        kind: 'orderPaymentFailed',
        params: { order: order?.name ?? order?.platformId ?? placement.reference },
      });
    }
    if (!errorKey)
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await tx
          .update(orders)
          .set({ section: 'payment', subStatus: 'order_placed', updatedAt: at })
          .where(and(eq(orders.id, placement.orderId), eq(orders.section, 'payment')));
        // what the source did before the payment (shipped, even delivered) reaches the order now
        if (isSyncedSource(placement.source))
          await queueSourceOrderSync(tx, placement.workplaceId, at);
      });
    const [entry] = await placementEntries(db, placement.workplaceId, [placement.id]);
    if (entry) app.realtime.publish(placement.workplaceId, ORDER_PLACEMENT_EVENT, entry);
  });
};
