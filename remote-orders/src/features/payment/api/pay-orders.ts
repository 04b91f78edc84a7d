import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { payOrdersEndpoint } from '@omni/shared/contracts/orders';

/** POST orders/v5/payment: the wallet, or the card checkout, as the preference says. */
export function usePayOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderIds: readonly string[]) =>
      unwrap(await call(payOrdersEndpoint, { body: { order_ids: [...orderIds] } })),
    onSettled: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
