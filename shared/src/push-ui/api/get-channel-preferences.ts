import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import { getChannelPreferencesEndpoint } from '@omni/shared/contracts/push';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { pushQueryKeys } from './push-query-keys';

/** GET center/products/setting/channel: the channels the dialog had chosen last time. */
export function useChannelPreferences() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: pushQueryKeys.channels(workspaceId),
    queryFn: ({ signal }) =>
      call(getChannelPreferencesEndpoint, undefined, { signal }).then(unwrap),
  });
}
