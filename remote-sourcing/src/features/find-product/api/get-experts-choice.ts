import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { ExpertPickPage } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { findProductKeys } from './query-keys';
import { PRODUCT_PAGE_SIZE } from './search-products';

/** GET product-sources/experts-choice: products picked by the product's experts, newest first. */
export const getExpertsChoice = (
  query: { ship_to: string; page: number; page_size: number },
  signal?: AbortSignal,
) => apiGet<ExpertPickPage>('product-sources/experts-choice', query, { signal }).then(unwrap);

export const expertsChoiceQueryOptions = (workspaceId: string | null, shipTo: string) =>
  infiniteQueryOptions({
    queryKey: findProductKeys.expertsChoice(workspaceId, shipTo),
    queryFn: ({ pageParam, signal }) =>
      getExpertsChoice({ ship_to: shipTo, page: pageParam, page_size: PRODUCT_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ExpertPickPage) => (last.has_more ? last.page + 1 : undefined),
  });

export function useExpertsChoice(shipTo: string) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery(expertsChoiceQueryOptions(workspaceId, shipTo));
}
