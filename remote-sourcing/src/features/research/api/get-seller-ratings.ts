import { useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { SellerRatings } from '@omni/shared/contracts';
import { researchKeys } from './query-keys';

/** GET ah/research/products/{id}/seller-ratings */
export const getSellerRatings = (productId: string, signal?: AbortSignal) =>
  apiGet<SellerRatings>(`ah/research/products/${productId}/seller-ratings`, undefined, {
    signal,
  }).then(unwrap);

export function useSellerRatings(productId: string) {
  return useQuery({
    queryKey: researchKeys.seller(productId),
    queryFn: ({ signal }) => getSellerRatings(productId, signal),
  });
}
