import {
  endpointPath,
  type EndpointData,
  type EndpointDefinition,
  type EndpointInput,
  type HasNoInput,
} from '../contracts/endpoint';
import { apiRequest, type ApiRequestOptions } from './api-request';
import type { ApiResult } from './api-result';

type InputArgs<E extends EndpointDefinition> =
  HasNoInput<E> extends true
    ? [input?: EndpointInput<E>, options?: ApiRequestOptions]
    : [input: EndpointInput<E>, options?: ApiRequestOptions];

/**
 * Calls an endpoint object (`defineEndpoint`): params fill the path, the query goes in the URL and
 * the body in the request; the result's data is typed from the endpoint's response schema.
 * Like `apiRequest`, it never throws for a failed call (`unwrap` does, for query functions).
 */
export function call<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options = {}]: InputArgs<E>
): Promise<ApiResult<EndpointData<E>>> {
  const given = (input ?? {}) as { params?: object; query?: object; body?: object };
  // Client paths are relative to the base URL (`center/…`), as every other call of the client.
  const path = endpointPath(endpoint.path, given.params as Record<string, unknown>).replace(
    /^\/+/,
    '',
  );
  if (endpoint.method === 'GET') return apiRequest('GET', path, given.query, options);
  return apiRequest(endpoint.method, path, given.body, {
    ...options,
    axios: { ...options.axios, ...(given.query ? { params: given.query } : {}) },
  });
}
