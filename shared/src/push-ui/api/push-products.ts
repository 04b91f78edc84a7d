import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call } from '@omni/shared/api-client';
import {
  pushAllMultipleChannelEndpoint,
  pushMultipleChannelEndpoint,
  type ChannelPushSetting,
} from '@omni/shared/contracts/push';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { pushQueryKeys } from './push-query-keys';

export interface PushInput {
  productIds: readonly string[];
  /** Every import of the workplace (push-all-multiple-channel). */
  all: boolean;
  settings: ChannelPushSetting[];
}

/**
 * POST center/products/push-multiple-channel (chosen imports) or push-all-multiple-channel (every
 * import). The answer comes at once with the queued entries; their progress follows over realtime.
 * Never throws: a refused push (QUOTA_EXPIRED) is the dialog's to show.
 */
export function usePushProducts() {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: ({ productIds, all, settings }: PushInput) =>
      all
        ? call(pushAllMultipleChannelEndpoint, {
            body: { settings: settings.map(({ push: _p, update: _u, ...rest }) => rest) },
          })
        : call(pushMultipleChannelEndpoint, {
            body: { product_package_ids: [...productIds], settings },
          }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: pushQueryKeys.listingQuota(workspaceId) }),
  });
}
