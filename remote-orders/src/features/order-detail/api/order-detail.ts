import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import {
  orderDetailEndpoint,
  orderLogEndpoint,
  orderPanelEndpoint,
  updateCustomerEndpoint,
  type OrderDetail,
  type UpdateCustomerBody,
} from '@omni/shared/contracts/orders';

/** How often the panel asks again while a supplier order is being placed. */
const PROCESSING_REFETCH_MS = 2_000;

export const orderDetailKeys = {
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
  panel: (orderId: string) => ['orders', 'panel', orderId] as const,
  log: (orderId: string) => ['orders', 'log', orderId] as const,
};

/** GET orders/v5/detail/{order_id}. */
export function useOrderDetail(orderId: string) {
  return useQuery({
    queryKey: orderDetailKeys.detail(orderId),
    queryFn: async () => unwrap(await call(orderDetailEndpoint, { params: { order_id: orderId } })),
  });
}

/** GET orders/v5/panel/{order_id}: source orders and parcels. */
export function useOrderPanel(orderId: string) {
  return useQuery({
    queryKey: orderDetailKeys.panel(orderId),
    queryFn: async () => unwrap(await call(orderPanelEndpoint, { params: { order_id: orderId } })),
    // a supplier order being placed is followed until it ends
    refetchInterval: (query) =>
      query.state.data?.source_orders.some((s) => s.status === 'processing')
        ? PROCESSING_REFETCH_MS
        : false,
  });
}

/** GET orders/v4/order_log/order/{orderId}, newest first. */
export function useOrderLog(orderId: string) {
  return useQuery({
    queryKey: orderDetailKeys.log(orderId),
    queryFn: async () => unwrap(await call(orderLogEndpoint, { params: { orderId } })),
  });
}

/**
 * POST orders/update-customer. Silent: its field errors go on the form's fields and any other
 * failure is said beside the form, so the global toast would only repeat them.
 */
export function useUpdateCustomer(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCustomerBody) =>
      unwrap(await call(updateCustomerEndpoint, { body }, { silent: true })),
    onSuccess: (saved) => {
      client.setQueryData<OrderDetail>(orderDetailKeys.detail(orderId), (detail) =>
        detail ? { ...detail, shipping_address: saved.shipping_address } : detail,
      );
      void client.invalidateQueries({ queryKey: orderDetailKeys.log(orderId) });
    },
  });
}
