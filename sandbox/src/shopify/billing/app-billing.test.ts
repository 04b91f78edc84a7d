import { SANDBOX_APP_API_SECRET } from '../config';
import { signWebhookBody } from '../webhook-signature';
import { isDeferred } from './app-billing';
import {
  API_WEBHOOKS,
  billingStandIn as standIn,
  decideOnPage as decide,
  SHOP,
} from './billing-test-kit';
import type { AppSubscription } from './model';

const CREATE = `mutation Create($name: String!, $lineItems: [AppSubscriptionLineItemInput!]!, $returnUrl: URL!, $test: Boolean, $replacementBehavior: AppSubscriptionReplacementBehavior) {
  appSubscriptionCreate(name: $name, lineItems: $lineItems, returnUrl: $returnUrl, test: $test, replacementBehavior: $replacementBehavior) {
    appSubscription { id name status test currentPeriodEnd lineItems { plan { pricingDetails { __typename ... on AppRecurringPricing { interval price { amount currencyCode } } } } } }
    confirmationUrl
    userErrors { field message }
  }
}`;

const ACTIVE = `{ currentAppInstallation { activeSubscriptions { id name status currentPeriodEnd } } }`;

interface Created {
  appSubscriptionCreate: {
    appSubscription: {
      id: string;
      status: string;
      test: boolean;
      currentPeriodEnd: string | null;
      lineItems: Array<{ plan: { pricingDetails: Record<string, unknown> } }>;
    } | null;
    confirmationUrl: string | null;
    userErrors: Array<{ field: string[]; message: string }>;
  };
}

type StandIn = Awaited<ReturnType<typeof standIn>>;

function plan(amount: number | string, interval = 'EVERY_30_DAYS') {
  return [
    { plan: { appRecurringPricingDetails: { price: { amount, currencyCode: 'USD' }, interval } } },
  ];
}

async function create(s: StandIn, name: string, amount: number, extra: object = {}) {
  const data = await s.graphql<Created>(CREATE, {
    name,
    lineItems: plan(amount, (extra as { interval?: string }).interval),
    returnUrl:
      'http://127.0.0.1:4101/shops/x/admin/apps/omni-dropshipping/app/setting/billing?checkout=success',
    test: true,
    ...extra,
  });
  return data.appSubscriptionCreate;
}

const numberOf = (id: string) => Number(id.split('/').pop());

