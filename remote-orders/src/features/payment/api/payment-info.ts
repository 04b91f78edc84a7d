import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { paymentInfoEndpoint } from '@omni/shared/contracts/orders';
import { paymentKeys } from './query-keys';

/** POST orders/v6/payments/info: what paying the orders would charge and how, before paying. */
export function usePaymentInfo(orderIds: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: [...paymentKeys.all, 'info', [...orderIds].sort()],
    queryFn: async () =>
      unwrap(await call(paymentInfoEndpoint, { body: { order_ids: [...orderIds] } })),
    enabled: enabled && orderIds.length > 0,
  });
}
