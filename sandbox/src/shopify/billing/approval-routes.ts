import type { FastifyInstance } from 'fastify';
import { escapeHtml, page } from '../../http/html';
import type { Shop } from '../model';
import { WorldError } from '../world-error';
import type { ShopifyWorld } from '../world';
import { isDeferred } from './app-billing';
import { chrome, decisionButtons, notFound } from './charge-page';
import { INTERVAL_DAYS, type AppSubscription } from './model';

interface ChargeParams {
  shop: string;
  appId: string;
  id: string;
}

const CHARGE_PATH =
  '/shops/:shop/admin/charges/:appId/:id/RecurringApplicationCharge/confirm_recurring_application_charge';

function price(subscription: AppSubscription): string {
  const { amount, currencyCode, interval } = subscription.lineItem;
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currencyCode,
  }).format(Number(amount));
  return `${money} ${currencyCode} ${interval === 'ANNUAL' ? 'every year' : `every ${INTERVAL_DAYS[interval]} days`}`;
}

/** What approving changes: the plan it replaces, and when (a deferred replacement waits). */
function replacementNote(world: ShopifyWorld, shop: Shop, subscription: AppSubscription): string {
  const current = shop.appSubscriptions.find(
    (s) => s !== subscription && (s.status === 'ACTIVE' || s.status === 'FROZEN') && !s.replaces,
  );
  if (!current) return '';
  const deferred = isDeferred(subscription.replacementBehavior, current, subscription);
  const when =
    deferred && current.currentPeriodEnd
      ? `when your current billing cycle ends on ${new Date(current.currentPeriodEnd).toUTCString().slice(0, 16)}`
      : 'now; Shopify credits the unused part of your current plan on your bill';
  return `<p data-testid="charge-replaces">This replaces your current plan, ${escapeHtml(current.name)} (${escapeHtml(price(current))}), ${escapeHtml(when)}.</p>`;
}

function approvalPage(
  world: ShopifyWorld,
  shop: Shop,
  subscription: AppSubscription,
  signature: string,
): string {
  const testNote = subscription.test
    ? '<p class="badge" data-testid="charge-test">Test charge: you will not be billed</p>'
    : '';
  const trial =
    subscription.trialDays > 0
      ? `<p>Free for ${subscription.trialDays} days, then billed every cycle.</p>`
      : '';
  return page(
    'Approve subscription',
    chrome(
      shop,
      `<section data-testid="charge-approval">
        <h1>Approve subscription</h1>
        <p class="muted">Omni Dropshipping wants to charge ${escapeHtml(shop.name)}.</p>
        <h2 data-testid="charge-name">${escapeHtml(subscription.name)}</h2>
        <p data-testid="charge-price"><strong>${escapeHtml(price(subscription))}</strong></p>
        ${trial}${testNote}${replacementNote(world, shop, subscription)}
        <p class="muted">Charges appear on your Shopify bill.</p>
        ${decisionButtons(world.billing.confirmationPath(shop, subscription.id), signature)}
      </section>`,
    ),
  );
}

/**
 * The confirmation page a merchant is sent to (appSubscriptionCreate's confirmationUrl): Approve
 * activates the subscription and returns to the app's returnUrl with `charge_id`; Cancel declines
 * it and shows the admin's apps page. The `signature` ties the page to its charge.
 */
export function registerApprovalRoutes(app: FastifyInstance, world: ShopifyWorld) {
  const charge = (params: ChargeParams, signature: unknown) => {
    const shop = world.shops.get(params.shop);
    const id = Number(params.id);
    if (!shop || Number(params.appId) !== world.app.appId || !Number.isSafeInteger(id)) return null;
    const subscription = shop.appSubscriptions.find((s) => s.id === id);
    if (!subscription || !world.billing.checkSignature(shop, id, signature)) return null;
    return { shop, subscription };
  };

  app.get<{ Params: ChargeParams; Querystring: { signature?: string } }>(
    CHARGE_PATH,
    async (request, reply) => {
      const found = charge(request.params, request.query.signature);
      if (!found) return notFound(reply);
      const { shop, subscription } = found;
      if (subscription.status !== 'PENDING')
        return reply
          .type('text/html')
          .send(
            page(
              'Subscription',
              chrome(
                shop,
                `<section data-testid="charge-closed"><h1>This charge is ${escapeHtml(subscription.status.toLowerCase())}</h1><p>There is nothing left to approve.</p></section>`,
              ),
            ),
          );
      return reply
        .type('text/html')
        .send(approvalPage(world, shop, subscription, request.query.signature!));
    },
  );

  app.post<{ Params: ChargeParams; Body: { signature?: string; decision?: string } | undefined }>(
    CHARGE_PATH,
    async (request, reply) => {
      const found = charge(request.params, request.body?.signature);
      if (!found) return notFound(reply);
      const { shop, subscription } = found;
      try {
        const next =
          request.body?.decision === 'approve'
            ? world.billing.approve(shop, subscription.id)
            : world.billing.decline(shop, subscription.id);
        return reply.redirect(next, 303);
      } catch (error) {
        if (!(error instanceof WorldError)) throw error;
        return reply
          .code(409)
          .type('text/html')
          .send(
            page(
              'Subscription',
              chrome(shop, `<section><h1>${escapeHtml(error.message)}</h1></section>`),
            ),
          );
      }
    },
  );

  // The admin's apps page, where Shopify leaves a merchant who declined a charge.
  app.get<{ Params: { shop: string }; Querystring: { charge_declined?: string } }>(
    '/shops/:shop/admin/apps',
    async (request, reply) => {
      const shop = world.shops.get(request.params.shop);
      if (!shop) return notFound(reply);
      const declined = request.query.charge_declined
        ? '<section data-testid="charge-declined-notice"><strong>You declined the charge for Omni Dropshipping.</strong></section>'
        : '';
      const installed = shop.installation
        ? `<a class="button" href="/shops/${escapeHtml(shop.domain)}/admin/apps/${escapeHtml(world.app.handle)}/">Omni Dropshipping</a>`
        : '<p class="muted">No apps installed.</p>';
      return reply
        .type('text/html')
        .send(
          page('Apps', chrome(shop, `${declined}<section><h1>Apps</h1>${installed}</section>`)),
        );
    },
  );
}
