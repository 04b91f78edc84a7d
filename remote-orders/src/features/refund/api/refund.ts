import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import {
  refundRequestEndpoint,
  refundRequestTypeEndpoint,
  type RefundRequestBody,
} from '@omni/shared/contracts/orders';

/** POST orders/v4/refund/request-type: what each source order of the order offers now. */
export function useRefundOptions(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'refund-options', orderId],
    queryFn: async () =>
      unwrap(await call(refundRequestTypeEndpoint, { body: { order_id: orderId } })),
    enabled,
    // what is left to ask changes with every request: always read it afresh
    staleTime: 0,
  });
}

/**
 * POST orders/v4/refund/request. Silent: its refusals are said in the dialog, beside what the
 * merchant typed, which stays. Every order query (panel, history, list, counts) is read again.
 */
export function useRequestRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RefundRequestBody) =>
      unwrap(await call(refundRequestEndpoint, { body }, { silent: true })),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
