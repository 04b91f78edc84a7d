import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized, forbidden } from '../http/app-error';
import { hashSecretToken } from '../modules/auth/secret-tokens';
import { looksLikeJwt } from '../integrations/shopify/session-token';
import { sessionFromShopifyToken } from '../modules/shopify/session-token-auth';
import { findActiveSession, type ActiveSession } from '../modules/auth/session-repository';
import { authCacheFor } from '../modules/auth/auth-cache';
import {
  findMemberWorkplaceId,
  findMemberWorkplaceIdOfStore,
} from '../modules/workplaces/membership-repository';
import './app-context';
import { runInTenantScope, type TenantScope } from '../db/tenant-scope';
import { isUuid } from '../http/is-uuid';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/** The signed-in session of a route declared with `auth: true` (set by the auth hook). */
export function currentSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The checked workplace of a route declared with `workplace: true`. */
export function currentWorkplaceId(request: FastifyRequest): string {
  if (!request.workplaceId) throw forbidden();
  return request.workplaceId;
}

/**
 * Bearer sessions and workplace membership, as route options: `auth: true` and `workplace: true`.
 * The hooks run on request, before the body is parsed, so strangers are turned away early.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.decorateRequest('workplaceId', null);
  app.decorateRequest('tenantScope', null);

  // Row-level security (ADR 025): every request starts in the system scope, which a workplace
  // route narrows below. The scope is entered again once the body is parsed, since the parser's
  // stream events run outside it.
  app.addHook('onRequest', (request, _reply, done) => {
    const scope: TenantScope = { workplaceId: null, system: true };
    request.tenantScope = scope;
    runInTenantScope(scope, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    runInTenantScope(request.tenantScope ?? { workplaceId: null, system: true }, done);
  });

  const ownSession = (token: string) => {
    const tokenHash = hashSecretToken(token);
    const now = app.ctx.now();
    return authCacheFor(app.ctx.db).session(tokenHash, now, () =>
      findActiveSession(app.ctx.db, tokenHash, now),
    );
  };
  const memberWorkplace = (userId: string, requested?: string) =>
    authCacheFor(app.ctx.db).membership(userId, requested, () =>
      findMemberWorkplaceId(app.ctx.db, userId, requested),
    );

  const authenticate: onRequestHookHandler = async (request) => {
    const authorization = request.headers.authorization ?? '';
    const match = BEARER.exec(authorization);
    // Embedded in the Shopify admin the bearer is a Shopify session token (a JWT) instead.
    const jwt = match ? undefined : /^Bearer\s+(\S+)$/.exec(authorization)?.[1];
    const token = match?.[1];
    const session = token
      ? await ownSession(token)
      : jwt && looksLikeJwt(jwt)
        ? await sessionFromShopifyToken(app.ctx, jwt)
        : null;
    if (!session) throw unauthorized();
    request.session = session;
  };

  // The workplace comes from `workplace-id`; without it, from `store-id` (clients without a chosen
  // workplace, spec 000 §7); without both, the caller's first workplace. A foreign, unknown or
  // malformed id is FORBIDDEN either way.
  const resolveWorkplace: onRequestHookHandler = async (request) => {
    const session = currentSession(request);
    const workplaceHeader = headerValue(request, 'workplace-id');
    const storeHeader = headerValue(request, 'store-id');
    let workplaceId: string | null;
    if (workplaceHeader) {
      workplaceId = isUuid(workplaceHeader)
        ? await memberWorkplace(session.userId, workplaceHeader)
        : null;
    } else if (storeHeader) {
      workplaceId = isUuid(storeHeader)
        ? await findMemberWorkplaceIdOfStore(app.ctx.db, session.userId, storeHeader)
        : null;
    } else {
      workplaceId = await memberWorkplace(session.userId);
    }
    if (!workplaceId) throw forbidden();
    request.workplaceId = workplaceId;
    // from here on the request's statements see this workplace's rows only
    if (request.tenantScope) Object.assign(request.tenantScope, { workplaceId, system: false });
  };

  app.addHook('onRoute', (route) => {
    if (!route.auth && !route.workplace) return;
    const hooks = [authenticate, ...(route.workplace ? [resolveWorkplace] : [])];
    const existing = route.onRequest;
    route.onRequest = [
      ...hooks,
      ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
    ];
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
}

export const authHooks = fp(authPlugin, { name: 'omni-auth' });
