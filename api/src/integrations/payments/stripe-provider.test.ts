import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DECLINED_CARD,
  PAID_CARD,
  buildPaymentsStandIn,
  stripeSignatureHeader,
} from '../../../../sandbox/src/payments/app';
import { OutboundClient } from '../http/outbound-client';
import { PaymentSignatureError, type PaymentEvent } from './payment-provider';
import { paymentsConfig } from './payments-config';
import {
  StripePaymentProvider,
  createPaymentProvider,
  createStripeClient,
} from './stripe-provider';

const SECRET = 'sk_test_unit';
const WHSEC = 'whsec_unit';

let standIn: ReturnType<typeof buildPaymentsStandIn>;
let origin = '';
let receiver: http.Server;
const received: { signature: string; body: string }[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ signature: req.headers['stripe-signature'] as string, body });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  standIn = buildPaymentsStandIn({
    publicUrl: 'http://pay.placeholder',
    secretKey: SECRET,
    webhookSecret: WHSEC,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`,
  });
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(standIn.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await standIn.app.close();
  await new Promise((resolve) => receiver.close(resolve));
});

function provider(secretKey = SECRET, webhookSecret = WHSEC) {
  const config = {
    ...paymentsConfig({ SANDBOX_PAYMENTS_URL: origin }),
    secretKey,
    webhookSecret,
  };
  return new StripePaymentProvider(
    config,
    createStripeClient(
      config,
      new OutboundClient({ service: 'stripe', retry: { baseDelayMs: 1 } }),
    ),
  );
}

const input = {
  reference: 'topup-1',
  amountMinor: 2500,
  currency: 'USD',
  description: 'Wallet top-up',
  successUrl: 'http://app.test/payment-success?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://app.test/wallet',
  tenantId: 'wp-1',
};

/** Pays on the hosted page as a person would: submits the card form. */
async function pay(url: string, card: string) {
  const page = new URL(url);
  return fetch(`${origin}${page.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, expiry: '12 / 34', cvc: '123', name: 'Ada' }),
    redirect: 'manual',
  });
}

describe('Stripe provider against the Stripe-like stand-in', () => {
  it('creates a checkout session through the stripe package and reads it back', async () => {
    const checkout = await provider().createCheckout(input);
    expect(checkout).toMatchObject({
      status: 'open',
      amountMinor: 2500,
      currency: 'USD',
      reference: 'topup-1',
    });
    expect(checkout.id).toMatch(/^cs_test_/);
    expect(checkout.url).toContain(`/pay/${checkout.id}`);
    expect((await provider().getCheckout(checkout.id, 'wp-1')).status).toBe('open');

    // the hosted page shows the amount and a card form
    const page = await (await fetch(`${origin}/pay/${checkout.id}`)).text();
    expect(page).toContain('$25.00');
    expect(page).toContain('name="card"');
  });

  it('a paid card completes the session, redirects to success and sends a verifiable webhook', async () => {
    const stripe = provider();
    const checkout = await stripe.createCheckout({ ...input, reference: 'topup-2' });
    received.length = 0;
    const answer = await pay(checkout.url!, PAID_CARD);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `http://app.test/payment-success?session=${checkout.id}`,
    );
    expect((await stripe.getCheckout(checkout.id, 'wp-1')).status).toBe('paid');

    const [delivery] = received;
    const event = stripe.parseWebhook(delivery!.body, delivery!.signature) as PaymentEvent;
    expect(event.type).toBe('checkout.paid');
    expect(event.checkout).toMatchObject({ id: checkout.id, status: 'paid', reference: 'topup-2' });
  });

  it('a declined card leaves the session open, shows the decline and reports a failed payment', async () => {
    const stripe = provider();
    const checkout = await stripe.createCheckout({ ...input, reference: 'topup-3' });
    received.length = 0;
    const answer = await pay(checkout.url!, DECLINED_CARD);
    expect(await answer.text()).toContain('Your card was declined.');
    expect((await stripe.getCheckout(checkout.id, 'wp-1')).status).toBe('open');
    const event = stripe.parseWebhook(received[0]!.body, received[0]!.signature);
    expect(event?.type).toBe('checkout.failed');
  });

  it('rejects webhooks with a bad, missing, foreign or stale signature', async () => {
    const stripe = provider();
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_x' } },
    });
    const now = Math.floor(Date.now() / 1000);
    expect(() => stripe.parseWebhook(payload, undefined)).toThrow(PaymentSignatureError);
    expect(() =>
      stripe.parseWebhook(payload, stripeSignatureHeader(payload, 'whsec_other', now)),
    ).toThrow(PaymentSignatureError);
    expect(() =>
      stripe.parseWebhook(
        payload.replace('cs_x', 'cs_y'),
        stripeSignatureHeader(payload, WHSEC, now),
      ),
    ).toThrow(PaymentSignatureError);
    expect(() =>
      stripe.parseWebhook(payload, stripeSignatureHeader(payload, WHSEC, now - 3600)),
    ).toThrow(PaymentSignatureError);
    expect(stripe.parseWebhook(payload, stripeSignatureHeader(payload, WHSEC, now))?.type).toBe(
      'checkout.paid',
    );
  });

  it('uses the stand-in when no STRIPE_SECRET_KEY is set, and Stripe when one is', () => {
    expect(createPaymentProvider(undefined, {}).sandbox).toBe(true);
    expect(createPaymentProvider(undefined, { STRIPE_SECRET_KEY: 'sk_live_x' }).sandbox).toBe(
      false,
    );
    expect(paymentsConfig({ SANDBOX_PAYMENTS_PORT: '4706' }).endpoint).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: 4706,
    });
  });

  it('surfaces a wrong secret key as Stripe’s authentication error', async () => {
    await expect(provider('sk_test_wrong').createCheckout(input)).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
    });
  });

  it('the same reference and amount asked twice is one checkout (idempotency key)', async () => {
    const stripe = provider();
    const a = await stripe.createCheckout({ ...input, reference: 'topup-dup' });
    const b = await stripe.createCheckout({ ...input, reference: 'topup-dup' });
    expect(b.id).toBe(a.id);
    const other = await stripe.createCheckout({
      ...input,
      reference: 'topup-dup',
      amountMinor: 3000,
    });
    expect(other.id).not.toBe(a.id);
  });
});
