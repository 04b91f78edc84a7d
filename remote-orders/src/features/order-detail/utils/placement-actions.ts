import type { SourceOrder } from '@omni/shared/contracts/orders';
import { isRepeatedOrder } from '../../placement/utils/placement-entries';

/** Sources placed by hand are the merchant's own: neither failed here nor placed again by us. */
const BY_HAND = 'manual';

/**
 * Which failed-placement actions an order offers (spec 002 §7 update-to-fail, recreate): a placed
 * supplier order that is not paid can be marked failed — a paid one cannot, its money was taken
 * (the whole order is then left as is, as the API does); a failed one can be placed again.
 */
export function placementActionsOf(
  sourceOrders: readonly Pick<SourceOrder, 'source' | 'status' | 'paid'>[],
) {
  const api = sourceOrders.filter((s) => s.source !== BY_HAND);
  const anyPaid = sourceOrders.some((s) => s.paid);
  return {
    canMarkFailed: !anyPaid && api.some((s) => s.status === 'success'),
    canRecreate: api.some((s) => s.status === 'error'),
  };
}

/**
 * Whether placing the failed supplier orders again must be confirmed first: one ended with
 * error_repeated_order, so the supplier (AliExpress) may have it already, under a reference it
 * cannot be asked about; placing again sends a new reference and may order twice.
 */
export function recreateNeedsCheck(
  sourceOrders: readonly Pick<SourceOrder, 'source' | 'status' | 'error'>[],
): boolean {
  return sourceOrders.some(
    (s) => s.source !== BY_HAND && s.status === 'error' && isRepeatedOrder(s.error),
  );
}
