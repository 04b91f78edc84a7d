import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import { previewOrdersEndpoint } from '@omni/shared/contracts/orders';
import { placementKeys } from './query-keys';

/** POST orders/v4/preview: each order priced by its supplier now (one entry per order and source). */
export function usePreviewOrders(orderIds: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: placementKeys.preview(orderIds),
    queryFn: async () => {
      return unwrap(await call(previewOrdersEndpoint, { body: { orders: [...orderIds] } })).orders;
    },
    enabled: enabled && orderIds.length > 0,
    // supplier prices and stock move: a preview is not reused later
    staleTime: 0,
    gcTime: 0,
  });
}
