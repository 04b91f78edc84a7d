import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { call } from '@omni/shared/api-client';
import {
  updateChannelPreferencesEndpoint,
  type ChannelPreferences,
} from '@omni/shared/contracts/push';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { pushQueryKeys } from './push-query-keys';

/**
 * PUT center/products/setting/update_channel, cancellable (001 §7): a newer save cancels the one
 * still on its way, and so does closing the dialog. Silent: remembering the choice is a courtesy,
 * the push does not wait for it.
 */
export function useSaveChannelPreferences(): (preferences: ChannelPreferences) => void {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);
  return useCallback(
    (preferences) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      queryClient.setQueryData(pushQueryKeys.channels(workspaceId), preferences);
      void call(
        updateChannelPreferencesEndpoint,
        { body: preferences },
        { signal: controller.signal, silent: true },
      ).catch(() => undefined);
    },
    [queryClient, workspaceId],
  );
}
