import { eq } from 'drizzle-orm';
import type {
  CheckoutSessionView,
  PaymentAutomation,
  WalletBonusRules,
  WalletChart,
  WalletEntryPage,
  WalletView,
} from '@omni/shared/contracts';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { stripeSignatureHeader } from '../../../../sandbox/src/payments/app';
import { SANDBOX_STRIPE_WEBHOOK_SECRET } from '../../../../sandbox/src/payments/stand-in';
import type { Database } from '../../db/database';
import { checkoutSessions } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { usePaymentsStandIn } from '../../testing/payments-stand-in';
import { call, useTestApp } from '../../testing/test-app';
import { creditWallet, debitWallet } from './ledger';

usePaymentsStandIn();
const t = useTestApp();
const as = (user: SignedInUser) => ({ token: user.token, workplaceId: user.workplaceId });

function sessionEvent(eventId: string, type: string, sessionId: string) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        status: type === 'checkout.session.completed' ? 'complete' : 'open',
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        amount_total: 2500,
        currency: 'usd',
        client_reference_id: null,
        metadata: {},
        url: null,
      },
    },
  });
}

const deliver = (body: string, secret = SANDBOX_STRIPE_WEBHOOK_SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignatureHeader(body, secret, Math.floor(Date.now() / 1000)),
    },
    payload: body,
  });

const wallet = async (user: SignedInUser) =>
  (await call<WalletView>(t.app, 'GET', '/api/payments/user/wallets', as(user))).body.data!;

async function paidTopUp(user: SignedInUser, amount: number): Promise<CheckoutSessionView> {
  const checkout = (
    await call<CheckoutSessionView>(t.app, 'POST', '/api/payments/user/wallets/topup', {
      ...as(user),
      body: { amount },
    })
  ).body.data!;
  const [row] = await t.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkout.id));
  await deliver(
    sessionEvent(`evt_${checkout.id}`, 'checkout.session.completed', row!.providerSessionId),
  );
  await t.app.jobs.runDue();
  return checkout;
}

