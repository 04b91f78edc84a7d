import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OutboxListSchema, OutboxQuerySchema } from '@omni/shared/contracts';
import { ok, responses } from '../../http/envelope';
import { renderMailboxPage } from './mailbox-page';
import { listOutbox } from './repository';

/** GET /api/dev/outbox (JSON, for e2e tests). Registered only when the dev mailbox is on. */
export const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: OutboxQuerySchema,
        response: responses(OutboxListSchema),
      },
    },
    async (request) => ok({ messages: await listOutbox(app.ctx.db, request.query.to) }),
  );
};

/** GET /dev/mailbox (HTML, outside /api, for people). */
export const devMailboxPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: OutboxQuerySchema, response: { 200: Type.String() } } },
    async (request, reply) => {
      const messages = await listOutbox(app.ctx.db, request.query.to);
      return reply.type('text/html; charset=utf-8').send(renderMailboxPage(messages));
    },
  );
};
