import type { SourceOrder } from '@omni/shared/contracts/orders';

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
