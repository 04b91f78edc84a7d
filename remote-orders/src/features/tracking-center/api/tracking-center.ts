import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import {
  awaitingTrackingListEndpoint,
  trackingListEndpoint,
  type AwaitingTrackingQuery,
  type TrackingListQuery,
} from '@omni/shared/contracts/orders';
import { trackNowEndpoint } from '@omni/shared/contracts/parcel-tracking';
import { currentWorkspaceIdAtom } from '@omni/shared/session';

export const trackingCenterKeys = {
  parcels: (workspaceId: string | null, query: TrackingListQuery) =>
    ['orders', 'tracking-center', workspaceId, 'parcels', query] as const,
  awaiting: (workspaceId: string | null, query: AwaitingTrackingQuery) =>
    ['orders', 'tracking-center', workspaceId, 'awaiting', query] as const,
};

/** GET orders/v2/trackings, one server page; the previous page stays shown while the next loads. */
export function useTrackingList(query: TrackingListQuery) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: trackingCenterKeys.parcels(workspaceId, query),
    queryFn: async ({ signal }) => unwrap(await call(trackingListEndpoint, { query }, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET orders/v2/trackings/supplier-unavailable, one server page. */
export function useAwaitingTrackingList(query: AwaitingTrackingQuery) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: trackingCenterKeys.awaiting(workspaceId, query),
    queryFn: async ({ signal }) =>
      unwrap(await call(awaitingTrackingListEndpoint, { query }, { signal })),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST orders/v2/trackings/track-now: pulls the chosen parcels from the tracking service now;
 * the list is read again with what it answered.
 */
export function useTrackNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (numbers: string[]) =>
      unwrap(await call(trackNowEndpoint, { body: { tracking_numbers: numbers } })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders', 'tracking-center'] }),
  });
}
