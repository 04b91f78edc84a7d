import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { createOrderEndpoint, type CreateOrderBody } from '@omni/shared/contracts/orders';

/**
 * POST orders/v5/create. Silent: its field errors go on the form's fields and any other failure
 * is said above the submit button, so the global toast would only repeat them. A new order
 * changes the lists and the tab counts.
 */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateOrderBody) =>
      unwrap(await call(createOrderEndpoint, { body }, { silent: true })),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
