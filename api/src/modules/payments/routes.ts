import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CheckoutSessionParamsSchema,
  CheckoutSessionSchema,
  PricingSchema,
  WalletTopupBodySchema,
} from '@omni/shared/contracts';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { fromMinorUnits, toMinorUnits } from '@omni/shared/money';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { ok, responses } from '../../http/envelope';
import { OutboundClient } from '../../integrations/http/outbound-client';
import { paymentsConfig } from '../../integrations/payments/payments-config';
import {
  StripePaymentProvider,
  createStripeClient,
} from '../../integrations/payments/stripe-provider';
import { StripeSubscriptions } from '../../integrations/payments/stripe-subscriptions';
import { currentSession, currentWorkplaceId } from '../../plugins/auth';
import {
  findWorkplaceCheckout,
  insertCheckoutSession,
  toCheckoutView,
} from './checkout-repository';
import { rechargeWantsCard } from '../wallets/auto-recharge';
import { readWallet } from '../wallets/wallet-repository';
import { listPublicPackages } from './repository';
import { stripeWebhookRoutes } from './stripe-webhook-routes';
import { subscriptionRoutes } from '../subscriptions/routes';

const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The merchant waits for the checkout link: one quick retry, and a provider asking to be left
  // alone for longer than a second is reported at once (nothing is charged before the page).
  const config = paymentsConfig();
  const stripe = createStripeClient(
    config,
    new OutboundClient({
      service: 'stripe',
      logger: app.log,
      timeoutMs: 15_000,
      retry: { maxAttempts: 2, maxRetryAfterMs: 1_000 },
    }),
  );
  const provider = new StripePaymentProvider(config, stripe);
  await app.register(subscriptionRoutes, {
    stripe: new StripeSubscriptions(stripe),
    sandbox: config.sandbox,
  });

  // Public: the pricing page (/public/pricing) is shown before sign-in.
  app.get('/payments/pricing', { schema: { tags, response: responses(PricingSchema) } }, async () =>
    ok({ packages: await listPublicPackages(app.ctx.db) }),
  );

  // A wallet top-up by card: a hosted checkout at the provider; the browser is sent to `url`.
  // The provider's webhook records the outcome (stripe-webhook-routes.ts).
  app.post(
    '/payments/user/wallets/topup',
    {
      workplace: true,
      schema: { tags, body: WalletTopupBodySchema, response: responses(CheckoutSessionSchema) },
    },
    async (request) => {
      const workplaceId = currentWorkplaceId(request);
      const { userId } = currentSession(request);
      const currency = request.body.currency ?? 'USD';
      const { policy_accepted_at: accepted } = await readWallet(app.ctx.db, {
        workplaceId,
        currency,
      });
      if (!accepted) throw new AppError(BodyStatus.FORBIDDEN, MessageKey.WalletPolicyNotAccepted);
      // more decimals than the currency has (10.005 USD) is refused, not rounded
      const amountMinor = toMinorUnits(request.body.amount, currency);
      if (
        amountMinor == null ||
        Math.abs(fromMinorUnits(amountMinor, currency) - request.body.amount) > 1e-9
      )
        throw badRequest(MessageKey.ValidationFailed, [
          { field: 'amount', message: MessageKey.FieldInvalid },
        ]);
      const id = randomUUID();
      const wallet = `${app.ctx.config.appUrl}/app/setting/wallet`;
      // with the automatic recharge on, the card paying the top-up is kept for it (ADR 028)
      const saveCard = await rechargeWantsCard(app.ctx.db, { workplaceId, currency });
      let checkout;
      try {
        checkout = await provider.createCheckout({
          reference: id,
          amountMinor,
          currency,
          description: 'Omni Dropshipping wallet top-up',
          successUrl: `${wallet}?checkout=success&session_id=${id}`,
          cancelUrl: `${wallet}?checkout=cancelled&session_id=${id}`,
          metadata: {
            workplace_id: workplaceId,
            purpose: 'wallet_topup',
            ...(saveCard ? { save_card: '1' } : {}),
          },
          tenantId: workplaceId,
          saveCard,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'checkout could not be created');
        throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.PaymentProviderUnavailable);
      }
      const row = await insertCheckoutSession(app.ctx.db, {
        id,
        workplaceId,
        userId,
        provider: provider.key,
        providerSessionId: checkout.id,
        purpose: 'wallet_topup',
        amountMinor,
        currency,
        url: checkout.url,
        sandbox: provider.sandbox,
      });
      return ok(toCheckoutView(row));
    },
  );

  app.get(
    '/payments/checkout-sessions/:id',
    {
      workplace: true,
      schema: {
        tags,
        params: CheckoutSessionParamsSchema,
        response: responses(CheckoutSessionSchema),
      },
    },
    async (request) => {
      const row = await findWorkplaceCheckout(
        app.ctx.db,
        currentWorkplaceId(request),
        request.params.id,
      );
      if (!row) throw notFound();
      return ok(toCheckoutView(row));
    },
  );

  await app.register(stripeWebhookRoutes, { provider });
};
