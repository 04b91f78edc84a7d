import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  GraphQLError,
  Kind,
  buildSchema,
  execute,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { ADMIN_SCHEMA_SDL } from './admin-schema.graphql';
import { BILLING_SCHEMA_SDL } from './billing/billing-schema';
import { adminRoot, type AdminContext } from './admin-resolvers';
import { PageArgsError } from './connection';
import { requestedQueryCost } from './query-cost';
import type { ShopifyWorld } from './world';

const schema = buildSchema(`${ADMIN_SCHEMA_SDL}\n${BILLING_SCHEMA_SDL}`);
/** Shopify refuses any single query whose requested cost is over this, whatever the bucket holds. */
const MAX_SINGLE_QUERY_COST = 1000;
const DOCS = 'https://shopify.dev/api/usage/rate-limits';

interface GraphqlBody {
  query?: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "Down" answers 503, "slow" waits before answering: for the API and OAuth, not the control page. */
export async function applyServiceHealth(
  world: ShopifyWorld,
  reply: FastifyReply,
): Promise<boolean> {
  if (world.health.mode === 'down') {
    await reply.code(503).header('retry-after', '5').type('text/plain').send('Service Unavailable');
    return false;
  }
  if (world.health.mode === 'slow') await sleep(world.health.slowMs);
  return true;
}

function pickOperation(document: DocumentNode, name: string | null | undefined) {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return name
    ? operations.find((o) => o.name?.value === name)
    : operations.length === 1
      ? operations[0]
      : undefined;
}

const errorBody = (message: string, code?: string) => ({
  errors: [{ message, ...(code ? { extensions: { code } } : {}) }],
});

/** POST /admin/api/<version>/graphql.json with X-Shopify-Access-Token. */
export function registerAdminApiRoutes(app: FastifyInstance, world: ShopifyWorld) {
  app.post<{ Params: { shop: string; version: string }; Body: GraphqlBody }>(
    '/shops/:shop/admin/api/:version/graphql.json',
    async (request, reply) => {
      if (!(await applyServiceHealth(world, reply))) return reply;
      const token = request.headers['x-shopify-access-token'];
      const shop = typeof token === 'string' ? world.shopForToken(token) : null;
      if (!shop || shop.domain !== request.params.shop)
        return reply.code(401).send({
          errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
        });
      if (!/^\d{4}-\d{2}$|^unstable$/.test(request.params.version))
        return reply.code(404).send({ errors: 'Not Found' });

      const body = request.body ?? {};
      if (typeof body.query !== 'string')
        return reply.code(400).send({ errors: { query: 'Required parameter missing or invalid' } });
      let document: DocumentNode;
      try {
        document = parse(body.query);
      } catch (error) {
        return errorBody((error as GraphQLError).message, 'PARSE_ERROR');
      }
      const invalid = validate(schema, document, specifiedRules);
      if (invalid.length > 0) return { errors: invalid.map((e) => e.toJSON()) };
      const operation = pickOperation(document, body.operationName);
      if (!operation)
        return errorBody('An operation name is required when the document has several operations');

      const fragments = Object.fromEntries(
        document.definitions
          .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
          .map((d) => [d.name.value, d]),
      );
      const variables = body.variables ?? {};
      const cost = requestedQueryCost(schema, operation, fragments, variables);
      const bucket = world.bucket(shop.domain);
      if (cost > MAX_SINGLE_QUERY_COST)
        return {
          errors: [
            {
              message: `Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_SINGLE_QUERY_COST}).`,
              extensions: {
                code: 'MAX_COST_EXCEEDED',
                cost,
                maxCost: MAX_SINGLE_QUERY_COST,
                documentation: DOCS,
              },
            },
          ],
          extensions: {
            cost: {
              requestedQueryCost: cost,
              actualQueryCost: null,
              throttleStatus: bucket.status(),
            },
          },
        };
      if (!bucket.take(cost)) {
        world.throttledCalls += 1;
        return {
          errors: [
            { message: 'Throttled', extensions: { code: 'THROTTLED', documentation: DOCS } },
          ],
          extensions: {
            cost: {
              requestedQueryCost: cost,
              actualQueryCost: null,
              throttleStatus: bucket.status(),
            },
          },
        };
      }

      const context: AdminContext = { world, shop };
      const result = await execute({
        schema,
        document,
        rootValue: adminRoot,
        contextValue: context,
        variableValues: variables,
        operationName: body.operationName ?? undefined,
      });
      const errors = result.errors?.map((error) => {
        const json = error.toJSON();
        return error.originalError instanceof PageArgsError
          ? { ...json, extensions: { code: 'BAD_USER_INPUT' } }
          : json;
      });
      // Shopify charges what the query actually returned and gives back the rest of the request
      const actual = result.data
        ? Math.min(cost, requestedQueryCost(schema, operation, fragments, variables, result.data))
        : cost;
      bucket.refund(cost - actual);
      return {
        ...(result.data ? { data: result.data } : {}),
        ...(errors ? { errors } : {}),
        extensions: {
          cost: {
            requestedQueryCost: cost,
            actualQueryCost: actual,
            throttleStatus: bucket.status(),
          },
        },
      };
    },
  );
}
