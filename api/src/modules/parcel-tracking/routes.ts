import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  trackNowEndpoint,
  type ParcelTrackingView,
  type ShipmentStatus,
} from '@omni/shared/contracts/parcel-tracking';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import type { ParcelTrackingRow } from '../../db/schema';
import { AppError, unauthorized } from '../../http/app-error';
import { endpointRoute } from '../../http/endpoint-route';
import { ok, responses } from '../../http/envelope';
import { keepRawJsonBodies } from '../../http/raw-body';
import { trackingEventView } from './tracking-event-view';
import { OutboundClient, OutboundError } from '../../integrations/http/outbound-client';
import {
  SeventeenTrackClient,
  TrackingApiError,
} from '../../integrations/tracking/seventeen-track';
import { trackingConfig } from '../../integrations/tracking/tracking-config';
import { currentWorkplaceId } from '../../plugins/auth';
import { ParcelTrackingService } from './parcel-tracking-service';

const tags = ['tracking'];

/**
 * "Track now" pulls parcels' status on demand, scoped to the workplace. The tracking service pushes
 * TRACKING_UPDATED here, signed with `sign`; the signature is checked
 * over the raw body before anything is parsed, and an unsigned or altered push changes nothing.
 */
export const parcelTrackingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A merchant waits for "track now": one quick retry, and a service that asks to be left alone
  // for longer than a second (Retry-After) is reported at once rather than waited for.
  const service = new ParcelTrackingService(
    app.ctx.db,
    app.log,
    new SeventeenTrackClient(
      trackingConfig(),
      new OutboundClient({
        service: 'tracking',
        logger: app.log,
        timeoutMs: 10_000,
        retry: { maxAttempts: 2, maxRetryAfterMs: 1_000 },
      }),
    ),
  );

  endpointRoute(app, trackNowEndpoint, async ({ body }, request) => {
    try {
      const { parcels, notFound } = await service.trackNow(
        currentWorkplaceId(request),
        body.tracking_numbers,
      );
      return ok({ trackings: parcels.map(toView), not_found: notFound });
    } catch (error) {
      if (error instanceof TrackingApiError || error instanceof OutboundError) {
        request.log.warn({ err: error }, 'tracking service unavailable for track-now');
        throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.TrackingServiceUnavailable);
      }
      throw error;
    }
  });

  // The push is signed over its exact bytes: only this scope keeps JSON bodies as strings.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    keepRawJsonBodies(scope, 1024 * 1024);

    scope.post(
      '/tracking/17track/webhook',
      {
        schema: {
          tags,
          description: 'Signed push of the tracking service (TRACKING_UPDATED).',
          headers: Type.Object({ sign: Type.Optional(Type.String({ maxLength: 200 })) }),
          response: responses(Type.Object({ updated: Type.Integer() })),
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!service.client.verifyPush(raw, request.headers.sign)) throw unauthorized();
        return ok({ updated: await service.applyPush(raw) });
      },
    );
  });
};

function toView(row: ParcelTrackingRow): ParcelTrackingView {
  return {
    tracking_number: row.trackingNumber,
    carrier: row.carrier,
    reference: row.reference,
    status: row.status as ShipmentStatus,
    events: row.events.map(trackingEventView),
    last_event_at: row.lastEventAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
