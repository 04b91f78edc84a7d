import { eq } from 'drizzle-orm';
import type {
  ChargeSubscription,
  CurrentPlan,
  PlanChangePreview,
  PlanInvoice,
} from '@omni/shared/contracts/billing';
import type { PricingPackage, QuotaUsage } from '@omni/shared/contracts';
import { BodyStatus } from '@omni/shared/errors';
import { DECLINED_CARD } from '../../../../sandbox/src/payments/app';
import { users } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { usePaymentsStandIn } from '../../testing/payments-stand-in';
import { call, useTestApp } from '../../testing/test-app';

const payments = usePaymentsStandIn();
const { control } = payments;
const t = useTestApp();

beforeAll(async () => {
  await payments.deliverTo(t.app);
});

const as = (user: SignedInUser) => ({ token: user.token, workplaceId: user.workplaceId });
const currentPlan = async (user: SignedInUser) =>
  (await call<CurrentPlan>(t.app, 'GET', '/api/payments/user/current-plan', as(user))).body.data!;
const preview = (user: SignedInUser, plan: string) =>
  call<PlanChangePreview>(t.app, 'POST', '/api/payments/subscription/preview', {
    ...as(user),
    body: { plan_key: plan },
  });
const charge = (user: SignedInUser, plan: string, prorationDate?: number) =>
  call<ChargeSubscription>(t.app, 'POST', '/api/payments/charge-subscription', {
    ...as(user),
    body: { plan_key: plan, ...(prorationDate ? { proration_date: prorationDate } : {}) },
  });
const usage = async (user: SignedInUser) =>
  (await call<QuotaUsage>(t.app, 'POST', '/api/payments/quota/calc-usage', as(user))).body.data!;
const invoices = async (user: SignedInUser) =>
  (await call<{ items: PlanInvoice[] }>(t.app, 'GET', '/api/payments/user/payment-logs', as(user)))
    .body.data!.items;

/** The subscription the stand-in made for this user's checkout. */
const subscriptionAtStripe = async () => {
  const state = (await (await fetch(`${payments.origin()}/_control/state`)).json()) as {
    subscriptions: { id: string; status: string; plan: string; customer: string }[];
  };
  return state.subscriptions.at(-1)!;
};

/** Subscribes to `plan`: the checkout is paid in the stand-in and its events are applied. */
async function subscribe(user: SignedInUser, plan: string) {
  const started = await charge(user, plan);
  expect(started.body.data).toMatchObject({ timing: 'checkout', subscription: null });
  const sessionId = started.body.data!.checkout_url!.split('/pay/')[1]!;
  const paid = await control(`/_control/sessions/${sessionId}/pay`);
  expect(paid.status).toBe(200);
  await t.app.jobs.runDue();
  return subscriptionAtStripe();
}

