import { useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { PodBlankDetail } from '@omni/shared/contracts';
import { podKeys } from './query-keys';

/** GET pod/products/{productId}/{shipTo} */
export const getPodProduct = (productId: string, shipTo: string, signal?: AbortSignal) =>
  apiGet<PodBlankDetail>(`pod/products/${productId}/${shipTo}`, undefined, { signal }).then(unwrap);

export function usePodProduct(productId: string, shipTo: string) {
  return useQuery({
    queryKey: podKeys.detail(productId, shipTo),
    queryFn: ({ signal }) => getPodProduct(productId, shipTo, signal),
  });
}
