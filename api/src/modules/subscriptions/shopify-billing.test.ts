import { and, eq, sql } from 'drizzle-orm';
import type {
  ChargeSubscription,
  CurrentPlan,
  PlanChangePreview,
} from '@omni/shared/contracts/billing';
import type { QuotaUsage } from '@omni/shared/contracts';
import { BodyStatus } from '@omni/shared/errors';
import { jobs, subscriptions, workplaceMembers } from '../../db/schema';
import { signUp } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import {
  decideCharge,
  embeddedMerchant as connectEmbedded,
  shopifyWebhookHeaders,
  useShopifyStandIn,
} from '../shopify/shopify-test-kit';

// Merchants in the Shopify admin pay through Shopify's Billing API (ADR 024): the stand-in's
// confirmation page and its signed app_subscriptions/update webhooks move the plan.
const standIn = useShopifyStandIn(() => t.app);
const t = useTestApp();

const DAY_MS = 86_400_000;

/** The merchant connects the shop, then opens the app in its admin as the store owner (42). */
const embeddedMerchant = (email: string, handle: string) =>
  connectEmbedded(t.app, standIn, email, handle);

type Who = { token: string; workplaceId: string };
const as = (who: Who) => ({ token: who.token, workplaceId: who.workplaceId });
const currentPlan = async (who: Who) =>
  (await call<CurrentPlan>(t.app, 'GET', '/api/payments/user/current-plan', as(who))).body.data!;
const preview = (who: Who, plan: string) =>
  call<PlanChangePreview>(t.app, 'POST', '/api/payments/subscription/preview', {
    ...as(who),
    body: { plan_key: plan },
  });
const charge = (who: Who, plan: string) =>
  call<ChargeSubscription>(t.app, 'POST', '/api/payments/charge-subscription', {
    ...as(who),
    body: { plan_key: plan },
  });

/** Delivers what the stand-in sent and runs the jobs it queued. */
async function settle() {
  await standIn.world.webhooks.idle();
  await t.app.jobs.runDue();
}

/** The merchant presses Approve (or Cancel) on Shopify's confirmation page. */
async function decide(confirmationUrl: string, decision: 'approve' | 'decline') {
  const landed = await decideCharge(standIn, confirmationUrl, decision);
  await settle();
  return landed;
}

const shopifySubscriptions = (shop: string) => standIn.world.shop(shop).appSubscriptions;

