import type { SourceOrder } from '@omni/shared/contracts/orders';
import { isRepeatedOrder } from '../../placement/utils/placement-entries';

type SourceOrderState = Pick<SourceOrder, 'source' | 'status' | 'error' | 'order_no'>;

/**
 * What the detail says of a supplier order's number: the numbers; `pending` while it is being
 * placed (the supplier has not answered); `not_recorded` for an order placed by hand whose number
 * the merchant has not recorded; `none` when there is none to have (the placement failed).
 */
export type OrderNumberState = 'numbers' | 'pending' | 'not_recorded' | 'none';

export function orderNumberState(source: SourceOrderState): OrderNumberState {
  if (source.order_no.length > 0) return 'numbers';
  if (source.status === 'processing') return 'pending';
  if (source.status === 'success') return 'not_recorded';
  return 'none';
}

/**
 * The supplier orders whose number the merchant may record (PUT orders/order_no/update): one placed
 * by hand (its number is known only to the merchant), and one AliExpress refused as a repeat
 * (error_repeated_order): the merchant finds it on AliExpress by our reference (ADR 018). The API
 * refuses a supplier order still being placed or failed otherwise (not_recordable); it takes a
 * correction of one the app placed through the supplier's API (spec 002 §7 sets no rule against
 * it), which this form does not offer.
 */
export const recordableSourceOrders = <T extends SourceOrderState>(sourceOrders: readonly T[]) =>
  sourceOrders.filter(
    (s) =>
      (s.source === 'manual' && s.status === 'success') ||
      (s.status === 'error' && isRepeatedOrder(s.error)),
  );
