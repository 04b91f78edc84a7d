import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, sharedQueryKeys, unwrap } from '@omni/shared/api-client';
import { quotaPurchasesEndpoint } from '@omni/shared/contracts/billing';
import { useRealtimeEvent } from '@omni/shared/realtime';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { planKeys } from './query-keys';

/**
 * GET payments/quota-purchases: the workplace's latest purchases of extra quota. While
 * `watching` (the merchant is back from Shopify and the purchase is not settled yet) it is read
 * again every few seconds; Shopify's update also arrives as a realtime event.
 */
export function useQuotaPurchases(watching: boolean) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const client = useQueryClient();
  useRealtimeEvent('quota-purchase-updated', () => {
    void client.invalidateQueries({ queryKey: planKeys.quotaPurchases(workspaceId) });
    void client.invalidateQueries({ queryKey: sharedQueryKeys.quotaUsage(workspaceId) });
  });
  return useQuery({
    queryKey: planKeys.quotaPurchases(workspaceId),
    queryFn: () => call(quotaPurchasesEndpoint).then(unwrap),
    refetchInterval: watching ? 2_000 : false,
  });
}
