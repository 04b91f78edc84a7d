import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import {
  IMPORT_LIST_PAGE_SIZE,
  importListEndpoint,
  type ImportListQuery,
} from '@omni/shared/contracts/catalogue';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { catalogueKeys } from '../../../common/api/catalogue-keys';
import type { ImportListFilters } from '../utils/import-list-filters';

/** The API's query for the filters of the URL (the cursor is added page by page). */
export function importListQuery(filters: ImportListFilters): Omit<ImportListQuery, 'cursor'> {
  return {
    page_size: IMPORT_LIST_PAGE_SIZE,
    sort: filters.sort,
    ...(filters.q ? { search: filters.q } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.shipTo ? { ship_to: filters.shipTo } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.pushed ? { pushed: filters.pushed } : {}),
  };
}

/**
 * GET center/products/import/listing, one keyset page at a time (`next_cursor`): each request
 * costs the same whether the list holds fifty imports or five thousand.
 */
export const importListQueryOptions = (workspaceId: string | null, filters: ImportListFilters) => {
  const query = importListQuery(filters);
  return infiniteQueryOptions({
    queryKey: catalogueKeys.importList(workspaceId, query),
    queryFn: ({ pageParam, signal }) =>
      call(
        importListEndpoint,
        { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ).then(unwrap),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
};

export function useImportList(filters: ImportListFilters) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery(importListQueryOptions(workspaceId, filters));
}
