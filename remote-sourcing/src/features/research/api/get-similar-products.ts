import { useQuery } from '@tanstack/react-query';
import { apiPost, unwrap } from '@omni/shared/api-client';
import type { SimilarProduct } from '@omni/shared/contracts';
import { researchKeys } from './query-keys';

/** POST ah/research/products/{id}/similar-products */
export const getSimilarProducts = (productId: string, signal?: AbortSignal) =>
  apiPost<{ items: SimilarProduct[] }>(
    `ah/research/products/${productId}/similar-products`,
    { limit: 12 },
    { signal },
  ).then(unwrap);

export function useSimilarProducts(productId: string) {
  return useQuery({
    queryKey: researchKeys.similar(productId),
    queryFn: ({ signal }) => getSimilarProducts(productId, signal),
  });
}
