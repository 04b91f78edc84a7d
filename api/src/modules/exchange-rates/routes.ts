import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ExchangeRatesSchema } from '@omni/shared/contracts';
import { ok, responses } from '../../http/envelope';
import { readExchangeRates } from './repository';

export const exchangeRateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/core/exchange-rates',
    { auth: true, schema: { tags: ['exchange-rates'], response: responses(ExchangeRatesSchema) } },
    async () => ok(await readExchangeRates(app.ctx.db)),
  );
};
