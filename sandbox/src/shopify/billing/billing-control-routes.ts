import type { FastifyInstance } from 'fastify';
import { gid } from '../ids';
import { WorldError } from '../world-error';
import type { ShopifyWorld } from '../world';
import type { AppBilling } from './app-billing';

const ACTIONS = ['approve', 'decline', 'freeze', 'unfreeze', 'expire', 'renew'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * Shopify Billing's levers: what the merchant does on the confirmation page (approve, decline)
 * and what Shopify's clock and the shop's bill do (a cycle ends, the bill goes unpaid or is paid,
 * two days pass without an answer).
 */
export function registerBillingControlRoutes(app: FastifyInstance, world: ShopifyWorld) {
  app.get<{ Params: { shop: string } }>(
    '/control/shops/:shop/app-subscriptions',
    async (request, reply) => {
      const shop = world.shops.get(request.params.shop);
      if (!shop) return reply.code(404).send({ error: 'No such shop' });
      return {
        app_subscriptions: shop.appSubscriptions.map((s) => ({
          id: s.id,
          admin_graphql_api_id: gid('AppSubscription', s.id),
          name: s.name,
          status: s.status,
          test: s.test,
          price: s.lineItem.amount,
          currency: s.lineItem.currencyCode,
          interval: s.lineItem.interval,
          current_period_end: s.currentPeriodEnd,
          replaces: s.replaces,
          confirmation_url: world.billing.confirmationUrl(shop, s),
        })),
      };
    },
  );

  app.post<{ Params: { shop: string; id: string; action: string } }>(
    '/control/shops/:shop/app-subscriptions/:id/:action',
    async (request, reply) => {
      const shop = world.shops.get(request.params.shop);
      if (!shop) return reply.code(404).send({ error: 'No such shop' });
      const action = request.params.action as Action;
      if (!ACTIONS.includes(action)) return reply.code(404).send({ error: 'Unknown action' });
      const id = Number(request.params.id);
      const billing: AppBilling = world.billing;
      try {
        const redirect =
          action === 'approve'
            ? billing.approve(shop, id)
            : action === 'decline'
              ? billing.decline(shop, id)
              : (billing[action](shop, id), null);
        return { status: billing.find(shop, id).status, redirect };
      } catch (error) {
        if (error instanceof WorldError)
          return reply.code(error.code === 'NOT_FOUND' ? 404 : 409).send({ error: error.message });
        throw error;
      }
    },
  );
}
