import type { RefundStatus } from '@omni/shared/contracts/orders';
import type { SupplierRefundDecision } from '../../../integrations/suppliers/supplier-source';

/** Where a source order's payment went: the wallet can be given back here; a card only outside. */
export type PaidWith = 'wallet' | 'other';

/**
 * The next status of a pending refund from the source's decision (ADR 048), and whether the
 * money goes back to the wallet now. Only a pending refund moves; a decided one never moves
 * again, so a second reading of the same decision does nothing (the wallet is given back once).
 */
export function refundStep(
  current: RefundStatus,
  decision: SupplierRefundDecision,
  paidWith: PaidWith,
): { status: RefundStatus; toWallet: boolean } | null {
  if (current !== 'pending' || decision === 'pending') return null;
  if (decision === 'rejected') return { status: 'rejected', toWallet: false };
  return paidWith === 'wallet'
    ? { status: 'completed', toWallet: true }
    : { status: 'accepted', toWallet: false };
}

/** The order-log action a step writes. */
export const stepAction = (status: RefundStatus) =>
  status === 'rejected' ? ('refund_rejected' as const) : ('refund_accepted' as const);
