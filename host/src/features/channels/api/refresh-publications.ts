import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@omni/shared/api-client';
import { callApi } from '../../../app/api/call-api';

export const PUBLICATIONS_PATH = '/status/shopify-service/api/shopify/shop/publications';

/**
 * Reads a Shopify store's sales channels afresh from Shopify (spec 000 §7): the cache is cleared
 * and the store's external channels updated. The store is named by the store-id header.
 */
export const refreshPublications = (storeId: string) =>
  callApi<unknown>(
    'get',
    PUBLICATIONS_PATH,
    { clear_cache: 1, update_external_channels: 1 },
    { headers: { 'store-id': storeId } },
  );

/** On success the user info and the shop list are reloaded, so every screen sees the channels. */
export function useRefreshPublications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshPublications,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.account() }),
        queryClient.invalidateQueries({ queryKey: ['stores'] }),
      ]),
  });
}
