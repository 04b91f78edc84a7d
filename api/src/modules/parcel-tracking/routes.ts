import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { unauthorized } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { ParcelTrackingService } from './parcel-tracking-service';

const tags = ['tracking'];

/**
 * The tracking service pushes TRACKING_UPDATED here, signed with `sign`; the signature is checked
 * over the raw body before anything is parsed, and an unsigned or altered push changes nothing.
 */
export const parcelTrackingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new ParcelTrackingService(app.ctx.db, app.log);

  // raw body for the signature (this plugin's routes only)
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
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
};
