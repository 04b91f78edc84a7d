import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiDelete, apiPost, unwrap } from '@omni/shared/api-client';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { findProductKeys } from './query-keys';

type StoreIds = { store_ids: string[] };
const PATH = 'center/products/favourite-suppliers';

/** POST center/products/favourite-suppliers: adds suppliers to the workplace's favourites. */
export const addFavouriteSuppliers = (storeIds: string[]) =>
  apiPost<StoreIds>(PATH, { store_ids: storeIds }).then(unwrap);

/** DELETE center/products/favourite-suppliers: takes suppliers off the workplace's favourites. */
export const removeFavouriteSuppliers = (storeIds: string[]) =>
  apiDelete<StoreIds>(PATH, { store_ids: storeIds }).then(unwrap);

/** Changes one supplier's favourite mark, then reloads the list (the API client shows any error). */
function useFavouriteSupplierChange(change: (storeIds: string[]) => Promise<StoreIds>) {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: (storeId: string) => change([storeId]),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: findProductKeys.favouriteSuppliers(workspaceId) }),
  });
}

export const useAddFavouriteSupplier = () => useFavouriteSupplierChange(addFavouriteSuppliers);
export const useRemoveFavouriteSupplier = () =>
  useFavouriteSupplierChange(removeFavouriteSuppliers);
