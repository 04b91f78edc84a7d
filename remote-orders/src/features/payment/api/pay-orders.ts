import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { payOrdersEndpoint } from '@omni/shared/contracts/orders';

/**
 * POST orders/v5/payment: the wallet, or the card checkout, as the preference says. The outcome is
 * the caller's as soon as the API answers: the order queries refresh behind it, not awaited (a
 * returned promise would hold the mutation pending until every order query on the page had
 * refetched, and a payment already made would look like a click that did nothing).
 */
export function usePayOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderIds: readonly string[]) =>
      unwrap(await call(payOrdersEndpoint, { body: { order_ids: [...orderIds] } })),
    onSettled: () => void client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
