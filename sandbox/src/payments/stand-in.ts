import { listenStandIn, type Env, type StandIn } from '../stand-in';
import { buildPaymentsStandIn } from './app';

/** Credentials the API uses against the stand-in when STRIPE_SECRET_KEY is not set. */
export const SANDBOX_STRIPE_SECRET_KEY = 'sk_test_omni_sandbox';
export const SANDBOX_STRIPE_WEBHOOK_SECRET = 'whsec_omni_sandbox';

export const paymentsStandIn: StandIn = {
  name: 'payments',
  title: 'Payments (Stripe-like checkout)',
  defaultPort: 4106,
  async start(options) {
    const { app } = buildPaymentsStandIn({
      publicUrl: options.publicUrl,
      secretKey: options.env.SANDBOX_STRIPE_SECRET_KEY?.trim() || SANDBOX_STRIPE_SECRET_KEY,
      webhookSecret:
        options.env.SANDBOX_STRIPE_WEBHOOK_SECRET?.trim() || SANDBOX_STRIPE_WEBHOOK_SECRET,
      webhookUrl: paymentsWebhookUrl(options.env),
    });
    return listenStandIn('payments', app, options);
  },
};

/**
 * Where signed events go: SANDBOX_PAYMENTS_WEBHOOK_URL, else the API's Stripe endpoint
 * (`<API_URL>/webhooks/stripe`) — what a merchant registers in Stripe's dashboard.
 */
export function paymentsWebhookUrl(env: Env): string | undefined {
  const explicit = env.SANDBOX_PAYMENTS_WEBHOOK_URL?.trim();
  if (explicit) return explicit;
  const api = env.API_URL?.trim().replace(/\/+$/, '');
  return api ? `${api}/webhooks/stripe` : undefined;
}
