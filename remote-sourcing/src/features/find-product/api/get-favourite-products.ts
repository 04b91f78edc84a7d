import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { FavouritePage } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { findProductKeys } from './query-keys';
import { shipToCardPagesOptions } from './ship-to-card-pages';

/** GET center/products/favourite: the workplace's favourite products as cards, newest first. */
export function useFavouriteProducts(shipTo: string) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery(
    shipToCardPagesOptions<FavouritePage>(
      'center/products/favourite',
      findProductKeys.favouriteProducts(workspaceId, shipTo),
      shipTo,
    ),
  );
}