describe('Shopify Billing in the stand-in', () => {
  it('creates a pending test subscription with a signed confirmation page and says so by webhook', async () => {
    const s = await standIn();
    const created = await create(s, 'Basic (monthly)', 29.9);
    expect(created.userErrors).toEqual([]);
    expect(created.appSubscription).toMatchObject({
      status: 'PENDING',
      test: true,
      currentPeriodEnd: null,
    });
    expect(created.appSubscription!.lineItems[0]!.plan.pricingDetails).toEqual({
      __typename: 'AppRecurringPricing',
      interval: 'EVERY_30_DAYS',
      price: { amount: '29.90', currencyCode: 'USD' },
    });
    expect(created.confirmationUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:4101\/shops\/omni-demo-boutique\.myshopify\.com\/admin\/charges\/\d+\/\d+\/RecurringApplicationCharge\/confirm_recurring_application_charge\?signature=[0-9a-f]{64}$/,
    );
    const page = await s.app.inject({
      url: new URL(created.confirmationUrl!).pathname + new URL(created.confirmationUrl!).search,
    });
    expect(page.body).toContain('Basic (monthly)');
    expect(page.body).toContain('$29.90 USD every 30 days');
    expect(page.body).toContain('data-testid="charge-test"');
    // another id with this signature is not a page
    const forged = created.confirmationUrl!.replace(
      /\/(\d+)\/RecurringApplicationCharge/,
      (_m, id) => `/${Number(id) + 1}/RecurringApplicationCharge`,
    );
    expect(
      (await s.app.inject({ url: new URL(forged).pathname + new URL(forged).search })).statusCode,
    ).toBe(404);

    await s.world.webhooks.idle();
    const delivery = s.sent.find(
      (d) => d.headers['x-shopify-topic'] === 'app_subscriptions/update',
    )!;
    expect(delivery.url).toBe(API_WEBHOOKS);
    expect(delivery.headers['x-shopify-shop-domain']).toBe(SHOP);
    expect(delivery.headers['x-shopify-hmac-sha256']).toBe(
      signWebhookBody(delivery.body, SANDBOX_APP_API_SECRET),
    );
    expect(JSON.parse(delivery.body)).toEqual({
      app_subscription: {
        admin_graphql_api_id: created.appSubscription!.id,
        name: 'Basic (monthly)',
        status: 'PENDING',
        admin_graphql_api_shop_id: expect.stringMatching(/^gid:\/\/shopify\/Shop\/\d+$/),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        currency: 'USD',
        price: '29.90',
        interval: 'every_30_days',
      },
    });
    await s.app.close();
  });

  it('refuses a blank name, a return URL that is not one and a price of zero', async () => {
    const s = await standIn();
    const bad = await s.graphql<Created>(CREATE, {
      name: ' ',
      lineItems: plan(0),
      returnUrl: 'javascript:alert(1)',
    });
    expect(bad.appSubscriptionCreate.appSubscription).toBeNull();
    expect(bad.appSubscriptionCreate.userErrors.map((e) => e.field[0]).sort()).toEqual([
      'lineItems',
      'name',
      'returnUrl',
    ]);
    await s.app.close();
  });

  it('approving activates it and returns to the app with charge_id; declining leaves for the apps page', async () => {
    const s = await standIn();
    const first = await create(s, 'Basic (monthly)', 29.9);
    const approved = await decide(s, first.confirmationUrl!, 'approve');
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string);
    expect(back.pathname).toBe('/shops/x/admin/apps/omni-dropshipping/app/setting/billing');
    expect(back.searchParams.get('checkout')).toBe('success');
    expect(back.searchParams.get('charge_id')).toBe(String(numberOf(first.appSubscription!.id)));
    const { currentAppInstallation } = await s.graphql<{
      currentAppInstallation: {
        activeSubscriptions: Array<{ id: string; status: string; currentPeriodEnd: string }>;
      };
    }>(ACTIVE);
    expect(currentAppInstallation.activeSubscriptions).toHaveLength(1);
    const end = Date.parse(currentAppInstallation.activeSubscriptions[0]!.currentPeriodEnd);
    expect(Math.round((end - Date.now()) / 86_400_000)).toBe(30);

    const second = await create(s, 'Pro (monthly)', 99.9);
    const declined = await decide(s, second.confirmationUrl!, 'decline');
    expect(declined.headers.location).toContain('/admin/apps?charge_declined=');
    const apps = await s.app.inject({ url: declined.headers.location as string });
    expect(apps.body).toContain('You declined the charge');
    // a decided charge can't be decided again
    expect((await decide(s, second.confirmationUrl!, 'approve')).statusCode).toBe(409);
    expect((await s.updates()).map((u) => u.status)).toEqual([
      'PENDING',
      'ACTIVE',
      'PENDING',
      'DECLINED',
    ]);
    await s.app.close();
  });

  it('a monthly upgrade replaces the current plan at once; a deferred one waits for the cycle to end', async () => {
    const s = await standIn();
    const basic = await create(s, 'Basic', 29.9);
    await decide(s, basic.confirmationUrl!, 'approve');
    const pro = await create(s, 'Pro', 99.9);
    await decide(s, pro.confirmationUrl!, 'approve');
    type Active = {
      currentAppInstallation: {
        activeSubscriptions: Array<{ id: string; currentPeriodEnd: string | null }>;
      };
    };
    let active = (await s.graphql<Active>(ACTIVE)).currentAppInstallation.activeSubscriptions;
    expect(active.map((a) => a.id)).toEqual([pro.appSubscription!.id]);

    const growth = await create(s, 'Growth', 49.9, {
      replacementBehavior: 'APPLY_ON_NEXT_BILLING_CYCLE',
    });
    await decide(s, growth.confirmationUrl!, 'approve');
    active = (await s.graphql<Active>(ACTIVE)).currentAppInstallation.activeSubscriptions;
    // both approved: Pro is billed until its cycle ends, Growth waits
    expect(active.map((a) => [a.id, a.currentPeriodEnd === null])).toEqual([
      [pro.appSubscription!.id, false],
      [growth.appSubscription!.id, true],
    ]);
    const renewed = await s.app.inject({
      method: 'POST',
      url: `/control/shops/${SHOP}/app-subscriptions/${numberOf(pro.appSubscription!.id)}/renew`,
    });
    expect(renewed.json()).toEqual({ status: 'CANCELLED', redirect: null });
    active = (await s.graphql<Active>(ACTIVE)).currentAppInstallation.activeSubscriptions;
    expect(active).toHaveLength(1);
    expect(active[0]!.id).toBe(growth.appSubscription!.id);
    expect(active[0]!.currentPeriodEnd).not.toBeNull();
    const statuses = (await s.updates()).map(
      (u) => `${numberOf(u.admin_graphql_api_id)}:${u.status}`,
    );
    expect(statuses).toContain(`${numberOf(basic.appSubscription!.id)}:CANCELLED`);
    expect(statuses.at(-1)).toBe(`${numberOf(pro.appSubscription!.id)}:CANCELLED`);
    await s.app.close();
  });

  it('appSubscriptionCancel ends an active subscription once; a frozen one comes back when paid', async () => {
    const s = await standIn();
    const basic = await create(s, 'Basic', 29.9);
    await decide(s, basic.confirmationUrl!, 'approve');
    const id = numberOf(basic.appSubscription!.id);
    const control = (action: string) =>
      s.app.inject({
        method: 'POST',
        url: `/control/shops/${SHOP}/app-subscriptions/${id}/${action}`,
      });
    expect((await control('freeze')).json()).toMatchObject({ status: 'FROZEN' });
    expect((await control('unfreeze')).json()).toMatchObject({ status: 'ACTIVE' });
    expect((await control('expire')).statusCode).toBe(409);

    const CANCEL = `mutation Cancel($id: ID!) { appSubscriptionCancel(id: $id, prorate: true) { appSubscription { id status } userErrors { field message } } }`;
    type Cancelled = {
      appSubscriptionCancel: { appSubscription: { status: string } | null; userErrors: unknown[] };
    };
    const cancelled = await s.graphql<Cancelled>(CANCEL, { id: basic.appSubscription!.id });
    expect(cancelled.appSubscriptionCancel).toEqual({
      appSubscription: { id: basic.appSubscription!.id, status: 'CANCELLED' },
      userErrors: [],
    });
    const again = await s.graphql<Cancelled>(CANCEL, { id: basic.appSubscription!.id });
    expect(again.appSubscriptionCancel.appSubscription).toBeNull();
    expect(again.appSubscriptionCancel.userErrors).toHaveLength(1);
    expect((await s.updates()).map((u) => u.status)).toEqual([
      'PENDING',
      'ACTIVE',
      'FROZEN',
      'ACTIVE',
      'CANCELLED',
    ]);
    await s.app.close();
  });

  it('uninstalling cancels the live subscriptions before app/uninstalled', async () => {
    const s = await standIn();
    const basic = await create(s, 'Basic', 29.9);
    await decide(s, basic.confirmationUrl!, 'approve');
    s.world.uninstall(SHOP);
    expect(s.world.shop(SHOP).appSubscriptions.map((a) => a.status)).toEqual(['CANCELLED']);
    expect((await s.updates()).at(-1)!.status).toBe('CANCELLED');
    await s.app.close();
  });

  it('the admin passes its own query (charge_id) to the embedded app', async () => {
    const s = await standIn();
    const admin = await s.app.inject({
      url: `/shops/${SHOP}/admin/apps/omni-dropshipping/app/setting/billing?checkout=success&charge_id=42`,
    });
    const src = /id="app-frame"[^>]*src="([^"]+)"/.exec(admin.body)![1]!.replace(/&amp;/g, '&');
    const url = new URL(src);
    expect(url.pathname).toBe('/app/setting/billing');
    expect(url.searchParams.get('charge_id')).toBe('42');
    expect(url.searchParams.get('checkout')).toBe('success');
    expect(url.searchParams.get('embedded')).toBe('1');
    await s.app.close();
  });
});

