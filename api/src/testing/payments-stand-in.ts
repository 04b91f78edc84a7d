import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildPaymentsStandIn } from '../../../sandbox/src/payments/app';
import {
  SANDBOX_STRIPE_SECRET_KEY,
  SANDBOX_STRIPE_WEBHOOK_SECRET,
} from '../../../sandbox/src/payments/stand-in';

/**
 * The Stripe-like payments stand-in for one test file, on a free port, with the API pointed at
 * it (SANDBOX_PAYMENTS_URL). Call it before useTestApp so the app is built with that address.
 */
export function usePaymentsStandIn() {
  const standIn = buildPaymentsStandIn({
    publicUrl: 'http://pay.placeholder',
    secretKey: SANDBOX_STRIPE_SECRET_KEY,
    webhookSecret: SANDBOX_STRIPE_WEBHOOK_SECRET,
  });
  let origin = '';
  beforeAll(async () => {
    await standIn.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(standIn.app.server.address() as AddressInfo).port}`;
    process.env.SANDBOX_PAYMENTS_URL = origin;
  });
  afterAll(async () => {
    await standIn.app.close();
  });

  /** A POST to the stand-in's control API (the outside world acting). */
  async function control<T = Record<string, unknown>>(path: string, body: unknown = {}) {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** Has the stand-in deliver its signed webhooks to `app` over HTTP, as Stripe does. */
  async function deliverTo(app: FastifyInstance): Promise<void> {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    await control('/_control/webhook', { url: `http://127.0.0.1:${port}/api/webhooks/stripe` });
  }

  return { standIn, origin: () => origin, control, deliverTo };
}
