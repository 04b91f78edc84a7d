import { useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { TopCountries } from '@omni/shared/contracts';
import { researchKeys } from './query-keys';

/** GET ah/research/products/{id}/top-countries */
export const getTopCountries = (productId: string, signal?: AbortSignal) =>
  apiGet<TopCountries>(`ah/research/products/${productId}/top-countries`, undefined, {
    signal,
  }).then(unwrap);

export function useTopCountries(productId: string) {
  return useQuery({
    queryKey: researchKeys.topCountries(productId),
    queryFn: ({ signal }) => getTopCountries(productId, signal),
  });
}
