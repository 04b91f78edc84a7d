import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import {
  getOrderColumnListEndpoint,
  markArchiveEndpoint,
  markOrderEndpoint,
  orderListEndpoint,
  saveOrderColumnListEndpoint,
  sectionSummaryEndpoint,
  type OrderColumnList,
  type OrderListQuery,
  type OrderSection,
} from '@omni/shared/contracts/orders';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { orderKeys } from './query-keys';

/** Rows per keyset page: a screen and a half, so scrolling asks for the next page rarely. */
export const ORDER_PAGE_SIZE = 100;

/** GET orders/v5/list in keyset pages: each page's next_cursor asks for the one after it. */
export function useOrderList(query: Omit<OrderListQuery, 'cursor' | 'page_size'>) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery({
    queryKey: orderKeys.list(workspaceId, query),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await call(
          orderListEndpoint,
          {
            query: {
              ...query,
              page_size: ORDER_PAGE_SIZE,
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          { signal },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** GET orders/v5/section/{type}/summary over the list's source and range. */
export function useSectionSummary(
  section: OrderSection,
  query: { source?: OrderListQuery['source']; from_date?: string; to_date?: string },
) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: orderKeys.summary(workspaceId, section, query),
    queryFn: async ({ signal }) =>
      unwrap(await call(sectionSummaryEndpoint, { params: { type: section }, query }, { signal })),
  });
}

/** Marking or archiving changes what the lists, counts and summaries show: all are asked again. */
function useOrdersMutation<T>(send: (input: T) => Promise<{ updated: number }>) {
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all(workspaceId) }),
  });
}

/** PUT orders/v5/mark-order. */
export const useMarkOrders = () =>
  useOrdersMutation(async (body: { order_ids: string[]; marked: boolean }) =>
    unwrap(await call(markOrderEndpoint, { body })),
  );

/** PUT orders/v5/mark-archive. */
export const useArchiveOrders = () =>
  useOrdersMutation(async (body: { orders: string[]; archived: boolean }) =>
    unwrap(await call(markArchiveEndpoint, { body })),
  );

/** The workplace's column choice (core/workplaces/settings/order-column-list). */
export function useOrderColumnList() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: orderKeys.columns(workspaceId),
    queryFn: async ({ signal }) =>
      unwrap(await call(getOrderColumnListEndpoint, undefined, { signal })),
  });
}

export function useSaveOrderColumnList() {
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: async (body: OrderColumnList) =>
      unwrap(await call(saveOrderColumnListEndpoint, { body })),
    onSuccess: (saved) => client.setQueryData(orderKeys.columns(workspaceId), saved),
  });
}
