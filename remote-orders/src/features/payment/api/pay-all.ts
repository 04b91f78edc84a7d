import { useMutation } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { payAllLinkEndpoint } from '@omni/shared/contracts/orders';

/** GET orders/v5/fetch-omni-pay-all-link: every order with something due, asked at the click. */
export function usePayAll() {
  return useMutation({
    mutationFn: async () => unwrap(await call(payAllLinkEndpoint)),
  });
}
