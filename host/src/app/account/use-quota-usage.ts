import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiPost, sharedQueryKeys, unwrap } from '@omni/shared/api-client';
import type { QuotaUsage } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';

/**
 * POST payments/quota/calc-usage: the plan's limit and usage of every feature in this billing
 * period. Read when the usage popover opens; the billing remote refreshes it on a plan change.
 */
export function useQuotaUsage(enabled: boolean) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: sharedQueryKeys.quotaUsage(workspaceId),
    queryFn: () => apiPost<QuotaUsage>('payments/quota/calc-usage').then(unwrap),
    enabled: enabled && !!workspaceId,
  });
}
