import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { confirmOrdersEndpoint, type ConfirmRequest } from '@omni/shared/contracts/orders';

/**
 * POST orders/v4/confirm: queues one placement per order and source. The outcome is the caller's
 * as soon as the API answers; the order queries refresh behind it (see usePayOrders).
 */
export function useConfirmOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConfirmRequest) => {
      return unwrap(await call(confirmOrdersEndpoint, { body }));
    },
    onSettled: () => void client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
