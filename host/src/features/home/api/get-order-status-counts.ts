import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { takeEarlyAnswer } from '@omni/shared/api-client';
import type { OrderStatusCounts } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { callApi } from '../../../app/api/call-api';
import { ORDER_STATUS_COUNTS_PATH } from './order-status-counts-path';

/** The counts: the request the bootstrap sent for a first visit of the home, else asked now. */
export const getOrderStatusCounts = async () => {
  const early = await takeEarlyAnswer<OrderStatusCounts>(ORDER_STATUS_COUNTS_PATH);
  return early ? early.data : callApi<OrderStatusCounts>('get', ORDER_STATUS_COUNTS_PATH);
};

/** Order counts per section for the workplace: which orders are ready, which were placed. */
export function useOrderStatusCounts() {
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: ['home', 'order-status-counts', workplaceId],
    queryFn: getOrderStatusCounts,
  });
}
