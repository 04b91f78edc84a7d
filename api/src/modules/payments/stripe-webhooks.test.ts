import { eq, like } from 'drizzle-orm';
import type { CheckoutSessionView } from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { DECLINED_CARD, stripeSignatureHeader } from '../../../../sandbox/src/payments/app';
import { SANDBOX_STRIPE_WEBHOOK_SECRET } from '../../../../sandbox/src/payments/stand-in';
import { checkoutSessions, jobs, paymentWebhookEvents } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { usePaymentsStandIn } from '../../testing/payments-stand-in';
import { call, useTestApp } from '../../testing/test-app';

const payments = usePaymentsStandIn();
const { control } = payments;
const t = useTestApp();

beforeAll(async () => {
  await payments.deliverTo(t.app);
});

interface ControlEvents {
  events: { id: string; type: string; attempts: number; last_status: number | null }[];
}

/** The wallet policy is accepted first, as the wallet page asks before the first top-up. */
const topUp = async (user: SignedInUser, amount: number) => {
  const as = { token: user.token, workplaceId: user.workplaceId };
  await call(t.app, 'POST', '/api/payments/user/wallets/accept-policy', as);
  return call<CheckoutSessionView>(t.app, 'POST', '/api/payments/user/wallets/topup', {
    ...as,
    body: { amount },
  });
};

const readCheckout = (user: SignedInUser, id: string) =>
  call<CheckoutSessionView>(t.app, 'GET', `/api/payments/checkout-sessions/${id}`, {
    token: user.token,
    workplaceId: user.workplaceId,
  });

const providerId = async (id: string) =>
  (await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!
    .providerSessionId;

const paymentJobs = () => t.db.select().from(jobs).where(like(jobs.dedupeKey, 'stripe:webhook:%'));

/** Realtime events the workplace received while `work` ran. */
async function heard(workplaceId: string, work: () => Promise<unknown>) {
  const events: CheckoutSessionView[] = [];
  const stop = t.app.realtime.hub.subscribe(workplaceId, (type, data) => {
    if (type === 'checkout-session-updated') events.push(data as CheckoutSessionView);
  });
  try {
    await work();
  } finally {
    stop();
  }
  return events;
}

const deliver = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload: body,
  });

/** A checkout.session.completed event for a session, as Stripe would send it. */
function completedEvent(sessionId: string, eventId = 'evt_test_completed') {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        amount_total: 2500,
        currency: 'usd',
        client_reference_id: null,
        metadata: {},
        url: null,
      },
    },
  });
}
const sign = (body: string, secret = SANDBOX_STRIPE_WEBHOOK_SECRET) =>
  stripeSignatureHeader(body, secret, Math.floor(Date.now() / 1000));

