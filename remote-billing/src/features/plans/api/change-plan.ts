import { useMutation } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import {
  chargeSubscriptionEndpoint,
  previewPlanChangeEndpoint,
  type PlanChangeBody,
} from '@omni/shared/contracts/billing';
import { useRefreshPlan } from './get-current-plan';

/** POST payments/subscription/preview: what choosing a plan would charge, and when. */
export function usePreviewPlanChange() {
  return useMutation({
    mutationFn: (planKey: string) =>
      call(previewPlanChangeEndpoint, { body: { plan_key: planKey } }).then(unwrap),
  });
}

/** POST payments/charge-subscription: a checkout to go to, or a change made at the provider. */
export function useChargeSubscription() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (body: PlanChangeBody) => call(chargeSubscriptionEndpoint, { body }).then(unwrap),
    onSuccess: (result) => {
      if (!result.checkout_url) void refresh();
    },
  });
}
