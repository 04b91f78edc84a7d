import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, sharedQueryKeys, unwrap } from '@omni/shared/api-client';
import type { CurrentPlan } from '@omni/shared/contracts/billing';
import { useRealtimeEvent } from '@omni/shared/realtime';
import { currentWorkspaceIdAtom } from '@omni/shared/session';

/**
 * GET payments/user/current-plan for the shell: the same cache entry as the billing remote's
 * pages, refreshed when a provider's webhook moves the subscription.
 */
export function useCurrentPlan(enabled: boolean) {
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const key = sharedQueryKeys.currentPlan(workspaceId);
  useRealtimeEvent('subscription-updated', () => {
    void client.invalidateQueries({ queryKey: key });
  });
  return useQuery({
    queryKey: key,
    // a plain GET: the endpoint object would bring its schemas into the shell's first load
    queryFn: () => apiGet<CurrentPlan>('payments/user/current-plan').then(unwrap),
    enabled: enabled && !!workspaceId,
  });
}
