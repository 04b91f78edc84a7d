import { useInfiniteQuery } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { paymentTransactionLogsEndpoint } from '@omni/shared/contracts/orders';
import { paymentKeys } from './query-keys';

export const TRANSACTION_LOG_PAGE_SIZE = 25;

/** GET orders/v6/payments/transaction-logs: the ledger's order-payment entries, page by page. */
export function useTransactionLogs(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...paymentKeys.all, 'transaction-logs'],
    queryFn: async ({ pageParam }) =>
      unwrap(
        await call(paymentTransactionLogsEndpoint, {
          query: {
            page_size: TRANSACTION_LOG_PAGE_SIZE,
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled,
    // a payment made a moment ago must show when the logs open
    staleTime: 0,
  });
}
