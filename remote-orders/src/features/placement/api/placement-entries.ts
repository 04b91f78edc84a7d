import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { placementEntriesEndpoint, type PlacementEntry } from '@omni/shared/contracts/orders';
import { useRealtimeEvent } from '@omni/shared/realtime';
import { mergeEntry } from '../utils/placement-entries';
import { placementKeys } from './query-keys';

/**
 * GET orders/v2/bulk-place-orders (the latest placements), kept current by the `order-placement`
 * realtime event: each change replaces its entry in the cache, so the panel follows the jobs.
 */
/** How often the entries are read again while any is processing. */
const POLL_MS = 3_000;

export function usePlacementEntries() {
  const client = useQueryClient();
  useRealtimeEvent('order-placement', (entry) => {
    client.setQueryData<PlacementEntry[]>(placementKeys.entries(), (entries) =>
      mergeEntry(entries ?? [], entry),
    );
  });
  return useQuery({
    queryKey: placementKeys.entries(),
    queryFn: async () => {
      return unwrap(await call(placementEntriesEndpoint, { query: {} })).entries;
    },
    // while jobs run, ask now and then too: an event missed during a reconnect is not lost
    refetchInterval: (query) =>
      query.state.data?.some((entry) => entry.status === 'processing') ? POLL_MS : false,
  });
}
