import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { CatalogueCounts } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { catalogueKeys } from './catalogue-keys';

/** GET center/products/count: import list and product center totals, mapped and unmapped. */
export const getProductCounts = (signal?: AbortSignal) =>
  apiGet<CatalogueCounts>('center/products/count', undefined, { signal }).then(unwrap);

export const productCountsQueryOptions = (workspaceId: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.counts(workspaceId),
    queryFn: ({ signal }) => getProductCounts(signal),
  });

export function useProductCounts() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery(productCountsQueryOptions(workspaceId));
}
