import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointData, EndpointDefinition, EndpointInput } from '@omni/shared/contracts';
import type { MessageKeyValue } from '@omni/shared/errors';
import { responses } from './envelope';

/** What a handler answers: the success envelope (`ok(data, message?)`) of the endpoint's data. */
export interface EndpointAnswer<T> {
  status: number;
  message: MessageKeyValue;
  data: T;
}

export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
) => Promise<EndpointAnswer<EndpointData<E>>>;

/**
 * Registers the route of an endpoint object (ADR 008): method, path, access and every schema come
 * from the object, so a module's routes.ts is one line of wiring and one service call per route.
 * Fastify validates params, query and body with the schemas before the handler runs and
 * serialises the answer with the response schema. `config` is the route's own Fastify config
 * (a public route's `rateLimit`), which is the API's business and not the contract's.
 */
export function endpointRoute<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { config?: FastifyContextConfig } = {},
): void {
  const access = endpoint.access ?? 'workplace';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    auth: access === 'auth',
    workplace: access === 'workplace',
    ...(options.config ? { config: options.config } : {}),
    schema: {
      ...(endpoint.tag ? { tags: [endpoint.tag] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      response: responses(endpoint.response),
    },
    handler: (request) =>
      handler(
        { params: request.params, query: request.query, body: request.body } as EndpointInput<E>,
        request,
      ),
  });
}
