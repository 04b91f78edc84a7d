import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { ProductPage, ProductSearchQuery } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { toSearchQuery, type SearchFilters } from '../utils/search-filters';
import { findProductKeys } from './query-keys';
import { nextPage, PRODUCT_PAGE_SIZE } from './search-products';

/** GET product-sources/products/find-by-collection/{collection_slug}, with the same filters. */
export const getCollectionProducts = (
  slug: string,
  query: ProductSearchQuery,
  signal?: AbortSignal,
) =>
  apiGet<ProductPage>(
    `product-sources/products/find-by-collection/${encodeURIComponent(slug)}`,
    query,
    { signal },
  ).then(unwrap);

export const collectionProductsQueryOptions = (
  workspaceId: string | null,
  slug: string,
  filters: SearchFilters,
) =>
  infiniteQueryOptions({
    queryKey: findProductKeys.collection(workspaceId, slug, filters),
    queryFn: ({ pageParam, signal }) =>
      getCollectionProducts(
        slug,
        { ...toSearchQuery(filters), page: pageParam, page_size: PRODUCT_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useCollectionProducts(slug: string, filters: SearchFilters) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery(collectionProductsQueryOptions(workspaceId, slug, filters));
}
