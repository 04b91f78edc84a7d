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

export function useStores() {
  const token = useAtomValue(sessionTokenAtom);
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({ ...storesQueryOptions(workspaceId), enabled: Boolean(token) });
}
