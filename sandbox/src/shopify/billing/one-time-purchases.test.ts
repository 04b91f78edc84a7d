import { SANDBOX_APP_API_SECRET } from '../config';
import { signWebhookBody } from '../webhook-signature';
import {
  API_WEBHOOKS,
  billingStandIn as standIn,
  decideOnPage as decide,
  SHOP,
} from './billing-test-kit';

const CREATE = `mutation Buy($name: String!, $price: MoneyInput!, $returnUrl: URL!, $test: Boolean) {
  appPurchaseOneTimeCreate(name: $name, price: $price, returnUrl: $returnUrl, test: $test) {
    appPurchaseOneTime { id name status test createdAt price { amount currencyCode } }
    confirmationUrl
    userErrors { field message }
  }
}`;

const LIST = `{ currentAppInstallation { oneTimePurchases(first: 10) { nodes { id name status } } } }`;

interface Created {
  appPurchaseOneTimeCreate: {
    appPurchaseOneTime: {
      id: string;
      name: string;
      status: string;
      test: boolean;
      createdAt: string;
      price: { amount: string; currencyCode: string };
    } | null;
    confirmationUrl: string | null;
    userErrors: Array<{ field: string[]; message: string }>;
  };
}

type StandIn = Awaited<ReturnType<typeof standIn>>;
const RETURN_URL =
  'http://127.0.0.1:4101/shops/x/admin/apps/omni-dropshipping/app/setting/billing?quota_purchase=abc';

async function buy(s: StandIn, variables: object = {}) {
  const data = await s.graphql<Created>(CREATE, {
    name: '100 × Import products',
    price: { amount: 5, currencyCode: 'USD' },
    returnUrl: RETURN_URL,
    test: true,
    ...variables,
  });
  return data.appPurchaseOneTimeCreate;
}

const purchaseUpdates = (s: StandIn) =>
  s.sentOn('app_purchases_one_time/update', 'app_purchase_one_time');

