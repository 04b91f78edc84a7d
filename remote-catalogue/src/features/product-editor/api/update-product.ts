import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call } from '@omni/shared/api-client';
import { updateProductEndpoint, type ProductUpdate } from '@omni/shared/contracts/catalogue';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { catalogueKeys } from '../../../common/api/catalogue-keys';

/**
 * PUT center/products/{id} with the version the editor loaded: the API refuses it (422 VersionConflict)
 * when another tab saved first. The result is never thrown; a failed one is the page's to show,
 * and the client has already toasted its translated error.
 */
export function useUpdateProduct(productCenterId: string) {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: (body: ProductUpdate) =>
      call(updateProductEndpoint, { params: { id: productCenterId }, body }),
    onSuccess: (result) => {
      if (!result.success || !result.data) return;
      queryClient.setQueryData(catalogueKeys.product(workspaceId, productCenterId), result.data);
      // titles, prices and images in the lists changed with it
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.imports(workspaceId) });
    },
  });
}
