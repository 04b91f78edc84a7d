import { useInfiniteQuery } from '@tanstack/react-query';
import { apiPost, unwrap } from '@omni/shared/api-client';
import type { StoresSelling } from '@omni/shared/contracts';
import { researchKeys } from './query-keys';

/** POST ah/research/products/{id}/fetch-stores-selling (current_total = stores already shown). */
export const fetchStoresSelling = (productId: string, currentTotal: number, signal?: AbortSignal) =>
  apiPost<StoresSelling>(
    `ah/research/products/${productId}/fetch-stores-selling`,
    { current_total: currentTotal },
    { signal },
  ).then(unwrap);

export function useStoresSelling(productId: string) {
  return useInfiniteQuery({
    queryKey: researchKeys.storesSelling(productId),
    queryFn: ({ pageParam, signal }) => fetchStoresSelling(productId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.current_total : undefined),
  });
}