describe('one-time purchases (appPurchaseOneTimeCreate) in the stand-in', () => {
  it('creates a pending test purchase with a signed confirmation page; creating sends no update', async () => {
    const s = await standIn();
    const created = await buy(s);
    expect(created.userErrors).toEqual([]);
    expect(created.appPurchaseOneTime).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/AppPurchaseOneTime\/\d+$/),
      name: '100 × Import products',
      status: 'PENDING',
      test: true,
      price: { amount: '5.00', currencyCode: 'USD' },
    });
    expect(created.confirmationUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:4101\/shops\/omni-demo-boutique\.myshopify\.com\/admin\/charges\/\d+\/\d+\/ApplicationCharge\/confirm_application_charge\?signature=[0-9a-f]{64}$/,
    );
    const url = new URL(created.confirmationUrl!);
    const page = await s.app.inject({ url: url.pathname + url.search });
    expect(page.body).toContain('100 × Import products');
    expect(page.body).toContain('$5.00 USD one time');
    expect(page.body).toContain('data-testid="charge-test"');
    // another id with this signature is not a page; nor is a missing signature
    const forged = url.pathname.replace(
      /\/(\d+)\/ApplicationCharge/,
      (_m, id) => `/${Number(id) + 1}/ApplicationCharge`,
    );
    expect((await s.app.inject({ url: forged + url.search })).statusCode).toBe(404);
    expect((await s.app.inject({ url: url.pathname })).statusCode).toBe(404);
    expect(await purchaseUpdates(s)).toEqual([]);
    const listed = await s.graphql<{
      currentAppInstallation: { oneTimePurchases: { nodes: Array<{ id: string }> } };
    }>(LIST);
    expect(listed.currentAppInstallation.oneTimePurchases.nodes.map((n) => n.id)).toEqual([
      created.appPurchaseOneTime!.id,
    ]);
    await s.app.close();
  });

  it('refuses a blank name, a zero price, a bad currency and a return URL that is not one', async () => {
    const s = await standIn();
    const bad = await buy(s, {
      name: ' ',
      price: { amount: 0, currencyCode: 'usd' },
      returnUrl: 'javascript:alert(1)',
    });
    expect(bad.appPurchaseOneTime).toBeNull();
    expect(bad.confirmationUrl).toBeNull();
    expect(bad.userErrors.map((e) => e.field.join('.')).sort()).toEqual([
      'name',
      'price.amount',
      'price.currencyCode',
      'returnUrl',
    ]);
    expect(s.world.shop(SHOP).appPurchases).toEqual([]);
    await s.app.close();
  });

  it('approving makes it ACTIVE once and returns with charge_id; declining leaves for the apps page; both signed updates', async () => {
    const s = await standIn();
    const first = await buy(s);
    const approved = await decide(s, first.confirmationUrl!, 'approve');
    expect(approved.statusCode).toBe(303);
    const id = first.appPurchaseOneTime!.id.split('/').pop();
    const back = new URL(approved.headers.location as string);
    expect(back.searchParams.get('quota_purchase')).toBe('abc');
    expect(back.searchParams.get('charge_id')).toBe(id);
    // a final state stays: the page says so, a second answer is refused
    const again = await s.app.inject({
      method: 'POST',
      url: new URL(first.confirmationUrl!).pathname,
      payload: {
        signature: new URL(first.confirmationUrl!).searchParams.get('signature'),
        decision: 'decline',
      },
    });
    expect(again.statusCode).toBe(409);
    const url = new URL(first.confirmationUrl!);
    expect((await s.app.inject({ url: url.pathname + url.search })).body).toContain(
      'This charge is active',
    );

    const second = await buy(s, {
      name: '10 × Ready2Sale',
      price: { amount: '9.90', currencyCode: 'USD' },
    });
    const declined = await decide(s, second.confirmationUrl!, 'decline');
    expect(declined.headers.location).toBe(
      `/shops/${SHOP}/admin/apps?charge_declined=${second.appPurchaseOneTime!.id.split('/').pop()}`,
    );

    await s.world.webhooks.idle();
    const deliveries = s.sent.filter(
      (d) => d.headers['x-shopify-topic'] === 'app_purchases_one_time/update',
    );
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries) {
      expect(delivery.url).toBe(API_WEBHOOKS);
      expect(delivery.headers['x-shopify-shop-domain']).toBe(SHOP);
      expect(delivery.headers['x-shopify-hmac-sha256']).toBe(
        signWebhookBody(delivery.body, SANDBOX_APP_API_SECRET),
      );
    }
    expect(JSON.parse(deliveries[0]!.body)).toEqual({
      app_purchase_one_time: {
        admin_graphql_api_id: first.appPurchaseOneTime!.id,
        name: '100 × Import products',
        status: 'ACTIVE',
        admin_graphql_api_shop_id: expect.stringMatching(/^gid:\/\/shopify\/Shop\/\d+$/),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect((await purchaseUpdates(s)).map((u) => u.status)).toEqual(['ACTIVE', 'DECLINED']);
    await s.app.close();
  });

  it('a purchase left unanswered expires through the control API; unknown actions and ids are refused', async () => {
    const s = await standIn();
    const created = await buy(s);
    const id = created.appPurchaseOneTime!.id.split('/').pop();
    const control = (path: string) =>
      s.app.inject({ method: 'POST', url: `/control/shops/${SHOP}/app-purchases/${path}` });
    expect((await control(`${id}/refund`)).statusCode).toBe(404);
    expect((await control(`99999/expire`)).statusCode).toBe(404);
    expect((await control(`${id}/expire`)).json()).toEqual({ status: 'EXPIRED', redirect: null });
    expect((await control(`${id}/approve`)).statusCode).toBe(409);
    expect((await purchaseUpdates(s)).map((u) => u.status)).toEqual(['EXPIRED']);
    const listed = await s.app.inject({ url: `/control/shops/${SHOP}/app-purchases` });
    expect(listed.json().app_purchases).toMatchObject([{ status: 'EXPIRED', test: true }]);
    await s.app.close();
  });
});
