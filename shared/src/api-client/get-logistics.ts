import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LogisticsResult } from '../contracts';
import { apiGet } from './api-request';
import { unwrap } from './api-result';
import { sharedQueryKeys } from './shared-query-keys';

/**
 * GET product-sources/logistics/{source}/{product_id}?country_code: a supplier product's shipping
 * options to a country (find product's detail page, the catalogue editor's shipping section).
 */
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
    queryKey: sharedQueryKeys.logistics(source, productId, shipTo),
    queryFn: ({ signal }) => getLogistics(source, productId, shipTo, signal),
  });

/** The options to `shipTo`; the previous country's stay shown while another loads. */
export function useLogistics(source: string, productId: string, shipTo: string) {
  return useQuery({
    ...logisticsQueryOptions(source, productId, shipTo),
    placeholderData: keepPreviousData,
  });
}
