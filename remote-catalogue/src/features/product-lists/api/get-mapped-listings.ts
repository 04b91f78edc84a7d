import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import { mappedListingsEndpoint } from '@omni/shared/contracts/push';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { catalogueKeys } from '../../../common/api/catalogue-keys';

export const MAPPED_PAGE_SIZE = 50;

/** GET center/products/listings/mapped, page after page, optionally for one store. */
export const mappedListingsQueryOptions = (workspaceId: string | null, storeId: string | null) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.mappedListings(workspaceId, storeId),
    queryFn: ({ pageParam, signal }) =>
      call(
        mappedListingsEndpoint,
        {
          query: {
            page: pageParam,
            page_size: MAPPED_PAGE_SIZE,
            ...(storeId ? { store_id: storeId } : {}),
          },
        },
        { signal },
      ).then(unwrap),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
  });

export function useMappedListings(storeId: string | null) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery(mappedListingsQueryOptions(workspaceId, storeId));
}
