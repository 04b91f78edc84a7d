import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { OrderStatusCounts } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { callApi } from '../../../app/api/call-api';

export const getOrderStatusCounts = () =>
  callApi<OrderStatusCounts>('get', 'orders/v5/count-order-status');

/** Order counts per section for the workplace: which orders are ready, which were placed. */
export function useOrderStatusCounts() {
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: ['home', 'order-status-counts', workplaceId],
    queryFn: getOrderStatusCounts,
  });
}
