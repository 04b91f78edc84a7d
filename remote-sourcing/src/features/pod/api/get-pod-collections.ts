import { useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { PodCollections } from '@omni/shared/contracts';
import { podKeys } from './query-keys';

/** GET pod/collections */
export const getPodCollections = (signal?: AbortSignal) =>
  apiGet<PodCollections>('pod/collections', undefined, { signal }).then(unwrap);

export function usePodCollections() {
  return useQuery({
    queryKey: podKeys.collections(),
    queryFn: ({ signal }) => getPodCollections(signal),
  });
}
