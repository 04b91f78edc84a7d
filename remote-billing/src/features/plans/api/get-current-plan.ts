import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, sharedQueryKeys, unwrap } from '@omni/shared/api-client';
import { currentPlanEndpoint } from '@omni/shared/contracts/billing';
import { useRealtimeEvent } from '@omni/shared/realtime';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { planKeys } from './query-keys';

/** GET payments/user/current-plan: the plan in force here, its subscription, who owns it. */
export function useCurrentPlan() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: planKeys.current(workspaceId),
    queryFn: () => call(currentPlanEndpoint).then(unwrap),
  });
}

/** Everything that shows the plan: this remote's pages, the account (shell) and the quotas. */
export function useRefreshPlan() {
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: planKeys.all() }),
      client.invalidateQueries({ queryKey: sharedQueryKeys.account() }),
      client.invalidateQueries({ queryKey: sharedQueryKeys.quotaUsage(workspaceId) }),
    ]);
}

/** The provider's webhooks move the subscription: the pages follow without a reload. */
export function usePlanUpdates() {
  const refresh = useRefreshPlan();
  useRealtimeEvent('subscription-updated', () => void refresh());
}
