import type { FastifyPluginAsync } from 'fastify';
import { publicTrackingEndpoint } from '@omni/shared/contracts/orders';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { publicTracking } from './service';

/**
 * Public, per client address: a customer's page reloads now and then, a script walking ids does
 * not get far (ADR 046).
 */
export const PUBLIC_TRACKING_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** The end customer's tracking page (spec 000 §2 /tracking/{orderId}): no session (ADR 046). */
export const publicTrackingRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(
    app,
    publicTrackingEndpoint,
    async ({ params }) => ok(await publicTracking(app.ctx.db, params.order_id)),
    { config: { rateLimit: PUBLIC_TRACKING_RATE_LIMIT } },
  );
};
