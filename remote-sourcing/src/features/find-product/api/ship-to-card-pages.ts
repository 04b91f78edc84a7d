import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import { nextPage, PRODUCT_PAGE_SIZE } from './search-products';

/**
 * A card list that only takes the ship-to country and pages (favourite products, experts'
 * choice): `path` read page by page for the infinite grid.
 */
export const shipToCardPagesOptions = <Page extends Parameters<typeof nextPage>[0]>(
  path: string,
  queryKey: QueryKey,
  shipTo: string,
) =>
  infiniteQueryOptions<Page, Error, InfiniteData<Page>, QueryKey, number>({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiGet<Page>(
        path,
        { ship_to: shipTo, page: pageParam, page_size: PRODUCT_PAGE_SIZE },
        { signal },
      ).then(unwrap),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
