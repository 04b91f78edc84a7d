import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Store, StoreList } from '../contracts';
import { currentWorkspaceIdAtom, sessionTokenAtom } from '../session/atoms';
import { apiGet } from './api-request';
import { unwrap } from './api-result';
import { sharedQueryKeys } from './shared-query-keys';

export const getStores = (signal?: AbortSignal): Promise<Store[]> =>
  apiGet<StoreList>('stores/list-store', undefined, { signal })
    .then(unwrap)
    .then((data) => data.stores);

/**
 * GET stores/list-store for the workplace in the header. The workplace id is part of the key so
 * switching workplace reads that workplace's stores (the header itself comes from the session).
 */
export const storesQueryOptions = (workspaceId: string | null) =>
  queryOptions({
    queryKey: sharedQueryKeys.stores(workspaceId),
    queryFn: ({ signal }) => getStores(signal),
  });

/**
 * The current workplace's stores, asked for once the workplace is known. Before (the first screen
 * after a sign-in, until the account settles the workplace) the API would answer for a workplace
 * of its own choosing under the key of none, and the settled workplace's key would ask again: two
 * requests on that screen where one is needed.
 */
export function useStores() {
  const token = useAtomValue(sessionTokenAtom);
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    ...storesQueryOptions(workspaceId),
    enabled: Boolean(token && workspaceId),
  });
}
