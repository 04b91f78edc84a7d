import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { SupplierProduct } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { productDetailKeys } from './query-keys';

const productPath = (source: string, productId: string) =>
  `center/products/source/${encodeURIComponent(source)}/${encodeURIComponent(productId)}`;

/** GET center/products/source/{source}/{product_id}: the supplier product with its variants. */
export const getSupplierProduct = (source: string, productId: string, signal?: AbortSignal) =>
  apiGet<SupplierProduct>(productPath(source, productId), undefined, { signal }).then(unwrap);

export const supplierProductQueryOptions = (
  workspaceId: string | null,
  source: string,
  productId: string,
) =>
  queryOptions({
    queryKey: productDetailKeys.product(workspaceId, source, productId),
    queryFn: ({ signal }) => getSupplierProduct(source, productId, signal),
  });

export function useSupplierProduct(source: string, productId: string) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery(supplierProductQueryOptions(workspaceId, source, productId));
}
