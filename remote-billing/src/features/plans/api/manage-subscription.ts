import { useMutation } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import {
  cancelSubscriptionEndpoint,
  updatePaymentMethodEndpoint,
} from '@omni/shared/contracts/billing';
import { useRefreshPlan } from './get-current-plan';

/** POST payments/cancel-subscription: the plan runs to the end of the period. */
export function useCancelSubscription() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: () => call(cancelSubscriptionEndpoint).then(unwrap),
    onSuccess: () => void refresh(),
  });
}

/** POST payments/update-payment-method: the provider's portal, where the card is replaced. */
export function usePaymentMethodPortal() {
  return useMutation({
    mutationFn: () => call(updatePaymentMethodEndpoint).then(unwrap),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
