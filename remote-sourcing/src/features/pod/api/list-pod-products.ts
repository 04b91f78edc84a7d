import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { PodBlankPage, PodListQuery } from '@omni/shared/contracts';
import { podKeys } from './query-keys';

/** GET pod/products (collection, keyword, page) */
export const listPodProducts = (query: PodListQuery, signal?: AbortSignal) =>
  apiGet<PodBlankPage>('pod/products', query, { signal }).then(unwrap);

export function usePodProducts(query: PodListQuery) {
  return useQuery({
    queryKey: podKeys.list(query),
    queryFn: ({ signal }) => listPodProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}
