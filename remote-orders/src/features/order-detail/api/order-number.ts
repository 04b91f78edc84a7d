import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { updateOrderNumberEndpoint, type PlacementSourceKey } from '@omni/shared/contracts/orders';

/** Everything of the orders area: the detail, its panel and history, the lists and their counts. */
const ORDERS_KEY = ['orders'] as const;

/**
 * PUT orders/order_no/update. Silent: its refusals are said in the form, beside what was typed.
 * A recorded number may move the order (a repeated order becomes placed), so every orders view is
 * read again.
 */
export function useRecordOrderNumber(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: { source: PlacementSourceKey; number: string }) =>
      unwrap(
        await call(
          updateOrderNumberEndpoint,
          { body: { order_id: orderId, order_source: values.source, order_no: values.number } },
          { silent: true },
        ),
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
