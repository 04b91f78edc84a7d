import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { recreateOrdersEndpoint, updateToFailEndpoint } from '@omni/shared/contracts/orders';

/** Everything of the orders area: the detail, its panel and history, the lists and their counts. */
const ORDERS_KEY = ['orders'] as const;

/** PUT orders/v4/update-to-fail for one order's unpaid supplier orders. */
export function useMarkPlacementFailed(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await call(updateToFailEndpoint, { body: { order_ids: [orderId] } })),
    onSettled: () => void client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** POST orders/v4/recreate: places the order's failed supplier orders again. */
export function useRecreatePlacement(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await call(recreateOrdersEndpoint, { body: { order_ids: [orderId] } })),
    onSettled: () => void client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
