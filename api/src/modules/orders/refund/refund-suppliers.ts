import type { FastifyInstance } from 'fastify';
import type { OrderPlacementRow, OrderRefundRow } from '../../../db/schema';
import type { OmniRefund } from '../../../integrations/omni-fulfillment/omni-fulfillment-client';
import { PermanentJobError } from '../../../jobs/job-types';
import {
  SupplierError,
  type SupplierRefund,
  type SupplierRefundAsk,
} from '../../../integrations/suppliers/supplier-source';
import { supplierSources } from '../../supplier-accounts/supplier-sources';
import { omniClient } from '../omni-fulfillment/omni-client';

/** A source's refund calls for one refund (ADR 048): ask, and read the decision so far. */
export interface RefundChannel {
  request(): Promise<SupplierRefund>;
  /** Null when the source has no such request (it never arrived). */
  read(supplierRefundId: string): Promise<SupplierRefund | null>;
}

const decimal = (minor: number) => (minor / 100).toFixed(2);

/** What the source is asked: our refund id as its reference, its order and SKUs, the amount. */
export function refundAsk(refund: OrderRefundRow, placement: OrderPlacementRow): SupplierRefundAsk {
  const skuOf = new Map(placement.lines.map((l) => [l.line_item_id, l.sku_id]));
  return {
    reference: refund.id,
    orderNumber: placement.sourceOrderNumbers[0] ?? '',
    lines: refund.lines.map((l) => ({
      skuId: skuOf.get(l.line_item_id) ?? '',
      quantity: l.quantity,
    })),
    amount: { amount: decimal(refund.amountMinor), currency: refund.currency },
    reason: refund.reason as SupplierRefundAsk['reason'],
    note: refund.note,
  };
}

const omniView = (r: OmniRefund): SupplierRefund => ({
  refundId: r.id,
  decision: r.status === 'requested' ? 'pending' : r.status,
  rawStatus: r.status,
  amount: r.amount,
});

export async function refundChannel(
  app: FastifyInstance,
  refund: OrderRefundRow,
  placement: OrderPlacementRow,
): Promise<RefundChannel> {
  const ask = refundAsk(refund, placement);
  if (placement.source === 'omni') {
    const client = omniClient(app.ctx, app.log);
    return {
      request: async () =>
        omniView(
          await client.requestRefund(
            ask.orderNumber,
            {
              reference: ask.reference,
              reason: ask.reason,
              amount: ask.amount,
              lines: refund.lines.map((l) => ({ line_ref: l.line_item_id, quantity: l.quantity })),
              note: ask.note,
            },
            refund.workplaceId,
          ),
        ),
      read: async (id) => omniView(await client.getRefund(id, refund.workplaceId)),
    };
  }
  if (placement.source !== 'cj')
    throw new PermanentJobError(`${placement.source} takes no refund requests through its API`);
  const supplier = await supplierSources(app.ctx, app.log).forWorkplace(refund.workplaceId, 'cj');
  if (!supplier.refundRequest || !supplier.refundGet)
    throw new SupplierError('cj', 'refund_refused', 'no refund calls');
  return {
    request: () => supplier.refundRequest!(ask),
    read: () => supplier.refundGet!(ask),
  };
}
