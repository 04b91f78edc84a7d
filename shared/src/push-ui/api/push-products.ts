import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call } from '@omni/shared/api-client';
import {
  bulkUpdateAndPushEndpoint,
  podPushAllMultipleChannelEndpoint,
  pushAllMultipleChannelEndpoint,
  pushMultipleChannelEndpoint,
  type BulkUpdateAndPush,
  type ChannelPushSetting,
} from '@omni/shared/contracts/push';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { isPodPush, multiSourceProducts, type PushProduct } from '../utils/push-request';
import { pushQueryKeys } from './push-query-keys';

export interface PushInput {
  products: readonly PushProduct[];
  /** Every import of the workplace (push-all-multiple-channel). */
  all: boolean;
  /** Left out for a Smart Push (001 §4): the server takes the saved targets. */
  settings?: ChannelPushSetting[];
  /** The editor's unsaved changes, saved by the push call itself (bulk-update-and-push). */
  saveWith?: BulkUpdateAndPush['products'];
}

const withoutLists = (settings: ChannelPushSetting[]) =>
  settings.map(({ push: _p, update: _u, ...rest }) => rest);

/**
 * POST center/products/push-multiple-channel (chosen imports), bulk-update-and-push-multiple-channel
 * (the editor's unsaved changes saved and pushed in one call) or push-all-multiple-channel: every
 * import, supplier products not imported yet (the card's source path), or a Smart Push without
 * settings (automation); products with a design (a pod blank) go to /products/pod/push-all-multiple-channel. The answer comes at once with the queued entries; their progress follows
 * over realtime. Never throws: a refused push (QUOTA_EXPIRED) is the caller's to show.
 */
export function usePushProducts() {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: ({ products, all, settings, saveWith }: PushInput) => {
      if (saveWith && settings)
        return call(bulkUpdateAndPushEndpoint, { body: { products: saveWith, settings } });
      if (all) {
        return call(pushAllMultipleChannelEndpoint, {
          body: settings ? { settings: withoutLists(settings) } : { automation: true },
        });
      }
      if (!settings || products.some((p) => p.supplier)) {
        const body = {
          products: multiSourceProducts(products),
          ...(settings ? { settings: withoutLists(settings) } : { automation: true }),
        };
        // a blank with its design, from the pod catalogue: the pod path (001 §3)
        return isPodPush(products)
          ? call(podPushAllMultipleChannelEndpoint, { body: { ...body, type: 'pod' } })
          : call(pushAllMultipleChannelEndpoint, { body });
      }
      return call(pushMultipleChannelEndpoint, {
        body: { product_package_ids: products.map((p) => p.id), settings },
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: pushQueryKeys.listingQuota(workspaceId) }),
  });
}
