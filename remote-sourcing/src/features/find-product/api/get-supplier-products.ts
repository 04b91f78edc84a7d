import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { ProductPage, SupplierProductsQuery } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { findProductKeys } from './query-keys';
import { nextPage, PRODUCT_PAGE_SIZE } from './search-products';

export type SupplierProductSort = NonNullable<SupplierProductsQuery['sort']>;

/** The supplier list's sorts (spec 000 §9: by price or latest volume); latest volume first. */
export const SUPPLIER_PRODUCT_SORTS = [
  'desc_latest_volume',
  'asc_price',
  'desc_price',
] as const satisfies readonly SupplierProductSort[];

/** GET product-sources/suppliers/{source}/{sellerId}/products: one supplier's catalogue products. */
export const getSupplierProducts = (
  supplierId: string,
  query: SupplierProductsQuery,
  signal?: AbortSignal,
) =>
  apiGet<ProductPage>(
    `product-sources/suppliers/omni/${encodeURIComponent(supplierId)}/products`,
    query,
    { signal },
  ).then(unwrap);

export const supplierProductsQueryOptions = (
  workspaceId: string | null,
  supplierId: string,
  sort: SupplierProductSort,
  shipTo: string,
) =>
  infiniteQueryOptions({
    queryKey: findProductKeys.supplierProducts(workspaceId, supplierId, sort, shipTo),
    queryFn: ({ pageParam, signal }) =>
      getSupplierProducts(
        supplierId,
        { sort, ship_to: shipTo, page: pageParam, page_size: PRODUCT_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useSupplierProducts(supplierId: string, sort: SupplierProductSort, shipTo: string) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery(supplierProductsQueryOptions(workspaceId, supplierId, sort, shipTo));
}
