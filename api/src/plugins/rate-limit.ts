import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { AppError } from '../http/app-error';
import './app-context';

/** Registers the limiter with no global limit; routes opt in with `config: { rateLimit: … }`. */
async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(BodyStatus.RATE_LIMIT, MessageKey.TooManyRequests),
  });
}

export const rateLimiter = fp(rateLimitPlugin, { name: 'omni-rate-limit' });

function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * Route config for the sign-in family: counted per client IP and e-mail (after body validation,
 * hence the preHandler hook), limits from AUTH_RATE_LIMIT_MAX / AUTH_RATE_LIMIT_WINDOW_MS.
 */
export function authRateLimit(app: FastifyInstance, route: string) {
  const { max, windowMs } = app.ctx.config.rateLimit;
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${route}|${request.ip}|${bodyEmail(request)}`,
    },
  };
}
