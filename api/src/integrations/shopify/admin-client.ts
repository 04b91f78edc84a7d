import { GraphqlQueryError, HttpResponseError, Session, type Shopify } from '@shopify/shopify-api';
import { CostLimiter, type ThrottleStatus } from './cost-limiter';

/** Shopify answered 401: the token was revoked (app uninstalled, or "token expires"). */
export class ShopifyUnauthorizedError extends Error {
  constructor(readonly shop: string) {
    super(`Shopify refused the access token of ${shop}`);
    this.name = 'ShopifyUnauthorizedError';
  }
}

/** Still THROTTLED after waiting as Shopify asked, several times over. */
export class ShopifyThrottledError extends Error {
  constructor(readonly shop: string) {
    super(`Shopify kept throttling ${shop}`);
    this.name = 'ShopifyThrottledError';
  }
}

/** A GraphQL error other than throttling, or a mutation's userErrors. */
export class ShopifyGraphqlError extends Error {
  constructor(
    message: string,
    readonly details: unknown,
  ) {
    super(message);
    this.name = 'ShopifyGraphqlError';
  }
}

interface CostExtension {
  requestedQueryCost?: number;
  actualQueryCost?: number | null;
  throttleStatus?: ThrottleStatus;
}

export interface AdminClientDeps {
  library: Shopify;
  /** Shared by every client of the process, so all calls to one shop share one estimate. */
  limiter: CostLimiter;
  sleep?: (ms: number) => Promise<void>;
  /** How often a THROTTLED answer is waited out before giving up. */
  maxThrottleRetries?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// What each operation cost last time (Shopify reports it): the estimate for the next call.
const learnedCost = new Map<string, number>();

function costOf(extensions: unknown): CostExtension | undefined {
  return (extensions as { cost?: CostExtension } | undefined)?.cost;
}

/**
 * The Admin GraphQL API for one shop through the library's client, within the cost-based limit:
 * it waits until the bucket should hold the query's cost, reads `extensions.cost.throttleStatus`
 * from every answer, and on THROTTLED waits for the points to refill and tries again.
 * 429/5xx answers are retried by the library itself.
 */
export class ShopifyAdminClient {
  private readonly client: InstanceType<Shopify['clients']['Graphql']>;

  constructor(
    private readonly deps: AdminClientDeps,
    readonly shop: string,
    accessToken: string,
  ) {
    const session = new Session({
      id: `offline_${shop}`,
      shop,
      state: '',
      isOnline: false,
      accessToken,
    });
    this.client = new deps.library.clients.Graphql({ session });
  }

  async request<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const sleep = this.deps.sleep ?? defaultSleep;
    const { limiter } = this.deps;
    const maxRetries = this.deps.maxThrottleRetries ?? 5;
    let cost = learnedCost.get(query) ?? 10;
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      const wait = limiter.waitMs(this.shop, cost);
      if (wait > 0) await sleep(wait);
      limiter.reserve(this.shop, cost);
      try {
        const response = await this.client.request(query, { variables, retries: 2 });
        const extension = costOf(response.extensions);
        if (extension?.throttleStatus) limiter.record(this.shop, extension.throttleStatus, cost);
        else limiter.release(this.shop, cost);
        if (extension?.requestedQueryCost) learnedCost.set(query, extension.requestedQueryCost);
        return response.data as T;
      } catch (error) {
        limiter.release(this.shop, cost);
        if (error instanceof GraphqlQueryError) {
          const body = error.body as
            | {
                errors?: { graphQLErrors?: Array<{ extensions?: { code?: string } }> };
                extensions?: unknown;
              }
            | undefined;
          const extension = costOf(body?.extensions);
          if (extension?.throttleStatus) limiter.record(this.shop, extension.throttleStatus);
          const throttled = body?.errors?.graphQLErrors?.some(
            (e) => e.extensions?.code === 'THROTTLED',
          );
          if (throttled) {
            if (extension?.requestedQueryCost) {
              cost = extension.requestedQueryCost;
              learnedCost.set(query, cost);
            }
            continue;
          }
          throw new ShopifyGraphqlError(error.message, body?.errors?.graphQLErrors);
        }
        if (error instanceof HttpResponseError && error.response.code === 401)
          throw new ShopifyUnauthorizedError(this.shop);
        throw error;
      }
    }
    throw new ShopifyThrottledError(this.shop);
  }
}
