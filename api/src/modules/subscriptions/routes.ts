import type { FastifyPluginAsync } from 'fastify';
import {
  cancelSubscriptionEndpoint,
  chargeSubscriptionEndpoint,
  currentPlanEndpoint,
  packageDetailEndpoint,
  paymentLogsEndpoint,
  previewPlanChangeEndpoint,
  updatePaymentMethodEndpoint,
} from '@omni/shared/contracts/billing';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import type { StripeSubscriptions } from '../../integrations/payments/stripe-subscriptions';
import { currentSession, currentWorkplaceId } from '../../plugins/auth';
import { listInvoices, toInvoiceView, workplacePlanOwner } from './repository';
import { adminAppUrl } from '../../integrations/shopify/shopify-config';
import { shopifyServices } from '../shopify/shopify-services';
import { settleHooks } from './jobs';
import { ShopifyPlanBilling } from './shopify-plan-billing';
import { shopClientFor } from './shopify-shop-client';
import { StripePlanBilling } from './stripe-plan-billing';
import {
  type Caller,
  cancelSubscription,
  chargeSubscription,
  currentPlan,
  packageDetail,
  paymentMethodPortal,
  previewPlanChange,
  type SubscriptionDeps,
} from './service';

/**
 * Plans and subscriptions (spec 000 §7), billed by Stripe or — for merchants in the Shopify
 * admin — by Shopify (ADR 024); the providers' webhooks arrive through payments and shopify.
 */
export const subscriptionRoutes: FastifyPluginAsync<{
  stripe: StripeSubscriptions;
  sandbox: boolean;
}> = async (app, { stripe, sandbox }) => {
  const now = () => app.ctx.now();
  const hooks = settleHooks(app);
  const shopClient = shopClientFor(app.ctx);
  const deps: SubscriptionDeps = {
    db: app.ctx.db,
    stripe: new StripePlanBilling({
      db: app.ctx.db,
      stripe,
      sandbox,
      appUrl: app.ctx.config.appUrl,
      now,
    }),
    shopify: (shop) =>
      new ShopifyPlanBilling(
        {
          db: app.ctx.db,
          shopClient,
          adminAppUrl: (domain) => adminAppUrl(shopifyServices(app.ctx).config, domain),
          test: app.ctx.config.nodeEnv !== 'production',
          now,
          hooks,
        },
        shop,
      ),
  };
  const caller = (request: Parameters<typeof currentWorkplaceId>[0]): Caller => {
    const session = currentSession(request);
    return {
      workplaceId: currentWorkplaceId(request),
      userId: session.userId,
      embeddedShop: session.shopifyStaff?.shop ?? null,
    };
  };

  endpointRoute(app, currentPlanEndpoint, async (_input, request) =>
    ok(await currentPlan(deps, caller(request))),
  );
  endpointRoute(app, packageDetailEndpoint, async ({ query }) =>
    ok(await packageDetail(deps, query.id)),
  );
  endpointRoute(app, previewPlanChangeEndpoint, async ({ body }, request) =>
    ok(await previewPlanChange(deps, caller(request), body.plan_key)),
  );
  endpointRoute(app, chargeSubscriptionEndpoint, async ({ body }, request) =>
    ok(await chargeSubscription(deps, caller(request), body)),
  );
  endpointRoute(app, cancelSubscriptionEndpoint, async (_input, request) =>
    ok(await cancelSubscription(deps, caller(request))),
  );
  endpointRoute(app, updatePaymentMethodEndpoint, async (_input, request) =>
    ok(await paymentMethodPortal(deps, caller(request))),
  );
  endpointRoute(app, paymentLogsEndpoint, async (_input, request) => {
    const owner = await workplacePlanOwner(app.ctx.db, currentWorkplaceId(request));
    const rows = owner ? await listInvoices(app.ctx.db, owner.ownerId) : [];
    return ok({ items: rows.map(toInvoiceView) });
  });
};
