import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import { tiktokPrerequisitesEndpoint, tiktokWarehousesEndpoint } from '@omni/shared/contracts/push';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { pushQueryKeys } from './push-query-keys';

/**
 * GET /tiktok/listing-prerequisites: whether the workplace's TikTok Shop takes listings and what
 * it still lacks. Asked only once the TikTok sales channel is chosen in the dialog.
 */
export function useTiktokPrerequisites(enabled: boolean) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: pushQueryKeys.tiktokPrerequisites(workspaceId),
    queryFn: ({ signal }) => call(tiktokPrerequisitesEndpoint, undefined, { signal }).then(unwrap),
    enabled,
  });
}

/** GET /tiktok/warehouse: the warehouses a TikTok listing can ship from. */
export function useTiktokWarehouses(enabled: boolean) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: pushQueryKeys.tiktokWarehouses(workspaceId),
    queryFn: ({ signal }) =>
      call(tiktokWarehousesEndpoint, undefined, { signal })
        .then(unwrap)
        .then((data) => data.warehouses),
    enabled,
  });
}
