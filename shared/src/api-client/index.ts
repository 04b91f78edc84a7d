// @omni/shared/api-client — the one axios client of the page (spec 000 §7), its results, queries.
export {
  AUTH_INSTALL_PATH,
  REQUEST_TIMEOUT_MS,
  SIGN_IN_PATH,
  type ApiClientConfig,
} from './api-client-config';
export {
  configureApiClient,
  getApiClient,
  isApiClientConfigured,
  streamingSupport,
} from './api-client';
export { call } from './call-endpoint';
export { openApiStream, type ApiStream } from './open-api-stream';
export {
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  apiRequest,
  type ApiRequestOptions,
  type Payload,
} from './api-request';
export {
  ApiError,
  normalizeNoResponse,
  normalizeResponse,
  unwrap,
  type ApiResult,
} from './api-result';
export {
  APP_HEADER,
  apiVersionFor,
  buildRequestHeaders,
  isAccountPath,
  type HeaderInput,
} from './request-headers';
export { STALE_TIME_MS, createQueryClient, shouldRetry } from './query-client';
export { sharedQueryKeys } from './shared-query-keys';
export { accountQueryOptions, getAccount, useAccount } from './get-account';
export { handOverEarlyGets, takeEarlyAnswer } from './early-hand-over';
export { getStores, storesQueryOptions, useStores } from './get-stores';
export {
  exchangeRatesQueryOptions,
  getExchangeRates,
  useExchangeRates,
} from './get-exchange-rates';
export { getLogistics, logisticsQueryOptions, useLogistics } from './get-logistics';
export { useMoneyDisplay } from './use-money-display';
