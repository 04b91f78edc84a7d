import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiPost, unwrap } from '@omni/shared/api-client';
import type { QuotaStateView, QuotaUsage } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { pushQueryKeys } from './push-query-keys';

/** POST payments/quota/calc-usage, LISTING_PRODUCTS only: the dialog's quota banner. */
export function useListingQuota() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: pushQueryKeys.listingQuota(workspaceId),
    queryFn: ({ signal }) =>
      apiPost<QuotaUsage>('payments/quota/calc-usage', undefined, { signal })
        .then(unwrap)
        .then((usage): QuotaStateView | null => usage.features.LISTING_PRODUCTS ?? null),
  });
}
