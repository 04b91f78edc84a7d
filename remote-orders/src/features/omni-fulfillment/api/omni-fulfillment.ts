import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import {
  omniFulfillmentConfirmEndpoint,
  omniFulfillmentInteractEndpoint,
  omniFulfillmentRequestEndpoint,
  omniFulfillmentStateEndpoint,
  omniFulfillmentViewEndpoint,
  type OmniFulfillmentStep,
} from '@omni/shared/contracts/orders';

const key = ['orders', 'omni-fulfillment'] as const;

const STEP_ENDPOINTS = {
  view: omniFulfillmentViewEndpoint,
  interact: omniFulfillmentInteractEndpoint,
  confirm: omniFulfillmentConfirmEndpoint,
} as const;

/** GET auth/account/omni-fulfillment: the workplace's onboarding to the own service. */
export function useOmniFulfillment() {
  return useQuery({
    queryKey: key,
    queryFn: async () => unwrap(await call(omniFulfillmentStateEndpoint)),
  });
}

/** PUT auth/account/omni-fulfillment/{step}; the answer is the new state. */
export function useOmniFulfillmentStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (step: OmniFulfillmentStep) => unwrap(await call(STEP_ENDPOINTS[step])),
    onSuccess: (state) => client.setQueryData(key, state),
  });
}

/**
 * POST orders/v4/omni-fulfillment/request: the orders' placements, queued. The outcome is the
 * caller's as soon as the API answers; the order queries refresh behind it (see usePayOrders).
 */
export function useRequestOmniFulfillment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderIds: string[]) =>
      unwrap(await call(omniFulfillmentRequestEndpoint, { body: { order_ids: orderIds } })),
    onSettled: () => void client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
