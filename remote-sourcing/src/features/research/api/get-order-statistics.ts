import { useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { OrderStatistics } from '@omni/shared/contracts';
import { researchKeys } from './query-keys';

/** GET ah/research/products/{id}/order-statistics */
export const getOrderStatistics = (productId: string, signal?: AbortSignal) =>
  apiGet<OrderStatistics>(`ah/research/products/${productId}/order-statistics`, undefined, {
    signal,
  }).then(unwrap);

export function useOrderStatistics(productId: string) {
  return useQuery({
    queryKey: researchKeys.orderStatistics(productId),
    queryFn: ({ signal }) => getOrderStatistics(productId, signal),
  });
}
