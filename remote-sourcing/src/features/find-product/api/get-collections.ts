import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { SourcingCollection } from '@omni/shared/contracts';
import { findProductKeys } from './query-keys';

/** GET product-sources/collections/list: the curated collections of the own catalogue. */
export const getCollections = (signal?: AbortSignal) =>
  apiGet<SourcingCollection[]>('product-sources/collections/list', undefined, { signal }).then(
    unwrap,
  );

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: findProductKeys.collections(),
    queryFn: ({ signal }) => getCollections(signal),
  });

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}
