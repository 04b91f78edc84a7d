import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { FavouritePage } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { findProductKeys } from './query-keys';
import { PRODUCT_PAGE_SIZE } from './search-products';

/** GET center/products/favourite: the workplace's favourite products as cards, newest first. */
export const getFavouriteProducts = (
  query: { page: number; page_size: number; ship_to: string },
  signal?: AbortSignal,
) => apiGet<FavouritePage>('center/products/favourite', query, { signal }).then(unwrap);

export const favouriteProductsQueryOptions = (workspaceId: string | null, shipTo: string) =>
  infiniteQueryOptions({
    queryKey: findProductKeys.favouriteProducts(workspaceId, shipTo),
    queryFn: ({ pageParam, signal }) =>
      getFavouriteProducts(
        { page: pageParam, page_size: PRODUCT_PAGE_SIZE, ship_to: shipTo },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last: FavouritePage) => (last.has_more ? last.page + 1 : undefined),
  });

export function useFavouriteProducts(shipTo: string) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery(favouriteProductsQueryOptions(workspaceId, shipTo));
}
