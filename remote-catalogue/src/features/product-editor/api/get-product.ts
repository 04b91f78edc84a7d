import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import { getProductEndpoint } from '@omni/shared/contracts/catalogue';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { catalogueKeys } from '../../../common/api/catalogue-keys';

/** GET center/products/{id}: the product as the editor edits it, with its version. */
export const productQueryOptions = (workspaceId: string | null, productCenterId: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(workspaceId, productCenterId),
    queryFn: ({ signal }) =>
      call(getProductEndpoint, { params: { id: productCenterId } }, { signal }).then(unwrap),
    // the editor keeps its own draft: a background refetch must not move the version under it
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useProduct(productCenterId: string) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery(productQueryOptions(workspaceId, productCenterId));
}
