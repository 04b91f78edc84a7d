import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { ProductPage, ProductSearchQuery, SourcingSource } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { toSearchQuery, type SearchFilters } from '../utils/search-filters';
import { findProductKeys } from './query-keys';

/** Cards per request: a few screens of the grid, well under the API's 60. */
export const PRODUCT_PAGE_SIZE = 40;

/** The next page number, or undefined when the last page said there is no more. */
export const nextPage = (last: { page: number; has_more: boolean }) =>
  last.has_more ? last.page + 1 : undefined;

/** GET center/products/find: keyword search with every sort and filter (spec 001 §7). */
export const searchProducts = (query: ProductSearchQuery, signal?: AbortSignal) =>
  apiGet<ProductPage>('center/products/find', query, { signal }).then(unwrap);

export const searchProductsQueryOptions = (
  workspaceId: string | null,
  source: SourcingSource,
  filters: SearchFilters,
) =>
  infiniteQueryOptions({
    queryKey: findProductKeys.search(workspaceId, source, filters),
    queryFn: ({ pageParam, signal }) =>
      searchProducts(
        { ...toSearchQuery(filters), source, page: pageParam, page_size: PRODUCT_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** Search results page by page, for the infinite grid. */
export function useSearchProducts(source: SourcingSource, filters: SearchFilters) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery(searchProductsQueryOptions(workspaceId, source, filters));
}