describe('Stripe webhooks and wallet top-up checkouts', () => {
  it('top-up → paid in the stand-in → signed webhook → recorded paid once, however often it is redelivered', async () => {
    const user = await signUp(t.app, 'stripe-paid@example.test');
    const created = await topUp(user, 25.5);
    expect(created.http).toBe(200);
    const checkout = created.body.data!;
    expect(checkout).toMatchObject({
      status: 'open',
      amount: 25.5,
      currency: 'USD',
      purpose: 'wallet_topup',
      sandbox: true,
    });
    expect(checkout.url).toContain('/pay/cs_test_');
    const sessionId = await providerId(checkout.id);

    const paid = await control<ControlEvents>(`/_control/sessions/${sessionId}/pay`);
    expect(paid.status).toBe(200);
    const [event] = paid.body.events;
    expect(event).toMatchObject({ type: 'checkout.session.completed', last_status: 200 });

    const published = await heard(user.workplaceId, async () => {
      await t.app.jobs.runDue();
      // Stripe retries the same event: five more deliveries
      const again = await control(`/_control/events/${event!.id}/redeliver`, { times: 5 });
      expect(again.body).toMatchObject({ event: { attempts: 6, last_status: 200 } });
      await t.app.jobs.runDue();
    });

    const after = (await readCheckout(user, checkout.id)).body.data!;
    expect(after).toMatchObject({ status: 'paid', url: null, amount: 25.5 });
    expect(after.paid_at).not.toBeNull();
    expect(published).toEqual([expect.objectContaining({ id: checkout.id, status: 'paid' })]);
    expect(await paymentJobs()).toHaveLength(1);
    expect(await t.db.select().from(paymentWebhookEvents)).toEqual([
      expect.objectContaining({ eventId: event!.id, type: 'checkout.paid' }),
    ]);
  });

  it('records a declined card as failed, a later good card as paid, and an expired checkout as expired', async () => {
    const user = await signUp(t.app, 'stripe-outcomes@example.test');
    const first = (await topUp(user, 40)).body.data!;
    const firstSession = await providerId(first.id);
    const declined = await control<{ declined: string }>(`/_control/sessions/${firstSession}/pay`, {
      card: DECLINED_CARD,
    });
    expect(declined.body.declined).toMatch(/declined/);
    await t.app.jobs.runDue();
    expect((await readCheckout(user, first.id)).body.data).toMatchObject({
      status: 'failed',
      url: first.url,
    });
    await control(`/_control/sessions/${firstSession}/pay`);
    await t.app.jobs.runDue();
    expect((await readCheckout(user, first.id)).body.data!.status).toBe('paid');

    const second = (await topUp(user, 15)).body.data!;
    await control(`/_control/sessions/${await providerId(second.id)}/expire`);
    await t.app.jobs.runDue();
    expect((await readCheckout(user, second.id)).body.data).toMatchObject({
      status: 'expired',
      url: null,
    });
  });

  it('queues a valid event once when it is delivered five times', async () => {
    const user = await signUp(t.app, 'stripe-five@example.test');
    const checkout = (await topUp(user, 25)).body.data!;
    const body = completedEvent(await providerId(checkout.id), 'evt_five_times');
    for (let i = 0; i < 5; i += 1) {
      const answer = await deliver(body, sign(body));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ data: { queued: true } });
    }
    expect(await paymentJobs()).toHaveLength(1);
    await t.app.jobs.runDue();
    expect((await readCheckout(user, checkout.id)).body.data!.status).toBe('paid');
    expect(await t.db.select().from(paymentWebhookEvents)).toHaveLength(1);
  });

  it('rejects a missing, foreign or stale signature and an altered body with 401, writing nothing', async () => {
    const user = await signUp(t.app, 'stripe-forged@example.test');
    const checkout = (await topUp(user, 25)).body.data!;
    const body = completedEvent(await providerId(checkout.id), 'evt_forged');
    const now = Math.floor(Date.now() / 1000);
    const attempts = [
      await deliver(body),
      await deliver(body, sign(body, 'whsec_someone_else')),
      await deliver(body, stripeSignatureHeader(body, SANDBOX_STRIPE_WEBHOOK_SECRET, now - 3600)),
      await deliver(body.replace('"paid"', '"unpaid"'), sign(body)),
      await deliver(body, 't=1,v1=deadbeef'),
    ];
    for (const answer of attempts) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ message: MessageKey.Unauthorized, data: null });
    }
    await t.app.jobs.runDue();
    expect(await paymentJobs()).toEqual([]);
    expect(await t.db.select().from(paymentWebhookEvents)).toEqual([]);
    expect((await readCheckout(user, checkout.id)).body.data!.status).toBe('open');
  });

  it('acknowledges event types it does not use without queueing them', async () => {
    const body = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const answer = await deliver(body, sign(body));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { queued: false } });
    expect(await paymentJobs()).toEqual([]);
  });

  it('keeps checkouts to their workplace and validates the amount', async () => {
    const owner = await signUp(t.app, 'stripe-owner@example.test');
    const other = await signUp(t.app, 'stripe-other@example.test');
    const checkout = (await topUp(owner, 30)).body.data!;
    expect((await readCheckout(other, checkout.id)).http).toBe(404);
    expect((await readCheckout(other, 'not-a-uuid')).http).toBe(404);
    const tooSmall = await topUp(owner, 1);
    expect(tooSmall.http).toBe(400);
    expect(tooSmall.body.errors?.[0]?.field).toMatch(/amount/);
    const thirdOfACent = await topUp(owner, 10.005);
    expect(thirdOfACent.http).toBe(400);
    expect(thirdOfACent.body.errors).toEqual([
      { field: 'amount', message: MessageKey.FieldInvalid },
    ]);
    // two decimals that floats cannot hold exactly are fine
    expect((await topUp(owner, 19.99)).body.data).toMatchObject({ amount: 19.99 });
    expect(
      (await call(t.app, 'POST', '/api/payments/user/wallets/topup', { body: { amount: 20 } }))
        .http,
    ).toBe(401);
  });

  it('says clearly when the provider cannot open a checkout, and stores nothing', async () => {
    const user = await signUp(t.app, 'stripe-down@example.test');
    await control('/_control/conditions', { down: true });
    try {
      const answer = await topUp(user, 20);
      expect(answer.http).toBe(422);
      expect(answer.body.message).toBe(MessageKey.PaymentProviderUnavailable);
    } finally {
      await control('/_control/conditions', { down: false });
    }
    expect(await t.db.select().from(checkoutSessions)).toEqual([]);
  });
});
