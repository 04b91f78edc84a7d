import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@omni/shared/api-client';
import { stopPlacementsEndpoint, type QueuedPlacementSource } from '@omni/shared/contracts/orders';
import { placementKeys } from './query-keys';

/** Stop: every processing placement of the source becomes error cancel_order (spec 002 §4). */
export function useStopPlacements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (source: QueuedPlacementSource) =>
      call(stopPlacementsEndpoint, { body: { source } }),
    onSettled: () => client.invalidateQueries({ queryKey: placementKeys.entries() }),
  });
}
