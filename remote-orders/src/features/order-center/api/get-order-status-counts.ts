import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { OrderStatusCounts } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { orderKeys } from './query-keys';

/** GET orders/v5/count-order-status: order counts per section and sub-status (spec 002 §2). */
export const getOrderStatusCounts = (signal?: AbortSignal) =>
  apiGet<OrderStatusCounts>('orders/v5/count-order-status', undefined, { signal }).then(unwrap);

export const orderStatusCountsQueryOptions = (workspaceId: string | null) =>
  queryOptions({
    queryKey: orderKeys.statusCounts(workspaceId),
    queryFn: ({ signal }) => getOrderStatusCounts(signal),
  });

export function useOrderStatusCounts() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery(orderStatusCountsQueryOptions(workspaceId));
}
