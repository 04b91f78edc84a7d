import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { ReviewPage } from '@omni/shared/contracts';
import { productDetailKeys } from './query-keys';

export const REVIEW_PAGE_SIZE = 10;

/** GET product-sources/reviews/{source}/{id}: a page of buyers' reviews. */
export const getReviews = (
  source: string,
  productId: string,
  query: { page: number; page_size: number; with_pictures?: boolean },
  signal?: AbortSignal,
) =>
  apiGet<ReviewPage>(
    `product-sources/reviews/${encodeURIComponent(source)}/${encodeURIComponent(productId)}`,
    query,
    { signal },
  ).then(unwrap);

export const reviewsQueryOptions = (
  source: string,
  productId: string,
  page: number,
  withPictures: boolean,
) =>
  queryOptions({
    queryKey: productDetailKeys.reviews(source, productId, page, withPictures),
    queryFn: ({ signal }) =>
      getReviews(
        source,
        productId,
        {
          page,
          page_size: REVIEW_PAGE_SIZE,
          ...(withPictures ? { with_pictures: true } : {}),
        },
        signal,
      ),
  });

export function useReviews(source: string, productId: string, page: number, withPictures: boolean) {
  return useQuery({
    ...reviewsQueryOptions(source, productId, page, withPictures),
    placeholderData: keepPreviousData,
  });
}
