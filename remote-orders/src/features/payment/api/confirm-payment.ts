import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { confirmOrderPaymentEndpoint } from '@omni/shared/contracts/orders';
import { paymentKeys } from './query-keys';

/** POST open-api/orders/payment-confirmation: settles the payment once the checkout is paid. */
export function useConfirmPayment(paymentId: string | null) {
  return useQuery({
    queryKey: [...paymentKeys.all, 'confirmation', paymentId],
    queryFn: async () =>
      unwrap(await call(confirmOrderPaymentEndpoint, { body: { payment_id: paymentId! } })),
    enabled: Boolean(paymentId),
    // the provider may take a moment after the redirect: ask again while it is pending
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });
}
