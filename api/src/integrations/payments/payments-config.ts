/**
 * The card payment provider: Stripe with STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET for its
 * webhooks), otherwise the local Stripe-like stand-in (port 4106, SANDBOX_PAYMENTS_URL /
 * SANDBOX_PAYMENTS_PORT) with its sandbox key and webhook secret.
 */
export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  /** Set for the stand-in: where the stripe package sends its calls instead of api.stripe.com. */
  endpoint?: { protocol: 'http' | 'https'; host: string; port: number };
  sandbox: boolean;
}

import { standInSecret } from '../stand-in-mode';

type Env = Record<string, string | undefined>;

/** Must match sandbox/src/payments/stand-in.ts. */
const SANDBOX_SECRET_KEY = 'sk_test_omni_sandbox';
const SANDBOX_WEBHOOK_SECRET = 'whsec_omni_sandbox';

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

export function paymentsConfig(env: Env = process.env): PaymentsConfig {
  const secretKey = value(env, 'STRIPE_SECRET_KEY');
  if (secretKey)
    return { secretKey, webhookSecret: value(env, 'STRIPE_WEBHOOK_SECRET') ?? '', sandbox: false };
  const url = new URL(
    value(env, 'SANDBOX_PAYMENTS_URL') ??
      `http://127.0.0.1:${value(env, 'SANDBOX_PAYMENTS_PORT') ?? '4106'}`,
  );
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    secretKey: value(env, 'SANDBOX_STRIPE_SECRET_KEY') ?? SANDBOX_SECRET_KEY,
    webhookSecret: standInSecret(
      env,
      'PAYMENTS',
      value(env, 'SANDBOX_STRIPE_WEBHOOK_SECRET') ?? SANDBOX_WEBHOOK_SECRET,
    ),
    endpoint: {
      protocol,
      host: url.hostname,
      port: Number(url.port || (protocol === 'https' ? 443 : 80)),
    },
    sandbox: true,
  };
}
