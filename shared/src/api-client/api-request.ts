import type { AxiosRequestConfig, Method } from 'axios';
import { getApiClient } from './api-client';
import type { ApiResult } from './api-result';

/** Per-call options beyond the path and payload. */
export interface ApiRequestOptions {
  /** No toast (spec 000 §8: import-tracking, delete-account, AliExpress/CJ import). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Extra or overriding headers, e.g. a `store-id` for one call. */
  headers?: Record<string, string>;
  /** `app` header override (AH for one plan call). */
  app?: string;
  /** Upload progress and other axios options, rarely needed. */
  axios?: Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'>;
}

export type Payload = Record<string, unknown> | unknown[] | FormData | object | undefined;

/**
 * One call, normalised: never throws for an HTTP or body failure (the result says so); throws
 * only when cancelled. Reads send the payload as query, writes as body (spec 000 §7).
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  payload?: Payload,
  options: ApiRequestOptions = {},
): Promise<ApiResult<T>> {
  const isRead = method.toUpperCase() === 'GET';
  const response = await getApiClient().request<ApiResult<T>>({
    ...options.axios,
    url: path,
    method,
    ...(isRead ? { params: payload } : { data: payload }),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.silent ? { silent: true } : {}),
    ...(options.app ? { app: options.app } : {}),
  });
  return response.data;
}

export const apiGet = <T>(path: string, params?: Payload, options?: ApiRequestOptions) =>
  apiRequest<T>('GET', path, params, options);
export const apiPost = <T>(path: string, body?: Payload, options?: ApiRequestOptions) =>
  apiRequest<T>('POST', path, body, options);
export const apiPut = <T>(path: string, body?: Payload, options?: ApiRequestOptions) =>
  apiRequest<T>('PUT', path, body, options);
export const apiPatch = <T>(path: string, body?: Payload, options?: ApiRequestOptions) =>
  apiRequest<T>('PATCH', path, body, options);
export const apiDelete = <T>(path: string, body?: Payload, options?: ApiRequestOptions) =>
  apiRequest<T>('DELETE', path, body, options);
