import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiDelete, unwrap } from '@omni/shared/api-client';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { findProductKeys } from './query-keys';

/** DELETE center/products/favourite-suppliers: takes suppliers off the workplace's favourites. */
export const removeFavouriteSuppliers = (storeIds: string[]) =>
  apiDelete<{ store_ids: string[] }>('center/products/favourite-suppliers', {
    store_ids: storeIds,
  }).then(unwrap);

/** Removes one favourite supplier, then reloads the list (the API client shows any error). */
export function useRemoveFavouriteSupplier() {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: (storeId: string) => removeFavouriteSuppliers([storeId]),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: findProductKeys.favouriteSuppliers(workspaceId) }),
  });
}
