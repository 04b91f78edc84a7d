import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeRates } from '../contracts';
import { apiGet } from './api-request';
import { unwrap } from './api-result';
import { sharedQueryKeys } from './shared-query-keys';

export const getExchangeRates = (signal?: AbortSignal) =>
  apiGet<ExchangeRates>('core/exchange-rates', undefined, { signal }).then(unwrap);

/** GET core/exchange-rates: USD → currency rates keyed 'USD' + code, for `convertPrice`. */
export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: sharedQueryKeys.exchangeRates(),
    queryFn: ({ signal }) => getExchangeRates(signal),
  });

export const useExchangeRates = () => useQuery(exchangeRatesQueryOptions());
