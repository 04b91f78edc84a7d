import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import {
  getAutomationPushEndpoint,
  updateAutomationPushEndpoint,
  type AutomationPushSetting,
} from '@omni/shared/contracts/push';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { pushQueryKeys } from './push-query-keys';

/** GET center/products/setting/automation-product/get: Smart Push and the workplace's flag. */
export const automationPushQueryOptions = (workspaceId: string | null) =>
  queryOptions({
    queryKey: pushQueryKeys.automation(workspaceId),
    queryFn: ({ signal }) => call(getAutomationPushEndpoint, undefined, { signal }).then(unwrap),
  });

export function useAutomationPush() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery(automationPushQueryOptions(workspaceId));
}

/** PUT …/automation-product/update; the client toasts SaveSuccess from the answer. */
export function useSaveAutomationPush() {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: (setting: AutomationPushSetting) =>
      call(updateAutomationPushEndpoint, { body: setting }),
    onSuccess: (result) => {
      if (result.success && result.data)
        queryClient.setQueryData(pushQueryKeys.automation(workspaceId), result.data);
    },
  });
}