describe('wallet top-up', () => {
  it('asks for the policy before the first top-up', async () => {
    const user = await signUp(t.app, 'policy@example.test');
    const refused = await call(t.app, 'POST', '/api/payments/user/wallets/topup', {
      ...as(user),
      body: { amount: 20 },
    });
    expect(refused.body).toMatchObject({
      status: BodyStatus.FORBIDDEN,
      message: MessageKey.WalletPolicyNotAccepted,
    });
    expect((await wallet(user)).policy_accepted_at).toBeNull();
    const accepted = await call<WalletView>(
      t.app,
      'POST',
      '/api/payments/user/wallets/accept-policy',
      as(user),
    );
    expect(accepted.body.data?.policy_accepted_at).toEqual(expect.any(String));
    const again = await call<WalletView>(
      t.app,
      'POST',
      '/api/payments/user/wallets/accept-policy',
      as(user),
    );
    expect(again.body.data?.policy_accepted_at).toBe(accepted.body.data?.policy_accepted_at);
    const created = await call<CheckoutSessionView>(
      t.app,
      'POST',
      '/api/payments/user/wallets/topup',
      {
        ...as(user),
        body: { amount: 20 },
      },
    );
    expect(created.body.data).toMatchObject({ status: 'open', amount: 20 });
  });

  it('a top-up webhook delivered 3×, out of order, once with a bad signature: credited once', async () => {
    const user = await signUp(t.app, 'webhook@example.test');
    await call(t.app, 'POST', '/api/payments/user/wallets/accept-policy', as(user));
    const checkout = (
      await call<CheckoutSessionView>(t.app, 'POST', '/api/payments/user/wallets/topup', {
        ...as(user),
        body: { amount: 25 },
      })
    ).body.data!;
    const [row] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout.id));
    const completed = sessionEvent(
      'evt_paid_1',
      'checkout.session.completed',
      row!.providerSessionId,
    );
    const failed = sessionEvent(
      'evt_failed_1',
      'checkout.session.async_payment_failed',
      row!.providerSessionId,
    );
    const succeeded = sessionEvent(
      'evt_paid_2',
      'checkout.session.async_payment_succeeded',
      row!.providerSessionId,
    );

    const forged = await deliver(completed, 'whsec_not_the_endpoint_secret');
    const statuses = [forged.statusCode];
    // the refused card arrives after the payment, the payment three times, then a second "paid"
    for (const body of [completed, failed, completed, completed, succeeded]) {
      statuses.push((await deliver(body)).statusCode);
      await t.app.jobs.runDue();
    }
    const entries = (
      await call<WalletEntryPage>(t.app, 'GET', '/api/payments/user/wallets/transactions', as(user))
    ).body.data!.items;
    const balance = await wallet(user);
    console.log(
      `top-up webhook: deliveries answered ${statuses.join(', ')}; ${entries.length} entry, balance ${balance.total_balance}`,
    );
    expect(statuses).toEqual([401, 200, 200, 200, 200, 200]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'topup', amount: 2500, reference: checkout.id });
    expect(balance).toMatchObject({ balance_topup: 2500, balance_bonus: 0, total_balance: 2500 });
    const read = await call<CheckoutSessionView>(
      t.app,
      'GET',
      `/api/payments/checkout-sessions/${checkout.id}`,
      as(user),
    );
    expect(read.body.data?.status).toBe('paid');
  });

  it('a top-up at a bonus rule also credits its bonus, once', async () => {
    const user = await signUp(t.app, 'bonus@example.test');
    await call(t.app, 'POST', '/api/payments/user/wallets/accept-policy', as(user));
    const rules = await call<WalletBonusRules>(
      t.app,
      'GET',
      '/api/orders/v7/wallet/bonus',
      as(user),
    );
    const rule = rules.body.data!.rules[0]!;
    await paidTopUp(user, rule.min_topup / 100);
    expect(await wallet(user)).toMatchObject({
      balance_topup: rule.min_topup,
      balance_bonus: Math.floor((rule.min_topup * rule.percent) / 100),
    });
  });
});

