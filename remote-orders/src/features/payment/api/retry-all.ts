import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { retryAllPaymentsEndpoint } from '@omni/shared/contracts/orders';

/** GET orders/v6/payments/retry-all: pays the suppliers again where their payment failed. */
export function useRetryAllPayments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await call(retryAllPaymentsEndpoint)),
    onSettled: () => void client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
