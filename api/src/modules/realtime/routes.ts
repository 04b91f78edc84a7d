import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RealtimeEventsQuerySchema, RealtimeTicketSchema } from '@omni/shared/contracts';
import { unauthorized } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { currentSession, currentWorkplaceId } from '../../plugins/auth';
import { TICKET_TTL_SECONDS } from './ticket-store';

const tags = ['realtime'];
/** Comment lines keep proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream drops (SSE `retry:`). */
const RETRY_MS = 3_000;

export const realtimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { realtime } = app;

  // The ticket binds the stream to this user and the workplace checked from the header.
  app.post(
    '/realtime/tickets',
    { workplace: true, schema: { tags, response: responses(RealtimeTicketSchema) } },
    async (request) => {
      const ticket = await realtime.tickets.issue(
        { userId: currentSession(request).userId, workplaceId: currentWorkplaceId(request) },
        app.ctx.now(),
      );
      return ok({ ticket, expires_in: TICKET_TTL_SECONDS });
    },
  );

  app.get(
    '/realtime/events',
    {
      schema: {
        tags,
        description:
          'Server-sent events of one workplace (stores-uninstalled, store-connected, job-progress). ' +
          'Open with a ticket from POST realtime/tickets; each ticket opens one stream.',
        querystring: RealtimeEventsQuerySchema,
        response: { '4xx': responses(Type.Null())['4xx'] },
      },
    },
    async (request, reply) => {
      const holder = await realtime.tickets.redeem(request.query.ticket, app.ctx.now());
      if (!holder) throw unauthorized();

      // From here the raw response is ours: keep the headers already set (CORS) and stream.
      reply.hijack();
      const raw = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let sequence = 0;
      raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const unsubscribe = realtime.hub.subscribe(holder.workplaceId, (type, data) => {
        sequence += 1;
        raw.write(`id: ${sequence}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        untrack();
        if (!raw.writableEnded) raw.end();
      };
      const untrack = realtime.trackStream(close);
      request.raw.on('close', close);
    },
  );
};
