import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { PriceDetail } from '@omni/shared/contracts';
import { productDetailKeys } from './query-keys';

/** GET product-sources/products/price-detail/{source}/{product_id}/{ship_to}. */
export const getPriceDetail = (
  source: string,
  productId: string,
  shipTo: string,
  signal?: AbortSignal,
) =>
  apiGet<PriceDetail>(
    `product-sources/products/price-detail/${[source, productId, shipTo].map(encodeURIComponent).join('/')}`,
    undefined,
    { signal },
  ).then(unwrap);

export const priceDetailQueryOptions = (source: string, productId: string, shipTo: string) =>
  queryOptions({
    queryKey: productDetailKeys.priceDetail(source, productId, shipTo),
    queryFn: ({ signal }) => getPriceDetail(source, productId, shipTo, signal),
  });

/** Prices for the ship-to country; the previous country's stay shown while the next loads. */
export function usePriceDetail(source: string, productId: string, shipTo: string) {
  return useQuery({
    ...priceDetailQueryOptions(source, productId, shipTo),
    placeholderData: keepPreviousData,
  });
}
