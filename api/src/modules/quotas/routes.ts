import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QuotaUsageSchema } from '@omni/shared/contracts';
import { ok, responses } from '../../http/envelope';
import { currentWorkplaceId } from '../../plugins/auth';
import { readQuotas } from './quota-service';

export const quotaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The usage popover and plan pages read the counts; nothing is counted here.
  app.post(
    '/payments/quota/calc-usage',
    { workplace: true, schema: { tags: ['payments'], response: responses(QuotaUsageSchema) } },
    async (request) => {
      const report = await readQuotas(app.ctx.db, {
        workplaceId: currentWorkplaceId(request),
        now: app.ctx.now(),
      });
      return ok({
        period_start: report.period.start.toISOString(),
        period_end: report.period.end.toISOString(),
        features: Object.fromEntries(
          Object.entries(report.features).map(([key, { limit, usage, isOutQuota }]) => [
            key,
            { limit, usage, isOutQuota },
          ]),
        ),
      });
    },
  );
};
