import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiPost, type ApiResult } from '@omni/shared/api-client';
import type { ImportBody, ImportResult } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { patchCachedCards, patchCachedDetail } from '../utils/patch-cards';
import { productCardKeys } from './query-keys';

/**
 * POST center/products/import/{source}: puts the product into the import list. Silent: the
 * card shows the outcome itself (spec 001 §8), so no generic toast doubles it.
 */
export const importProduct = (source: string, body: ImportBody) =>
  apiPost<ImportResult>(`center/products/import/${encodeURIComponent(source)}`, body, {
    silent: true,
  });

/** The import of one card; the result (never thrown) is the card's to show. */
export function useImportProduct() {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: (input: { source: string; productId: string; shipTo: string }) =>
      importProduct(input.source, { product_id: input.productId, ship_to: input.shipTo }),
    onSuccess: (result: ApiResult<ImportResult>, input) => {
      if (!result.success || !result.data) return;
      const patch = { imported: true, product_package_id: result.data.product_package_id };
      queryClient.setQueriesData({ queryKey: productCardKeys.lists(workspaceId) }, (data) =>
        patchCachedCards(data, input.source, input.productId, patch),
      );
      queryClient.setQueriesData({ queryKey: productCardKeys.details() }, (data) =>
        patchCachedDetail(data, input.source, input.productId, patch),
      );
    },
  });
}
