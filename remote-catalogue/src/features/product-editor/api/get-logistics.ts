import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '@omni/shared/api-client';
import type { LogisticsResult } from '@omni/shared/contracts';
import { catalogueKeys } from '../../../common/api/catalogue-keys';

/**
 * GET product-sources/logistics/{source}/{product_id}?country_code: the supplier's shipping
 * options to the import's ship-to country (the call find-product's detail page makes).
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

export function useLogistics(source: string, productId: string, shipTo: string) {
  return useQuery({
    queryKey: catalogueKeys.logistics(source, productId, shipTo),
    queryFn: ({ signal }) => getLogistics(source, productId, shipTo, signal),
    placeholderData: keepPreviousData,
  });
}