describe('plans billed through Shopify for merchants in the Shopify admin', () => {
  it('a first plan, an upgrade now, a downgrade at the cycle end, a frozen bill, a cancellation', async () => {
    const { owner, embedded } = await embeddedMerchant(
      'shopify-bill@example.test',
      'omni-demo-boutique',
    );
    expect(await currentPlan(embedded)).toMatchObject({
      package: { key: 'FREE' },
      subscription: null,
    });

    // a first plan: Shopify's price, approved on Shopify's page
    expect((await preview(embedded, 'BASIC')).body.data).toEqual({
      plan_key: 'BASIC',
      provider: 'shopify',
      timing: 'checkout',
      amount_due_minor: 2990,
      credit_minor: 0,
      currency: 'USD',
      effective_at: null,
      proration_date: null,
    });
    const first = (await charge(embedded, 'BASIC')).body.data!;
    expect(first.timing).toBe('checkout');
    // the stand-in's confirmation page (its public address is the test kit's placeholder)
    expect(new URL(first.checkout_url!).pathname).toMatch(
      new RegExp(
        `^/shops/${embedded.shop}/admin/charges/\\d+/\\d+/RecurringApplicationCharge/confirm_recurring_application_charge$`,
      ),
    );
    const [pending] = shopifySubscriptions(embedded.shop);
    // a test charge outside production, returning to the app inside the admin
    expect(pending).toMatchObject({ status: 'PENDING', test: true, name: 'Basic (monthly)' });
    expect(pending!.lineItem).toMatchObject({
      amount: '29.90',
      currencyCode: 'USD',
      interval: 'EVERY_30_DAYS',
    });
    expect(pending!.returnUrl).toBe(
      `${standIn.url}/shops/${embedded.shop}/admin/apps/omni-sandbox-shopify-app/app/setting/billing?checkout=success`,
    );
    expect((await currentPlan(embedded)).package.key).toBe('FREE');

    const back = await decide(first.checkout_url!, 'approve');
    expect(back.searchParams.get('charge_id')).toBe(String(pending!.id));
    let plan = await currentPlan(embedded);
    expect(plan.package.key).toBe('BASIC');
    expect(plan.subscription).toMatchObject({
      provider: 'shopify',
      status: 'active',
      plan_key: 'BASIC',
    });
    const end = Date.parse(plan.subscription!.current_period_end!);
    expect(Math.round((end - Date.now()) / DAY_MS)).toBe(30);
    // Shopify renews at the cycle's end without a webhook: the next period is read then
    await fetch(
      `${standIn.url}/control/shops/${embedded.shop}/app-subscriptions/${pending!.id}/renew`,
      { method: 'POST' },
    );
    await t.app.jobs.runDue({ now: () => new Date(end + 2 * 3600_000) });
    plan = await currentPlan(embedded);
    expect(Date.parse(plan.subscription!.current_period_end!) - end).toBe(30 * DAY_MS);
    const limits = (
      await call<QuotaUsage>(t.app, 'POST', '/api/payments/quota/calc-usage', as(embedded))
    ).body.data!;
    expect(limits.features.IMPORT_PRODUCT!.limit).toBe(500);
    // the same merchant signed in outside the admin sees it, and changes it where it is paid
    expect((await currentPlan(owner)).subscription?.provider).toBe('shopify');
    expect((await preview(owner, 'PRO')).body.data).toMatchObject({
      provider: 'shopify',
      timing: 'now',
    });

    // an upgrade applies once approved; Shopify credits the unused month itself
    expect((await preview(embedded, 'PRO')).body.data).toMatchObject({
      provider: 'shopify',
      timing: 'now',
      amount_due_minor: 9990,
      credit_minor: 0,
    });
    const upgrade = (await charge(embedded, 'PRO')).body.data!;
    expect(upgrade).toMatchObject({ timing: 'now', subscription: { plan_key: 'BASIC' } });
    expect(shopifySubscriptions(embedded.shop).at(-1)!.replacementBehavior).toBe(
      'APPLY_IMMEDIATELY',
    );
    await decide(upgrade.checkout_url!, 'approve');
    plan = await currentPlan(embedded);
    expect(plan.package.key).toBe('PRO');
    expect(shopifySubscriptions(embedded.shop).map((s) => s.status)).toEqual([
      'CANCELLED',
      'ACTIVE',
    ]);

    // a downgrade is approved now and applies when the paid cycle ends
    const downgradePreview = (await preview(embedded, 'BASIC')).body.data!;
    expect(downgradePreview).toMatchObject({ timing: 'period_end', amount_due_minor: 0 });
    expect(downgradePreview.effective_at).toBe(plan.subscription!.current_period_end);
    const downgrade = (await charge(embedded, 'BASIC')).body.data!;
    await decide(downgrade.checkout_url!, 'approve');
    plan = await currentPlan(embedded);
    expect(plan.package.key).toBe('PRO');
    expect(plan.subscription).toMatchObject({ plan_key: 'PRO', pending_plan_key: 'BASIC' });
    const pro = shopifySubscriptions(embedded.shop)[1]!;
    await fetch(`${standIn.url}/control/shops/${embedded.shop}/app-subscriptions/${pro.id}/renew`, {
      method: 'POST',
    });
    await settle();
    plan = await currentPlan(embedded);
    expect(plan.package.key).toBe('BASIC');
    expect(plan.subscription).toMatchObject({
      plan_key: 'BASIC',
      status: 'active',
      pending_plan_key: null,
    });
    expect(plan.subscription!.current_period_end).not.toBeNull();

    // Shopify freezes an unpaid bill: the grace period keeps the plan; paid, it is active again
    const basic = shopifySubscriptions(embedded.shop).at(-1)!;
    const lever = (action: string) =>
      fetch(
        `${standIn.url}/control/shops/${embedded.shop}/app-subscriptions/${basic.id}/${action}`,
        {
          method: 'POST',
        },
      );
    await lever('freeze');
    await settle();
    plan = await currentPlan(embedded);
    expect(plan.package.key).toBe('BASIC');
    expect(plan.subscription!.status).toBe('past_due');
    expect(Math.round((Date.parse(plan.subscription!.grace_until!) - Date.now()) / DAY_MS)).toBe(7);
    await lever('unfreeze');
    await settle();
    expect((await currentPlan(embedded)).subscription).toMatchObject({
      status: 'active',
      grace_until: null,
    });

    // no card of ours to update; cancelling ends it now (credited by Shopify): the free plan
    const portal = await call(t.app, 'POST', '/api/payments/update-payment-method', as(embedded));
    expect(portal.body.status).toBe(BodyStatus.NOT_FOUND);
    const cancelled = await call<{ subscription: { status: string } }>(
      t.app,
      'POST',
      '/api/payments/cancel-subscription',
      as(embedded),
    );
    expect(cancelled.body.data!.subscription.status).toBe('canceled');
    expect(basic.status).toBe('CANCELLED');
    await settle();
    expect(await currentPlan(embedded)).toMatchObject({
      package: { key: 'FREE' },
      subscription: null,
    });
  });

  it('a declined charge leaves the free plan; duplicate, late and foreign updates change nothing; uninstalling ends the plan', async () => {
    const { owner, embedded } = await embeddedMerchant(
      'shopify-decline@example.test',
      'omni-demo-gadgets',
    );
    const declined = (await charge(embedded, 'GROWTH_YEARLY')).body.data!;
    expect(shopifySubscriptions(embedded.shop).at(-1)!.lineItem.interval).toBe('ANNUAL');
    const landed = await decide(declined.checkout_url!, 'decline');
    expect(landed.pathname).toBe(`/shops/${embedded.shop}/admin/apps`);
    expect(await currentPlan(embedded)).toMatchObject({
      package: { key: 'FREE' },
      subscription: null,
    });

    const approved = (await charge(embedded, 'GROWTH_YEARLY')).body.data!;
    await decide(approved.checkout_url!, 'approve');
    expect((await currentPlan(embedded)).package.key).toBe('GROWTH_YEARLY');
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.ownerId, owner.userId))
      .orderBy(subscriptions.createdAt);
    const live = (
      await t.db.select().from(subscriptions).where(eq(subscriptions.ownerId, owner.userId))
    ).find((s) => s.status === 'active')!;
    expect(row!.status).toBe('canceled');

    const deliver = async (body: object) => {
      const raw = JSON.stringify(body);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/shopify',
        headers: shopifyWebhookHeaders(raw, embedded.shop, {
          'x-shopify-topic': 'app_subscriptions/update',
          'x-shopify-event-id': crypto.randomUUID(),
        }),
        payload: raw,
      });
      expect(answer.statusCode).toBe(200);
      await t.app.jobs.runDue();
    };
    const update = (status: string, updatedAt: string, id = live.providerSubscriptionId) => ({
      app_subscription: {
        admin_graphql_api_id: id,
        name: 'Growth (yearly)',
        status,
        updated_at: updatedAt,
      },
    });
    // an update older than the last one applied (deliveries come in any order) is ignored
    await deliver(update('CANCELLED', '2020-01-01T00:00:00Z'));
    // one about a subscription we never created is not ours
    await deliver(update('CANCELLED', new Date().toISOString(), 'gid://shopify/AppSubscription/1'));
    expect((await currentPlan(embedded)).package.key).toBe('GROWTH_YEARLY');
    // the same update delivered three times settles once
    const frozen = update('FROZEN', new Date(Date.now() + 1000).toISOString());
    for (let i = 0; i < 3; i++) await deliver(frozen);
    const plan = await currentPlan(embedded);
    expect(plan.subscription!.status).toBe('past_due');
    const graceJobs = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'subscriptions.grace-end'),
          sql`${jobs.payload}->>'subscriptionId' = ${live.id}`,
        ),
      );
    expect(graceJobs).toHaveLength(1);

    // the merchant removes the app: Shopify cancels the charge, the plan ends
    standIn.world.uninstall(embedded.shop);
    await settle();
    expect((await currentPlan(owner)).package.key).toBe('FREE');
  });

  it('only the plan owner changes it; bad plan keys are refused before Shopify is asked', async () => {
    const { owner, embedded } = await embeddedMerchant(
      'shopify-owner@example.test',
      'omni-demo-apparel',
    );
    const member = await signUp(t.app, 'shopify-member@example.test');
    await t.db
      .insert(workplaceMembers)
      .values({ workplaceId: owner.workplaceId, userId: member.userId, role: 'member' });
    const asMember = { token: member.token, workplaceId: owner.workplaceId };
    expect((await charge(asMember, 'BASIC')).body.status).toBe(BodyStatus.FORBIDDEN);
    expect((await currentPlan(asMember)).is_owner).toBe(false);
    // another merchant's workplace is not this one's to bill
    expect(
      (await charge({ token: embedded.token, workplaceId: member.workplaceId }, 'BASIC')).body
        .status,
    ).toBe(BodyStatus.FORBIDDEN);
    for (const key of ['FREE', 'NOT_A_PLAN', 'lower-case'])
      expect((await charge(embedded, key)).body.status).toBe(BodyStatus.BAD_REQUEST);
    expect(shopifySubscriptions(embedded.shop)).toHaveLength(0);
  });
});
