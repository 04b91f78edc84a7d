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
  { signal, silent = false }: { signal?: AbortSignal; silent?: boolean } = {},
) =>
  apiGet<LogisticsResult>(
    `product-sources/logistics/${encodeURIComponent(source)}/${encodeURIComponent(productId)}`,
    { country_code: countryCode },
    { signal, silent },
  ).then(unwrap);

/** `silent`: the page shows a failure itself, so the client shows no toast for it. */
export const logisticsQueryOptions = (
  source: string,
  productId: string,
  shipTo: string,
  silent = false,
) =>
  queryOptions({
    queryKey: sharedQueryKeys.logistics(source, productId, shipTo),
    queryFn: ({ signal }) => getLogistics(source, productId, shipTo, { signal, silent }),
  });

/** The options to `shipTo`; the previous country's stay shown while another loads. */
export function useLogistics(
  source: string,
  productId: string,
  shipTo: string,
  { silent = false }: { silent?: boolean } = {},
) {
  return useQuery({
    ...logisticsQueryOptions(source, productId, shipTo, silent),
    placeholderData: keepPreviousData,
  });
}