describe('plans and subscriptions through the Stripe stand-in', () => {
  it('a first plan is paid in a subscription checkout: the plan, its limits, its period and its invoice follow', async () => {
    const user = await signUp(t.app, 'sub-first@example.test');
    expect(await currentPlan(user)).toMatchObject({
      package: { key: 'FREE' },
      subscription: null,
      is_owner: true,
    });
    const shown = await preview(user, 'BASIC');
    expect(shown.body.data).toMatchObject({
      timing: 'checkout',
      amount_due_minor: 2990,
      currency: 'USD',
    });

    const stripeSub = await subscribe(user, 'BASIC');
    expect(stripeSub).toMatchObject({ status: 'active', plan: 'BASIC' });
    const plan = await currentPlan(user);
    expect(plan.package.key).toBe('BASIC');
    expect(plan.subscription).toMatchObject({
      provider: 'stripe',
      status: 'active',
      plan_key: 'BASIC',
      cancel_at_period_end: false,
      grace_until: null,
    });
    // the quotas are BASIC's and count from the paid period
    const quotas = await usage(user);
    expect(quotas.features.IMPORT_PRODUCT).toMatchObject({ limit: 500, usage: 0 });
    expect(quotas.period_start).toBe(plan.subscription!.current_period_start);
    expect(await invoices(user)).toEqual([
      expect.objectContaining({
        plan_key: 'BASIC',
        amount_minor: 2990,
        currency: 'USD',
        status: 'paid',
        billing_reason: 'subscription_create',
      }),
    ]);
  });

  it('an upgrade shows its proration, charges exactly that, and the new limits apply at once', async () => {
    const user = await signUp(t.app, 'sub-upgrade@example.test');
    await subscribe(user, 'BASIC');
    const shown = (await preview(user, 'GROWTH')).body.data!;
    expect(shown.timing).toBe('now');
    // the unused BASIC time is credited, the rest of the period charged at GROWTH
    expect(shown.credit_minor).toBeLessThan(0);
    expect(shown.credit_minor).toBeGreaterThanOrEqual(-2990);
    expect(shown.amount_due_minor).toBe(4990 + shown.credit_minor);

    const done = await charge(user, 'GROWTH', shown.proration_date!);
    expect(done.body.data).toMatchObject({ timing: 'now', checkout_url: null });
    await t.app.jobs.runDue();
    expect((await currentPlan(user)).package.key).toBe('GROWTH');
    expect((await usage(user)).features.IMPORT_PRODUCT!.limit).toBe(5000);
    const [latest] = await invoices(user);
    expect(latest).toMatchObject({
      plan_key: 'GROWTH',
      billing_reason: 'subscription_update',
      amount_minor: shown.amount_due_minor,
    });
  });

  it('a downgrade waits for the end of the period, then the renewal charges the lower plan', async () => {
    const user = await signUp(t.app, 'sub-downgrade@example.test');
    const stripeSub = await subscribe(user, 'GROWTH');
    const before = await currentPlan(user);
    const shown = (await preview(user, 'BASIC')).body.data!;
    expect(shown).toMatchObject({
      timing: 'period_end',
      amount_due_minor: 0,
      effective_at: before.subscription!.current_period_end,
    });
    const done = await charge(user, 'BASIC');
    expect(done.body.data!.subscription).toMatchObject({
      plan_key: 'GROWTH',
      pending_plan_key: 'BASIC',
    });
    await t.app.jobs.runDue();
    expect((await currentPlan(user)).package.key).toBe('GROWTH');

    await control(`/_control/subscriptions/${stripeSub.id}/renew`);
    await t.app.jobs.runDue();
    const after = await currentPlan(user);
    expect(after.package.key).toBe('BASIC');
    expect(after.subscription).toMatchObject({ plan_key: 'BASIC', pending_plan_key: null });
    expect((await invoices(user))[0]).toMatchObject({
      plan_key: 'BASIC',
      amount_minor: 2990,
      billing_reason: 'subscription_cycle',
    });
  });

  it('a failed renewal keeps the plan through the grace period, then gives the free plan; a new card in the portal brings it back', async () => {
    const user = await signUp(t.app, 'sub-grace@example.test');
    const stripeSub = await subscribe(user, 'BASIC');
    await control(`/_control/subscriptions/${stripeSub.id}/renew`, { card: DECLINED_CARD });
    await t.app.jobs.runDue();
    const grace = await currentPlan(user);
    expect(grace.package.key).toBe('BASIC');
    expect(grace.subscription!.status).toBe('past_due');
    const until = new Date(grace.subscription!.grace_until!).getTime();
    expect(until - t.clock.now().getTime()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect((await invoices(user))[0]).toMatchObject({ status: 'failed', amount_minor: 2990 });

    // nothing paid during the grace period: the free plan, nothing deleted
    await t.app.jobs.runDue({ now: () => new Date(until + 1000) });
    expect((await currentPlan(user)).package.key).toBe('FREE');

    // the merchant replaces the card in the portal; the unpaid renewal is paid with it
    const portal = await call<{ url: string }>(
      t.app,
      'POST',
      '/api/payments/update-payment-method',
      as(user),
    );
    const portalPath = new URL(portal.body.data!.url).pathname;
    const updated = await fetch(`${payments.origin()}${portalPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=4242424242424242&expiry=12%20%2F%2034&cvc=123',
      redirect: 'manual',
    });
    expect(updated.status).toBe(303);
    await t.app.jobs.runDue();
    const back = await currentPlan(user);
    expect(back.package.key).toBe('BASIC');
    expect(back.subscription).toMatchObject({ status: 'active', grace_until: null });
    expect((await invoices(user))[0]!.status).toBe('paid');
  });

  it('cancelling keeps the plan to the end of the period, then the free plan', async () => {
    const user = await signUp(t.app, 'sub-cancel@example.test');
    const stripeSub = await subscribe(user, 'BASIC');
    const cancelled = await call<{ subscription: { cancel_at_period_end: boolean } }>(
      t.app,
      'POST',
      '/api/payments/cancel-subscription',
      as(user),
    );
    expect(cancelled.body.data!.subscription.cancel_at_period_end).toBe(true);
    await t.app.jobs.runDue();
    expect((await currentPlan(user)).package.key).toBe('BASIC');
    await control(`/_control/subscriptions/${stripeSub.id}/renew`);
    await t.app.jobs.runDue();
    expect(await currentPlan(user)).toMatchObject({ package: { key: 'FREE' }, subscription: null });
    const [owner] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(owner!.planKey).toBe('FREE');
  });

  it('refuses bad input and other people: unknown or free plans, the same plan, members, no subscription', async () => {
    const user = await signUp(t.app, 'sub-input@example.test');
    for (const plan of ['NOPE', 'FREE', 'lower-case', '']) {
      const refused = await charge(user, plan);
      expect(refused.body.status).toBe(BodyStatus.BAD_REQUEST);
    }
    const noSub = await call(t.app, 'POST', '/api/payments/cancel-subscription', as(user));
    expect(noSub.body.status).toBe(BodyStatus.NOT_FOUND);
    const noPortal = await call(t.app, 'POST', '/api/payments/update-payment-method', as(user));
    expect(noPortal.body.status).toBe(BodyStatus.NOT_FOUND);

    await subscribe(user, 'BASIC');
    expect((await charge(user, 'BASIC')).body.status).toBe(BodyStatus.BAD_REQUEST);

    // another merchant cannot read or change this workplace's plan
    const stranger = await signUp(t.app, 'sub-stranger@example.test');
    const foreign = { token: stranger.token, workplaceId: user.workplaceId };
    const read = await call(t.app, 'GET', '/api/payments/user/current-plan', foreign);
    expect(read.body.status).not.toBe(BodyStatus.OK);
    const changed = await call(t.app, 'POST', '/api/payments/charge-subscription', {
      ...foreign,
      body: { plan_key: 'GROWTH' },
    });
    expect(changed.body.status).not.toBe(BodyStatus.OK);
    const logs = await call(t.app, 'GET', '/api/payments/user/payment-logs', foreign);
    expect(logs.body.status).not.toBe(BodyStatus.OK);
    expect((await currentPlan(stranger)).package.key).toBe('FREE');
    expect(await invoices(stranger)).toEqual([]);

    const unsigned = await call(t.app, 'GET', '/api/payments/user/current-plan');
    expect(unsigned.body.status).toBe(BodyStatus.UNAUTHORIZED);
  });

  it('package detail is public and answers NOT_FOUND for an unknown key', async () => {
    const found = await call<PricingPackage>(
      t.app,
      'GET',
      '/api/payments/package/detail?id=GROWTH',
    );
    expect(found.body.data).toMatchObject({ key: 'GROWTH', cycle: 30, price: 49.9 });
    const missing = await call(t.app, 'GET', '/api/payments/package/detail?id=NOPE');
    expect(missing.body.status).toBe(BodyStatus.NOT_FOUND);
    const bad = await call(t.app, 'GET', '/api/payments/package/detail?id=%3Cx%3E');
    expect(bad.body.status).toBe(BodyStatus.BAD_REQUEST);
  });

  it('an account billed through Paddle: its plan is shown, and nothing here changes it (spec 000 §6)', async () => {
    const user = await signUp(t.app, 'paddle@example.test');
    await t.db.update(users).set({ paymentMode: 'paddle' }).where(eq(users.id, user.userId));
    expect(await currentPlan(user)).toMatchObject({ payment_mode: 'paddle', is_owner: true });
    for (const refused of [
      await preview(user, 'BASIC'),
      await charge(user, 'BASIC'),
      await call(t.app, 'POST', '/api/payments/cancel-subscription', as(user)),
      await call(t.app, 'POST', '/api/payments/update-payment-method', as(user)),
    ]) {
      expect(refused.body).toMatchObject({
        status: BodyStatus.FORBIDDEN,
        message: 'BillingManagedByPaddle',
      });
    }
    const stripe = await signUp(t.app, 'not-paddle@example.test');
    expect((await currentPlan(stripe)).payment_mode).toBe('stripe');
  });
});
