import { useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { ResearchReviews } from '@omni/shared/contracts';
import { researchKeys } from './query-keys';

/** GET ah/research/products/{id}/reviews */
export const getReviewSummary = (productId: string, signal?: AbortSignal) =>
  apiGet<ResearchReviews>(`ah/research/products/${productId}/reviews`, undefined, { signal }).then(
    unwrap,
  );

export function useReviewSummary(productId: string) {
  return useQuery({
    queryKey: researchKeys.reviews(productId),
    queryFn: ({ signal }) => getReviewSummary(productId, signal),
  });
}
