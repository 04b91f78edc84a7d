import { useQuery } from '@tanstack/react-query';
import { ApiError, call, unwrap } from '@omni/shared/api-client';
import { publicTrackingEndpoint } from '@omni/shared/contracts/orders';

export const publicTrackingKeys = {
  order: (orderId: string) => ['orders', 'public-tracking', orderId] as const,
};

/** The API's answer for a link that names no order (malformed or unknown: the same, ADR 046). */
export const isUnknownOrder = (error: unknown) =>
  error instanceof ApiError && error.result.httpStatus === 404;

/**
 * GET open-api/orders/tracking/{order_id}, without a session. Silent: the page says what went
 * wrong itself, and a visitor has no app around it for a toast to belong to.
 */
export function usePublicTracking(orderId: string) {
  return useQuery({
    queryKey: publicTrackingKeys.order(orderId),
    queryFn: async () =>
      unwrap(
        await call(publicTrackingEndpoint, { params: { order_id: orderId } }, { silent: true }),
      ),
  });
}
