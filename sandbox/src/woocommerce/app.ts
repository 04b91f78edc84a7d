import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { applyConditions } from '../outside-world/conditions';
import { registerAuthRoutes } from './auth-routes';
import { registerControlRoutes } from './control-routes';
import { REST_PREFIX, registerRestRoutes } from './rest-routes';
import { WooWorld, type WooWorldOptions } from './world';

export interface WooStandInOptions extends WooWorldOptions {
  publicUrl: string;
  logger?: boolean;
}

/** A product picture: a flat SVG with the product's id (the store serves its own uploads). */
function placeholderSvg(id: string): string {
  const hue = (Number(id) * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="hsl(${hue},45%,72%)"/><circle cx="300" cy="260" r="120" fill="hsl(${hue},45%,52%)"/><text x="300" y="520" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#1f2933">#${id}</text></svg>`;
}

/** The WooCommerce stand-in: wc-auth screens, REST API v3, webhooks, control page. */
export async function buildWooStandIn(
  options: WooStandInOptions,
): Promise<{ app: FastifyInstance; world: WooWorld }> {
  const world = new WooWorld(options.publicUrl, options);
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);
  applyConditions(app, world.conditions, {
    appliesTo: (url) => url.startsWith(REST_PREFIX),
    // what a host's limiter in front of WordPress answers
    rateLimited: (_request, reply) =>
      reply
        .code(429)
        .header('retry-after', '2')
        .send({
          code: 'woocommerce_rest_too_many_requests',
          message: 'Too many requests. Please wait and try again.',
          data: { status: 429 },
        }),
  });
  registerAuthRoutes(app, world);
  registerRestRoutes(app, world);
  registerControlRoutes(app, world);
  app.get<{ Params: { id: string } }>('/wp-content/uploads/:id.svg', async (request, reply) =>
    reply.type('image/svg+xml').send(placeholderSvg(request.params.id.replace(/\D/g, ''))),
  );
  return { app, world };
}
