import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';
import { ok, responses } from '../../http/envelope';

/** GET /api/health: the start script waits on this; it also proves the database answers. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: responses(Type.Object({ database: Type.String() })) } },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return ok({ database: 'up' });
    },
  );
};
