import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { LogisticsResult } from '@omni/shared/contracts';
import { productDetailKeys } from './query-keys';

/** GET product-sources/logistics/{source}/{product_id}?country_code: shipping options there. */
export const getLogistics = (
  source: string,
  productId: string,
  countryCode: string,
  signal?: AbortSignal,
) =>
  apiGet<LogisticsResult>(
    `product-sources/logistics/${encodeURIComponent(source)}/${encodeURIComponent(productId)}`,
    { country_code: countryCode },
    { signal },
  ).then(unwrap);

export const logisticsQueryOptions = (source: string, productId: string, shipTo: string) =>
  queryOptions({
    queryKey: productDetailKeys.logistics(source, productId, shipTo),
    queryFn: ({ signal }) => getLogistics(source, productId, shipTo, signal),
  });

export function useLogistics(source: string, productId: string, shipTo: string) {
  return useQuery({
    ...logisticsQueryOptions(source, productId, shipTo),
    placeholderData: keepPreviousData,
  });
}
