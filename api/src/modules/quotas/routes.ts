import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QuotaUsageSchema } from '@omni/shared/contracts';
import {
  chargeExtraEndpoint,
  chargeReady2SaleEndpoint,
  quotaPurchasesEndpoint,
  skipRechargeEndpoint,
} from '@omni/shared/contracts/billing';
import { DEFAULT_CURRENCY } from '@omni/shared/money';
import type { FastifyRequest } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route';
import { ok, responses } from '../../http/envelope';
import { currentSession, currentWorkplaceId } from '../../plugins/auth';
import {
  buyQuotaPacks,
  latestQuotaPurchases,
  setSkipRecharge,
  type PurchaseRequest,
} from './quota-purchases';
import { readQuotas } from './quota-service';
import { purchaseBillingFor } from './shopify-quota-purchases';

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

  // Extra quota and the Ready2Sale add-on, paid from the wallet (ADR 027) or, for merchants from
  // the Shopify admin, through Shopify (ADR 036)
  const storeOf = (request: FastifyRequest) => {
    const header = request.headers['store-id'];
    return typeof header === 'string' && header ? header : null;
  };
  const buy = async (
    request: FastifyRequest,
    purchase: { kind: 'extra' | 'ready2sale'; feature: PurchaseRequest['feature'] },
    body: { packs: number; request_id: string },
  ) => {
    const workplaceId = currentWorkplaceId(request);
    return buyQuotaPacks(app.ctx.db, {
      ...purchase,
      workplaceId,
      storeId: storeOf(request),
      packs: body.packs,
      requestId: body.request_id,
      now: app.ctx.now(),
      shopify: await purchaseBillingFor(app.ctx, {
        workplaceId,
        embeddedShop: currentSession(request).shopifyStaff?.shop ?? null,
      }),
    });
  };
  endpointRoute(app, chargeExtraEndpoint, async ({ body }, request) =>
    ok(await buy(request, { kind: 'extra', feature: body.feature }, body)),
  );
  endpointRoute(app, chargeReady2SaleEndpoint, async ({ body }, request) =>
    ok(await buy(request, { kind: 'ready2sale', feature: 'READY2SALE' }, body)),
  );
  endpointRoute(app, quotaPurchasesEndpoint, async (_input, request) =>
    ok({ items: await latestQuotaPurchases(app.ctx.db, currentWorkplaceId(request)) }),
  );
  endpointRoute(app, skipRechargeEndpoint, async ({ body }, request) =>
    ok(
      await setSkipRecharge(app.ctx.db, {
        workplaceId: currentWorkplaceId(request),
        currency: DEFAULT_CURRENCY,
        skip: body.skip ?? true,
        now: app.ctx.now(),
      }),
    ),
  );
};
