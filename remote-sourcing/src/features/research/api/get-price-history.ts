import { useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { PriceHistory } from '@omni/shared/contracts';
import { researchKeys } from './query-keys';

/** GET ah/research/products/{id}/price-history */
export const getPriceHistory = (productId: string, signal?: AbortSignal) =>
  apiGet<PriceHistory>(`ah/research/products/${productId}/price-history`, undefined, {
    signal,
  }).then(unwrap);

export function usePriceHistory(productId: string) {
  return useQuery({
    queryKey: researchKeys.priceHistory(productId),
    queryFn: ({ signal }) => getPriceHistory(productId, signal),
  });
}
