import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PricingSchema } from '@omni/shared/contracts';
import { ok, responses } from '../../http/envelope';
import { listPublicPackages } from './repository';

/** Public: the pricing page (/public/pricing) is shown before sign-in. */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payments/pricing',
    { schema: { tags: ['payments'], response: responses(PricingSchema) } },
    async () => ok({ packages: await listPublicPackages(app.ctx.db) }),
  );
};
