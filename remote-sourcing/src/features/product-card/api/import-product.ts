import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
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

/**
 * Marks a supplier product imported (with its import-list id) in every cached list and detail:
 * after a card's import, or a card's push that imported it first (the source path).
 */
export function useMarkImported() {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useCallback(
    (source: string, productId: string, productPackageId: string) => {
      const patch = { imported: true, product_package_id: productPackageId };
      queryClient.setQueriesData({ queryKey: productCardKeys.lists(workspaceId) }, (data) =>
        patchCachedCards(data, source, productId, patch),
      );
      queryClient.setQueriesData({ queryKey: productCardKeys.details() }, (data) =>
        patchCachedDetail(data, source, productId, patch),
      );
    },
    [queryClient, workspaceId],
  );
}

/** The import of one card; the result (never thrown) is the card's to show. */
export function useImportProduct() {
  const markImported = useMarkImported();
  return useMutation({
    mutationFn: (input: { source: string; productId: string; shipTo: string }) =>
      importProduct(input.source, { product_id: input.productId, ship_to: input.shipTo }),
    onSuccess: (result: ApiResult<ImportResult>, input) => {
      if (!result.success || !result.data) return;
      markImported(input.source, input.productId, result.data.product_package_id);
    },
  });
}
