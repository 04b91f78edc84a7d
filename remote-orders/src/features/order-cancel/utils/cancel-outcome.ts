import type { TFunction } from 'i18next';
import { CANCEL_REFUSALS, type CancelOrdersResult } from '@omni/shared/contracts/orders';

/**
 * What the merchant is told after a cancellation: how many were cancelled, and for each reason
 * the orders left as they were, named (an order placed with a supplier is refunded instead).
 */
export function cancelOutcome(
  result: CancelOrdersResult,
  t: TFunction,
): { done: string | null; refused: string[] } {
  const refused = CANCEL_REFUSALS.flatMap((reason) => {
    const names = result.refused.filter((r) => r.reason === reason).map((r) => r.order_name);
    return names.length > 0
      ? [t(`cancelOrders.refused.${reason}`, { names: names.join(', ') })]
      : [];
  });
  return {
    done:
      result.cancelled.length > 0
        ? t('cancelOrders.done', { count: result.cancelled.length })
        : null,
    refused,
  };
}
