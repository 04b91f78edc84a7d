import type { SourceOrder } from '@omni/shared/contracts/orders';
import type { OrderRefundRow } from '../../../db/schema';

/** A source order's refund_info (spec 002 §3): its latest refund, or null before any. */
export const refundInfo = (row: OrderRefundRow | undefined): SourceOrder['refund_info'] =>
  row
    ? {
        status: row.status,
        id: row.id,
        reason: row.reason,
        amount_minor: row.amountMinor,
        currency: row.currency,
        note: row.note,
        error_key: row.errorKey,
        updated_at: row.updatedAt.toISOString(),
      }
    : null;
