import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  aiWritingGenerateEndpoint,
  aiWritingSettingsEndpoint,
  aiWritingSettingsUpdateEndpoint,
} from '@omni/shared/contracts/catalogue';
import { MessageKey } from '@omni/shared/errors';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { currentWorkplaceId } from '../../plugins/auth';
import { createAiWritingService } from './service';
import { generationEvents } from './stream-events';

export const aiWritingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAiWritingService(app.ctx, app.log);

  endpointRoute(app, aiWritingSettingsEndpoint, async (_input, request) =>
    ok(await service.settings(currentWorkplaceId(request))),
  );

  endpointRoute(app, aiWritingSettingsUpdateEndpoint, async ({ body }, request) =>
    ok(await service.saveSettings(currentWorkplaceId(request), body), MessageKey.SaveSuccess),
  );

  // Streamed (text/event-stream), so registered from the endpoint object by hand: the
  // envelope-returning endpointRoute does not fit a stream. Errors before the stream are
  // envelopes from the error handler, as everywhere.
  app.route({
    method: aiWritingGenerateEndpoint.method,
    url: aiWritingGenerateEndpoint.path,
    workplace: true,
    schema: {
      tags: [aiWritingGenerateEndpoint.tag],
      params: aiWritingGenerateEndpoint.params,
      body: aiWritingGenerateEndpoint.body,
    },
    handler: async (request, reply) => {
      const stop = new AbortController();
      // the browser pressed Stop or went away: stop the provider too
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      const workplaceId = currentWorkplaceId(request);
      const generation = await service.start(
        workplaceId,
        request.params.id,
        request.body,
        stop.signal,
      );
      const events = generationEvents(generation, stop.signal, request.log);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(events));
    },
  });
};
