import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, call, unwrap } from '@omni/shared/api-client';
import type { LogisticsResult } from '@omni/shared/contracts';
import {
  saveShippingEndpoint,
  shippingChangeEndpoint,
  updateMultipleShippingEndpoint,
  type OrderDetail,
  type OrderShipping,
  type SaveShippingBody,
  type ShippingChange,
  type UpdateMultipleShippingBody,
} from '@omni/shared/contracts/orders';
import { useRealtimeEvent } from '@omni/shared/realtime';

/** What a line is shipped as: its supplier product and sku, how many, and where to. */
export interface LineShippingTarget {
  source: string;
  productId: string;
  skuId: string | null;
  quantity: number;
  countryCode: string;
}

/**
 * GET product-sources/logistics/{source}/{product_id} (spec 002 §7 source logistics): the
 * supplier's methods for the line's sku and quantity to the order's country, cheapest first.
 * Silent: the dialog says itself when they cannot be loaded.
 */
export function useLineShippingOptions(target: LineShippingTarget | null) {
  return useQuery({
    queryKey: ['orders', 'line-shipping-options', target] as const,
    enabled: target !== null,
    queryFn: async ({ signal }) => {
      const { source, productId, skuId, quantity, countryCode } = target!;
      return unwrap(
        await apiGet<LogisticsResult>(
          `product-sources/logistics/${encodeURIComponent(source)}/${encodeURIComponent(productId)}`,
          { country_code: countryCode, quantity, ...(skuId ? { sku_id: skuId } : {}) },
          { signal, silent: true },
        ),
      );
    },
  });
}

/** The detail, list and history of orders change with their shipping. */
function refreshOrders(client: ReturnType<typeof useQueryClient>, saved: OrderShipping[]) {
  for (const order of saved) {
    client.setQueryData<OrderDetail>(['orders', 'detail', order.order_id], (detail) =>
      detail
        ? {
            ...detail,
            line_items: detail.line_items.map((line) => {
              const next = order.lines.find((l) => l.line_item_id === line.id);
              return next
                ? { ...line, shipping_fee: next.shipping_fee, shipping_info: next.shipping_info }
                : line;
            }),
            totals: { ...detail.totals, supplier_shipping_fee: order.supplier_shipping_fee },
          }
        : detail,
    );
    void client.invalidateQueries({ queryKey: ['orders', 'log', order.order_id] });
  }
  // the list's shipping cost and time columns (keys ['orders', workplace, 'list', …])
  void client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'orders' && query.queryKey[2] === 'list',
  });
}

/**
 * POST orders/{id}/save-shipping. Silent: a refused method is said in the dialog.
 */
export function useSaveShipping(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveShippingBody) =>
      unwrap(await call(saveShippingEndpoint, { params: { id: orderId }, body }, { silent: true })),
    onSuccess: (saved) => refreshOrders(client, [saved]),
  });
}

/** POST orders/v5/update-multiple-shipping-method: the change is queued; follow it with useShippingChange. */
export function useUpdateMultipleShipping() {
  return useMutation({
    mutationFn: async (body: UpdateMultipleShippingBody) =>
      unwrap(await call(updateMultipleShippingEndpoint, { body }, { silent: true })),
  });
}

/** How often a change is read again while its job runs (an event missed in a reconnect). */
const CHANGE_POLL_MS = 2_000;

/**
 * GET orders/v5/update-multiple-shipping-method/{id}, kept current while its job runs: each
 * `job-progress` event of the job moves the count at once and its end reads the result; a slow
 * poll covers events missed. Once done, the orders' detail, list and history take the new methods.
 */
export function useShippingChange(queued: ShippingChange | undefined) {
  const client = useQueryClient();
  const key = ['orders', 'shipping-change', queued?.id] as const;
  useRealtimeEvent('job-progress', (event) => {
    if (!queued || event.jobId !== queued.job_id) return;
    client.setQueryData<ShippingChange>(key, (change) =>
      change && change.status === 'processing'
        ? { ...change, done: Math.max(change.done, event.done) }
        : change,
    );
    if (event.status === 'done' || event.status === 'dead')
      void client.invalidateQueries({ queryKey: key });
  });
  const query = useQuery({
    queryKey: key,
    enabled: queued !== undefined,
    placeholderData: queued,
    queryFn: async () =>
      unwrap(await call(shippingChangeEndpoint, { params: { id: queued!.id } }, { silent: true })),
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? CHANGE_POLL_MS : false),
  });
  const finished = query.data?.status === 'done' ? query.data : undefined;
  useEffect(() => {
    if (finished) refreshOrders(client, finished.orders);
  }, [client, finished]);
  return query;
}
