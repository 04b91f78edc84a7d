import type { FastifyInstance } from 'fastify';
import { awaitingTrackingListEndpoint, trackingListEndpoint } from '@omni/shared/contracts/orders';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { currentWorkplaceId } from '../../../plugins/auth';
import { awaitingTrackingList, trackingList } from './service';

/** The tracking center's lists (spec 002 §7 "Tracking center", ADR 047). */
export function registerTrackingCenterRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  endpointRoute(app, trackingListEndpoint, async ({ query }, request) =>
    ok(await trackingList(db, currentWorkplaceId(request), query)),
  );

  endpointRoute(app, awaitingTrackingListEndpoint, async ({ query }, request) =>
    ok(await awaitingTrackingList(db, currentWorkplaceId(request), query)),
  );
}
