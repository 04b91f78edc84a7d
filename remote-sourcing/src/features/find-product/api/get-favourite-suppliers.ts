import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { SupplierPage } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { findProductKeys } from './query-keys';
import { nextPage } from './search-products';

const SUPPLIER_PAGE_SIZE = 20;

/** GET center/products/favourite-suppliers: the workplace's favourite suppliers. */
export const getFavouriteSuppliers = (
  query: { page: number; page_size: number },
  signal?: AbortSignal,
) => apiGet<SupplierPage>('center/products/favourite-suppliers', query, { signal }).then(unwrap);

export const favouriteSuppliersQueryOptions = (workspaceId: string | null) =>
  infiniteQueryOptions({
    queryKey: findProductKeys.favouriteSuppliers(workspaceId),
    queryFn: ({ pageParam, signal }) =>
      getFavouriteSuppliers({ page: pageParam, page_size: SUPPLIER_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useFavouriteSuppliers() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery(favouriteSuppliersQueryOptions(workspaceId));
}
