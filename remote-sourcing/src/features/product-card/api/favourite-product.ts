import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiDelete, apiPost, unwrap } from '@omni/shared/api-client';
import type { FavouriteBody, SourcingSource } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { patchCachedCards, patchCachedDetail } from '../utils/patch-cards';
import { productCardKeys } from './query-keys';

/** POST center/products/favourite: marks products as favourite. */
export const addFavourite = (body: FavouriteBody) =>
  apiPost<unknown>('center/products/favourite', body).then(unwrap);

/** DELETE center/products/favourite: unmarks them. */
export const removeFavourite = (body: FavouriteBody) =>
  apiDelete<unknown>('center/products/favourite', body).then(unwrap);

export interface FavouriteInput {
  source: SourcingSource;
  productId: string;
  favourite: boolean;
}

/**
 * Toggles a product's favourite mark. The mark changes at once in every cached list and comes
 * back if the call fails (the API client shows the translated error).
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const mark = (input: FavouriteInput, favourited: boolean) => {
    queryClient.setQueriesData({ queryKey: productCardKeys.lists(workspaceId) }, (data) =>
      patchCachedCards(data, input.source, input.productId, { favourited }),
    );
    queryClient.setQueriesData({ queryKey: productCardKeys.details() }, (data) =>
      patchCachedDetail(data, input.source, input.productId, { favourited }),
    );
  };
  return useMutation({
    mutationFn: (input: FavouriteInput) => {
      const body = { product_ids: [input.productId], source: input.source };
      return input.favourite ? addFavourite(body) : removeFavourite(body);
    },
    onMutate: (input) => mark(input, input.favourite),
    onError: (_error, input) => mark(input, !input.favourite),
    // the favourites list gains or loses the product, which a patch cannot do
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: productCardKeys.favourites(workspaceId) }),
  });
}
