import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * "The service is down / slow / rate-limited", switchable from a stand-in's control page or API.
 * The control routes (`/_control…`) and the stand-in's own pages stay reachable whatever is set,
 * so a test can always switch the service back.
 */
export interface ServiceConditions {
  /** Every API call answers 503. */
  down: boolean;
  /** Added to every API call, in milliseconds. */
  slowMs: number;
  /** Every API call gets the service's own "too many requests" answer. */
  rateLimited: boolean;
  /**
   * Path prefixes the above are limited to (e.g. only the supplier's order create, so a test can
   * hold placements while prices are still quoted); empty: every API call.
   */
  paths: string[];
}

export function normalConditions(): ServiceConditions {
  return { down: false, slowMs: 0, rateLimited: false, paths: [] };
}

/** Merges a control request into the conditions; returns the problems with the input, if any. */
export function updateConditions(conditions: ServiceConditions, input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return ['body must be a JSON object'];
  const body = input as Record<string, unknown>;
  const problems: string[] = [];
  if ('down' in body) {
    if (typeof body.down === 'boolean') conditions.down = body.down;
    else problems.push('down must be a boolean');
  }
  if ('rateLimited' in body) {
    if (typeof body.rateLimited === 'boolean') conditions.rateLimited = body.rateLimited;
    else problems.push('rateLimited must be a boolean');
  }
  if ('slowMs' in body) {
    if (typeof body.slowMs === 'number' && body.slowMs >= 0 && body.slowMs <= 120_000)
      conditions.slowMs = Math.floor(body.slowMs);
    else problems.push('slowMs must be a number of milliseconds between 0 and 120000');
  }
  if ('paths' in body) {
    const paths = body.paths;
    if (Array.isArray(paths) && paths.every((p) => typeof p === 'string' && p.startsWith('/')))
      conditions.paths = paths as string[];
    else problems.push('paths must be a list of paths starting with /');
  }
  return problems;
}

export interface ConditionHooks {
  /** Paths the conditions apply to (the service's API), e.g. (url) => url.startsWith('/sync'). */
  appliesTo: (url: string) => boolean;
  /** Sends the service's own rate-limit answer. */
  rateLimited: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/** Applies the conditions to the API paths of a stand-in, before its routes run. */
export function applyConditions(
  app: FastifyInstance,
  conditions: ServiceConditions,
  hooks: ConditionHooks,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!hooks.appliesTo(request.url)) return;
    if (conditions.paths.length > 0 && !conditions.paths.some((p) => request.url.startsWith(p)))
      return;
    if (conditions.slowMs > 0)
      await new Promise((resolve) => setTimeout(resolve, conditions.slowMs));
    if (conditions.down) {
      return reply
        .code(503)
        .header('retry-after', '5')
        .type('text/html')
        .send('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
    }
    if (conditions.rateLimited) return hooks.rateLimited(request, reply);
    return undefined;
  });
}
