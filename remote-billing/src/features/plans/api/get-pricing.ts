import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { Pricing } from '@omni/shared/contracts';
import { planKeys } from './query-keys';

/** GET payments/pricing: every plan with its cycle, price and feature limits (public). */
export const getPricing = (signal?: AbortSignal) =>
  apiGet<Pricing>('payments/pricing', undefined, { signal }).then(unwrap);

export const pricingQueryOptions = () =>
  queryOptions({ queryKey: planKeys.pricing(), queryFn: ({ signal }) => getPricing(signal) });

export function usePricing() {
  return useQuery(pricingQueryOptions());
}
