import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { StoreProductPage } from '@omni/shared/contracts';
import { storeAnalyticsKeys } from './query-keys';

/** GET center/products/crawl-by-seller/shopify/{origin}: one page of the store's products. */
export const crawlStoreProducts = (origin: string, page: number, signal?: AbortSignal) =>
  apiGet<StoreProductPage>(
    `center/products/crawl-by-seller/shopify/${encodeURIComponent(origin)}`,
    { page },
    { signal },
  ).then(unwrap);

/** The store's products, page by page; nothing is asked until an analysed store is known. */
export function useStoreProducts(origin: string | null) {
  return useInfiniteQuery({
    queryKey: storeAnalyticsKeys.products(origin ?? ''),
    queryFn: ({ pageParam, signal }) => crawlStoreProducts(origin!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled: origin !== null,
  });
}
