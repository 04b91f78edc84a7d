import { apiRequest, unwrap, type ApiRequestOptions, type Payload } from '@omni/shared/api-client';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * The host's query and mutation functions: the shared client's normalised result, unwrapped so
 * React Query sees a failure as an error (an `ApiError` carrying the result for forms to read).
 */
export const callApi = <T>(
  method: HttpMethod,
  path: string,
  payload?: Payload,
  options?: ApiRequestOptions,
): Promise<T> =>
  apiRequest<T>(
    method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
    path,
    payload,
    options,
  ).then(unwrap);
