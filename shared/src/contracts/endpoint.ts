import type { Static, TSchema } from 'typebox';

/*
 * Endpoints as objects (architecture.md, "Shapes for the next remotes"): one object per call with
 * its method, path and TypeBox schemas. The API registers its route from the object
 * (api/src/http/endpoint-route.ts) and the client calls it with `call(endpoint, input)`
 * (@omni/shared/api-client), so both sides take their types from the same schemas and no call
 * states a response type by hand.
 */

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, a signed-in user, or a member of the workplace in the header. */
export type EndpointAccess = 'public' | 'auth' | 'workplace';

export interface EndpointDefinition {
  method: EndpointMethod;
  /** Relative to the API base, Fastify style: `/center/products/:id`. */
  path: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /**
   * Headers the call reads besides the common ones (e.g. an optional `store-id`), validated at
   * the edge; the client sends them through the call's options.
   */
  headers?: TSchema;
  /** The schema of the envelope's `data` on success. */
  response: TSchema;
  /** Default 'workplace' (most calls act on the workplace in the header). */
  access?: EndpointAccess;
  /** OpenAPI tag (the domain). */
  tag?: string;
}

/** The object as written, with its literal types kept (so inference sees each schema). */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type Part<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, infer S extends TSchema> ? { [P in K]: Static<S> } : { [P in K]?: never };

/** What a caller passes: `params`, `query` and `body`, each present exactly when declared. */
export type EndpointInput<E extends EndpointDefinition> = Part<E, 'params'> &
  Part<E, 'query'> &
  Part<E, 'body'>;

/** The `data` of a successful answer. */
export type EndpointData<E extends EndpointDefinition> = Static<E['response']>;

/** True when the endpoint declares no params, query or body (its input may be left out). */
export type HasNoInput<E extends EndpointDefinition> = E extends { params: TSchema }
  ? false
  : E extends { query: TSchema }
    ? false
    : E extends { body: TSchema }
      ? false
      : true;

/**
 * The path with its `:name` segments filled from `params` (URI-encoded). A missing param is a
 * programming error, so it throws rather than call a wrong address.
 */
export function endpointPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`endpoint ${path}: param ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
