import { useQuery } from '@tanstack/react-query';
import { apiPost, unwrap } from '@omni/shared/api-client';
import type { ResearchKeywords } from '@omni/shared/contracts';
import { researchKeys } from './query-keys';

/** POST ah/research/products/{id}/keywords */
export const getKeywords = (productId: string, signal?: AbortSignal) =>
  apiPost<ResearchKeywords>(`ah/research/products/${productId}/keywords`, {}, { signal }).then(
    unwrap,
  );

export function useResearchKeywords(productId: string) {
  return useQuery({
    queryKey: researchKeys.keywords(productId),
    queryFn: ({ signal }) => getKeywords(productId, signal),
  });
}
