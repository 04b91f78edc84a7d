import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import {
  cancelOrdersEndpoint,
  revertOrdersEndpoint,
  type CancelOrdersBody,
} from '@omni/shared/contracts/orders';

/** Everything of the orders area: the lists and their counts, the detail and its history. */
const ORDERS_KEY = ['orders'] as const;

/** PUT orders/order-cancel: the orders not yet placed move to cancelled by channel (ADR 049). */
export function useCancelOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CancelOrdersBody) =>
      unwrap(await call(cancelOrdersEndpoint, { body })),
    onSettled: () => void client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** POST orders/v5/revert-order: cancelled orders the store still has open go back to New orders. */
export function useUndoCancel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderIds: string[]) =>
      unwrap(await call(revertOrdersEndpoint, { body: { orders: orderIds } })),
    onSettled: () => void client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
