import type { FastifyInstance } from 'fastify';
import { escapeHtml, page } from '../../http/html';
import type { Shop } from '../model';
import { WorldError } from '../world-error';
import type { ShopifyWorld } from '../world';
import { chrome, decisionButtons, notFound } from './charge-page';
import type { AppPurchaseOneTime } from './model';

interface ChargeParams {
  shop: string;
  appId: string;
  id: string;
}

const CHARGE_PATH =
  '/shops/:shop/admin/charges/:appId/:id/ApplicationCharge/confirm_application_charge';

function price(purchase: AppPurchaseOneTime): string {
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: purchase.currencyCode,
  }).format(Number(purchase.amount));
  return `${money} ${purchase.currencyCode} one time`;
}

function approvalPage(
  world: ShopifyWorld,
  shop: Shop,
  purchase: AppPurchaseOneTime,
  signature: string,
): string {
  const testNote = purchase.test
    ? '<p class="badge" data-testid="charge-test">Test charge: you will not be billed</p>'
    : '';
  return page(
    'Approve charge',
    chrome(
      shop,
      `<section data-testid="charge-approval">
        <h1>Approve one-time charge</h1>
        <p class="muted">Omni Dropshipping wants to charge ${escapeHtml(shop.name)} once.</p>
        <h2 data-testid="charge-name">${escapeHtml(purchase.name)}</h2>
        <p data-testid="charge-price"><strong>${escapeHtml(price(purchase))}</strong></p>
        ${testNote}
        <p class="muted">The charge appears on your next Shopify bill.</p>
        ${decisionButtons(world.purchases.confirmationPath(shop, purchase.id), signature)}
      </section>`,
    ),
  );
}

/**
 * The confirmation page of a one-time purchase (appPurchaseOneTimeCreate's confirmationUrl, the
 * ApplicationCharge path Shopify uses): Approve charges it (ACTIVE) and returns to the app's
 * returnUrl with `charge_id`; Cancel declines it and shows the admin's apps page. The
 * `signature` ties the page to its charge.
 */
export function registerPurchaseApprovalRoutes(app: FastifyInstance, world: ShopifyWorld) {
  const charge = (params: ChargeParams, signature: unknown) => {
    const shop = world.shops.get(params.shop);
    const id = Number(params.id);
    if (!shop || Number(params.appId) !== world.app.appId || !Number.isSafeInteger(id)) return null;
    const purchase = shop.appPurchases.find((p) => p.id === id);
    if (!purchase || !world.billing.checkSignature(shop, id, signature)) return null;
    return { shop, purchase };
  };
  const closed = (shop: Shop, title: string) =>
    page(
      'Charge',
      chrome(
        shop,
        `<section data-testid="charge-closed"><h1>${escapeHtml(title)}</h1><p>There is nothing left to approve.</p></section>`,
      ),
    );

  app.get<{ Params: ChargeParams; Querystring: { signature?: string } }>(
    CHARGE_PATH,
    async (request, reply) => {
      const found = charge(request.params, request.query.signature);
      if (!found) return notFound(reply);
      const { shop, purchase } = found;
      if (purchase.status !== 'PENDING')
        return reply
          .type('text/html')
          .send(closed(shop, `This charge is ${purchase.status.toLowerCase()}`));
      return reply
        .type('text/html')
        .send(approvalPage(world, shop, purchase, request.query.signature!));
    },
  );

  app.post<{ Params: ChargeParams; Body: { signature?: string; decision?: string } | undefined }>(
    CHARGE_PATH,
    async (request, reply) => {
      const found = charge(request.params, request.body?.signature);
      if (!found) return notFound(reply);
      const { shop, purchase } = found;
      try {
        const next =
          request.body?.decision === 'approve'
            ? world.purchases.approve(shop, purchase.id)
            : world.purchases.decline(shop, purchase.id);
        return reply.redirect(next, 303);
      } catch (error) {
        if (!(error instanceof WorldError)) throw error;
        return reply.code(409).type('text/html').send(closed(shop, error.message));
      }
    },
  );

  // what the merchant and Shopify's clock do, for tests and the control page
  app.get<{ Params: { shop: string } }>(
    '/control/shops/:shop/app-purchases',
    async (request, reply) => {
      const shop = world.shops.get(request.params.shop);
      if (!shop) return reply.code(404).send({ error: 'No such shop' });
      return {
        app_purchases: shop.appPurchases.map((p) => ({
          id: p.id,
          name: p.name,
          status: p.status,
          test: p.test,
          price: p.amount,
          currency: p.currencyCode,
          confirmation_url: world.purchases.confirmationUrl(shop, p),
        })),
      };
    },
  );

  app.post<{ Params: { shop: string; id: string; action: string } }>(
    '/control/shops/:shop/app-purchases/:id/:action',
    async (request, reply) => {
      const shop = world.shops.get(request.params.shop);
      if (!shop) return reply.code(404).send({ error: 'No such shop' });
      const id = Number(request.params.id);
      const { action } = request.params;
      try {
        const redirect =
          action === 'approve'
            ? world.purchases.approve(shop, id)
            : action === 'decline'
              ? world.purchases.decline(shop, id)
              : action === 'expire'
                ? (world.purchases.expire(shop, id), null)
                : undefined;
        if (redirect === undefined) return reply.code(404).send({ error: 'Unknown action' });
        return { status: world.purchases.find(shop, id).status, redirect };
      } catch (error) {
        if (error instanceof WorldError)
          return reply.code(error.code === 'NOT_FOUND' ? 404 : 409).send({ error: error.message });
        throw error;
      }
    },
  );
}