describe('isDeferred (AppSubscriptionReplacementBehavior)', () => {
  const sub = (amount: string, interval: 'EVERY_30_DAYS' | 'ANNUAL', currencyCode = 'USD') =>
    ({ lineItem: { id: 1, amount, currencyCode, interval } }) as AppSubscription;
  it('STANDARD defers a cheaper annual, an annual to monthly and the same plan; not a monthly change', () => {
    expect(isDeferred('STANDARD', sub('499', 'ANNUAL'), sub('299', 'ANNUAL'))).toBe(true);
    expect(isDeferred('STANDARD', sub('499', 'ANNUAL'), sub('99.9', 'EVERY_30_DAYS'))).toBe(true);
    expect(isDeferred('STANDARD', sub('29.9', 'EVERY_30_DAYS'), sub('29.9', 'EVERY_30_DAYS'))).toBe(
      true,
    );
    expect(isDeferred('STANDARD', sub('99.9', 'EVERY_30_DAYS'), sub('29.9', 'EVERY_30_DAYS'))).toBe(
      false,
    );
    expect(isDeferred('STANDARD', sub('299', 'ANNUAL'), sub('499', 'ANNUAL'))).toBe(false);
  });
  it('the other behaviors, and a change of currency always applies at once', () => {
    expect(
      isDeferred(
        'APPLY_ON_NEXT_BILLING_CYCLE',
        sub('29.9', 'EVERY_30_DAYS'),
        sub('99.9', 'EVERY_30_DAYS'),
      ),
    ).toBe(true);
    expect(
      isDeferred(
        'APPLY_ON_NEXT_BILLING_CYCLE',
        sub('29.9', 'EVERY_30_DAYS'),
        sub('9.9', 'EVERY_30_DAYS', 'EUR'),
      ),
    ).toBe(false);
    expect(isDeferred('APPLY_IMMEDIATELY', sub('499', 'ANNUAL'), sub('299', 'ANNUAL'))).toBe(false);
  });
});
