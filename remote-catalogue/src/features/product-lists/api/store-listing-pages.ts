import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import { unmappedListingsEndpoint } from '@omni/shared/contracts/catalogue';
import type { EndpointData } from '@omni/shared/contracts';
import { mappedListingsEndpoint, productCenterListingsEndpoint } from '@omni/shared/contracts/push';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { catalogueKeys } from '../../../common/api/catalogue-keys';

export const LISTING_PAGE_SIZE = 50;

/** The product center's lists: each takes page, page_size and store_id and answers numbered pages. */
const LISTS = {
  all: { endpoint: productCenterListingsEndpoint, key: catalogueKeys.allProductsListings },
  mapped: { endpoint: mappedListingsEndpoint, key: catalogueKeys.mappedListings },
  unmapped: { endpoint: unmappedListingsEndpoint, key: catalogueKeys.unmappedListings },
} as const;
type ListName = keyof typeof LISTS;
type PageOf<L extends ListName> = EndpointData<(typeof LISTS)[L]['endpoint']>;

/** One product-center list (GET center/products/listings/{all,mapped,unmapped}), optionally of one store. */
export function useStoreListingPages<L extends ListName>(list: L, storeId: string | null) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const { endpoint, key } = LISTS[list];
  return useInfiniteQuery({
    queryKey: key(workspaceId, storeId),
    queryFn: ({ pageParam, signal }) => {
      const query = {
        page: pageParam,
        page_size: LISTING_PAGE_SIZE,
        ...(storeId ? { store_id: storeId } : {}),
      };
      // the endpoints take the same query; TypeScript cannot narrow `endpoint` by L
      return call(endpoint as typeof mappedListingsEndpoint, { query }, { signal }).then(
        unwrap,
      ) as Promise<unknown> as Promise<PageOf<L>>;
    },
    initialPageParam: 1,
    getNextPageParam: (last: PageOf<L>) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
  });
}
