import type { FastifyInstance } from 'fastify';
import {
  endpointPath,
  type EndpointData,
  type EndpointDefinition,
  type EndpointInput,
} from '@omni/shared/contracts';
import { call, type CallResult } from './test-app';

/** Who calls: a bearer token and the workplace header. */
export interface Caller {
  token: string;
  workplaceId: string;
}

/**
 * An endpoint object called through app.inject, typed like the client's `call`: the path from
 * params, the query in the URL (arrays and objects as JSON are not needed by any endpoint yet),
 * the body as JSON; the envelope is checked by `call`.
 */
export function callEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  caller: Caller,
  input: EndpointInput<E> = {} as EndpointInput<E>,
): Promise<CallResult<EndpointData<E>>> {
  const given = input as { params?: object; query?: Record<string, unknown>; body?: unknown };
  const query = new URLSearchParams(
    Object.entries(given.query ?? {}).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)] as [string, string]],
    ),
  ).toString();
  const path = endpointPath(endpoint.path, given.params as Record<string, unknown>);
  return call<EndpointData<E>>(
    app,
    endpoint.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    `/api${path}${query ? `?${query}` : ''}`,
    { ...caller, ...(given.body !== undefined ? { body: given.body } : {}) },
  );
}