describe('wallet reads', () => {
  it('lists transactions newest first with filters and pages, exports CSV, draws the chart', async () => {
    const user = await signUp(t.app, 'list@example.test');
    const db = t.db;
    const at = { workplaceId: user.workplaceId, currency: 'USD' };
    await db.transaction(async (tx) => {
      const d = tx as unknown as Database;
      await creditWallet(d, { ...at, kind: 'topup', amount: 10_000, key: 'seed' });
      for (let i = 0; i < 5; i += 1)
        await debitWallet(d, { ...at, amount: 100, key: `p${i}`, description: `=order ${i}` });
    });
    const first = await call<WalletEntryPage>(
      t.app,
      'GET',
      '/api/payments/user/wallets/transactions?limit=4',
      as(user),
    );
    expect(first.body.data!.items.map((e) => e.kind)).toEqual([
      'payment',
      'payment',
      'payment',
      'payment',
    ]);
    const cursor = first.body.data!.next_cursor!;
    const second = await call<WalletEntryPage>(
      t.app,
      'GET',
      `/api/payments/user/wallets/transactions?limit=4&cursor=${cursor}`,
      as(user),
    );
    expect(second.body.data!.items.map((e) => e.kind)).toEqual(['payment', 'topup']);
    expect(second.body.data!.next_cursor).toBeNull();
    const topups = await call<WalletEntryPage>(
      t.app,
      'GET',
      '/api/payments/user/wallets/transactions?kind=topup',
      as(user),
    );
    expect(topups.body.data!.items).toHaveLength(1);
    const future = await call<WalletEntryPage>(
      t.app,
      'GET',
      '/api/payments/user/wallets/transactions?from=2999-01-01',
      as(user),
    );
    expect(future.body.data!.items).toEqual([]);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/payments/user/wallets/transactions.csv?kind=payment',
      headers: { authorization: `Bearer ${user.token}`, 'workplace-id': user.workplaceId },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe(
      'id,date,kind,amount,topup_amount,bonus_amount,balance_after,currency,reference,description',
    );
    expect(lines[1]).toContain(",payment,-100,-100,0,9500,USD,,'=order 4");

    const chart = await call<WalletChart>(
      t.app,
      'GET',
      '/api/payments/user/wallets/chart-summary?days=7',
      as(user),
    );
    const points = chart.body.data!.points;
    expect(points).toHaveLength(7);
    expect(points.at(-1)).toMatchObject({ credited: 10_000, debited: 500, balance: 9_500 });
    expect(points[0]).toMatchObject({ credited: 0, debited: 0, balance: 0 });
  });

  it('payment automation: every method listed, switched on and off', async () => {
    const user = await signUp(t.app, 'automation@example.test');
    const info = await call<PaymentAutomation>(
      t.app,
      'GET',
      '/api/payments/automation/info',
      as(user),
    );
    expect(info.body.data!.methods.map((m) => [m.provider_method, m.status])).toEqual([
      ['paypal', 'disabled'],
      ['credit_card', 'disabled'],
    ]);
    const on = await call<PaymentAutomation>(
      t.app,
      'POST',
      '/api/payments/automation/credit_card/enabled',
      as(user),
    );
    expect(on.body.data!.methods.find((m) => m.provider_method === 'credit_card')?.status).toBe(
      'enabled',
    );
    const bad = await call(t.app, 'POST', '/api/payments/automation/bitcoin/enabled', as(user));
    expect(bad.body.status).toBe(BodyStatus.BAD_REQUEST);
  });

  it('tenancy and bad input: foreign workplace refused, bad filters answered 400', async () => {
    const owner = await signUp(t.app, 'owner@example.test');
    const stranger = await signUp(t.app, 'stranger@example.test');
    await t.db.transaction((tx) =>
      creditWallet(tx as unknown as Database, {
        workplaceId: owner.workplaceId,
        currency: 'USD',
        kind: 'topup',
        amount: 700,
        key: 'seed',
      }),
    );
    for (const [method, url] of [
      ['GET', '/api/payments/user/wallets'],
      ['GET', '/api/payments/user/wallets/transactions'],
      ['GET', '/api/payments/user/wallets/chart-summary'],
      ['POST', '/api/payments/user/wallets/accept-policy'],
      ['GET', '/api/payments/automation/info'],
      ['POST', '/api/payments/automation/paypal/enabled'],
      ['GET', '/api/orders/v7/wallet/bonus'],
    ] as const) {
      const foreign = await call(t.app, method, url, {
        token: stranger.token,
        workplaceId: owner.workplaceId,
      });
      expect([url, foreign.http]).toEqual([url, 403]);
      const anonymous = await call(t.app, method, url);
      expect([url, anonymous.body.status]).toEqual([url, BodyStatus.UNAUTHORIZED]);
    }
    expect((await wallet(stranger)).total_balance).toBe(0);
    expect((await wallet(owner)).total_balance).toBe(700);
    for (const query of ['kind=gift', 'from=yesterday', 'cursor=abc', 'limit=0', 'limit=1000']) {
      const bad = await call(
        t.app,
        'GET',
        `/api/payments/user/wallets/transactions?${query}`,
        as(owner),
      );
      expect([query, bad.body.status]).toEqual([query, BodyStatus.BAD_REQUEST]);
    }
    const badDays = await call(
      t.app,
      'GET',
      '/api/payments/user/wallets/chart-summary?days=2',
      as(owner),
    );
    expect(badDays.body.status).toBe(BodyStatus.BAD_REQUEST);
  });
});
