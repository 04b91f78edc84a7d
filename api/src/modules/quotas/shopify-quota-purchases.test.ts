import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { QuotaPurchase, QuotaPurchaseList } from '@omni/shared/contracts/billing';
import { BodyStatus } from '@omni/shared/errors';
import { quotaPurchases, wallets } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { setPlanLimits } from '../../testing/plan-limits';
import { call, useTestApp } from '../../testing/test-app';
import {
  decideCharge,
  embeddedMerchant as connectEmbedded,
  shopifyWebhookHeaders,
  signShopifyWebhook,
  useShopifyStandIn,
} from '../shopify/shopify-test-kit';
import { readQuotas } from './quota-service';

// Extra quota for merchants in the Shopify admin is a Shopify one-time purchase (ADR 036): the
// stand-in's confirmation page and its signed app_purchases_one_time/update add the units, once.
const standIn = useShopifyStandIn(() => t.app);
const t = useTestApp();

interface Who {
  token: string;
  workplaceId: string;
}

/** The merchant connects the shop, then opens the app in its admin as the store owner (42). */
const embeddedMerchant = (email: string, handle: string) =>
  connectEmbedded(t.app, standIn, email, handle);

/** A purchase, a second after the last one (the list is newest first). */
const buy = (who: Who, body: object, path = 'charge-extra') => {
  t.clock.advance(1000);
  return call<QuotaPurchase>(t.app, 'POST', `/api/payments/${path}`, {
    token: who.token,
    workplaceId: who.workplaceId,
    body,
  });
};
const extra = (packs = 1) => ({ feature: 'IMPORT_PRODUCT', packs, request_id: randomUUID() });
const listed = async (who: Who) =>
  (
    await call<QuotaPurchaseList>(t.app, 'GET', '/api/payments/quota-purchases', {
      token: who.token,
      workplaceId: who.workplaceId,
    })
  ).body.data!.items;
const importLimit = async (workplaceId: string) =>
  (await readQuotas(t.db, { workplaceId, now: t.clock.now() })).features.IMPORT_PRODUCT.limit;
const shopifyPurchases = (shop: string) => standIn.world.shop(shop).appPurchases;

/** Delivers what the stand-in sent and runs the jobs it queued. */
async function settle() {
  await standIn.world.webhooks.idle();
  await t.app.jobs.runDue();
}

/** One signed delivery of app_purchases_one_time/update, as Shopify sends it; the HTTP status. */
async function deliver(
  shop: string,
  update: { id: string; status: string },
  { eventId = randomUUID(), secret }: { eventId?: string; secret?: string } = {},
) {
  const raw = JSON.stringify({
    app_purchase_one_time: {
      admin_graphql_api_id: update.id,
      name: 'Extra quota: 100 product imports',
      status: update.status,
      admin_graphql_api_shop_id: 'gid://shopify/Shop/1',
      created_at: '2026-11-27T10:00:00Z',
      updated_at: new Date().toISOString(),
    },
  });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/shopify',
    headers: shopifyWebhookHeaders(raw, shop, {
      'x-shopify-topic': 'app_purchases_one_time/update',
      'x-shopify-event-id': eventId,
      ...(secret ? { 'x-shopify-hmac-sha256': signShopifyWebhook(raw, secret) } : {}),
    }),
    payload: raw,
  });
  await t.app.jobs.runDue();
  return answer.statusCode;
}

const gidOf = async (purchaseId: string) => {
  const [row] = await t.db.select().from(quotaPurchases).where(eq(quotaPurchases.id, purchaseId));
  return row!.providerPurchaseId!;
};

describe('extra quota bought through Shopify by merchants in the Shopify admin (ADR 036)', () => {
  it('is pending until approved in Shopify; ACTIVE adds the units once however often and in whatever order the update comes', async () => {
    const { owner, shop, embedded } = await embeddedMerchant(
      'onetime-buy@example.test',
      'omni-demo-boutique',
    );
    expect(await importLimit(owner.workplaceId)).toBe(50);
    const body = extra();
    const first = await buy(embedded, body);
    expect(first.http).toBe(200);
    // the wallet is empty and not asked: Shopify bills it
    expect(first.body.data).toMatchObject({
      provider: 'shopify',
      status: 'pending',
      feature: 'IMPORT_PRODUCT',
      units: 100,
      amount: 500,
      currency: 'USD',
      total_balance: null,
      quota: { limit: 50, usage: 0 },
    });
    const pending = first.body.data!;
    expect(new URL(pending.confirmation_url!).pathname).toMatch(
      new RegExp(
        `^/shops/${shop}/admin/charges/\\d+/\\d+/ApplicationCharge/confirm_application_charge$`,
      ),
    );
    expect(shopifyPurchases(shop)).toMatchObject([
      {
        name: 'Extra quota: 100 product imports',
        amount: '5.00',
        currencyCode: 'USD',
        test: true,
        status: 'PENDING',
        returnUrl: `${standIn.url}/shops/${shop}/admin/apps/omni-sandbox-shopify-app/app/setting/billing?quota_purchase=${pending.id}`,
      },
    ]);
    expect(
      await t.db.select().from(wallets).where(eq(wallets.workplaceId, owner.workplaceId)),
    ).toEqual([]);
    // the same click again: the same answer, no second charge at Shopify
    expect((await buy(embedded, body)).body.data).toEqual(pending);
    expect(shopifyPurchases(shop)).toHaveLength(1);
    expect(await importLimit(owner.workplaceId)).toBe(50);

    // approved: back in the app with the purchase's id; the update adds the units
    const back = await decideCharge(standIn, pending.confirmation_url!, 'approve');
    expect(back.searchParams.get('quota_purchase')).toBe(pending.id);
    expect(back.searchParams.get('charge_id')).toBe(String(shopifyPurchases(shop)[0]!.id));
    await settle();
    expect(await importLimit(owner.workplaceId)).toBe(150);
    const [paid] = await listed(embedded);
    expect(paid).toMatchObject({
      id: pending.id,
      status: 'paid',
      units: 100,
      confirmation_url: null,
      quota: { limit: 150, usage: 0 },
    });

    // Shopify delivers again (same event: queued once), a new event with the same news, a late
    // PENDING and a DECLINED that can't follow ACTIVE: nothing more is added
    const delivery = standIn.world.webhooks.log.find(
      (d) => d.topic === 'app_purchases_one_time/update',
    )!;
    standIn.world.webhooks.redeliver(delivery.webhookId, 2);
    await settle();
    const gid = await gidOf(pending.id);
    expect(await deliver(shop, { id: gid, status: 'ACTIVE' })).toBe(200);
    expect(await deliver(shop, { id: gid, status: 'PENDING' })).toBe(200);
    expect(await deliver(shop, { id: gid, status: 'DECLINED' })).toBe(200);
    const limitAfter = await importLimit(owner.workplaceId);
    console.log(
      `app_purchases_one_time/update: ${delivery.attempts} deliveries of one event + 3 other events → limit ${limitAfter} (50 + 100 once)`,
    );
    expect(delivery.attempts).toBe(3);
    expect(limitAfter).toBe(150);
    expect((await listed(embedded))[0]!.status).toBe('paid');

    // a second purchase: a badly signed ACTIVE is refused and adds nothing; the signed one does
    const second = (await buy(embedded, extra(2), 'charge-extra')).body.data!;
    const secondGid = await gidOf(second.id);
    expect(
      await deliver(shop, { id: secondGid, status: 'ACTIVE' }, { secret: 'not-the-secret' }),
    ).toBe(401);
    expect(await importLimit(owner.workplaceId)).toBe(150);
    expect((await listed(embedded))[0]).toMatchObject({ id: second.id, status: 'pending' });
    const eventId = randomUUID();
    for (let i = 0; i < 3; i++)
      await deliver(shop, { id: secondGid, status: 'ACTIVE' }, { eventId });
    expect(await importLimit(owner.workplaceId)).toBe(350);

    // the same owner outside the admin, on no Shopify plan, pays from the wallet as before
    const standalone = await buy(owner, extra());
    expect(standalone.body.data).toMatchObject({ provider: 'wallet', status: 'declined' });
    expect(shopifyPurchases(shop)).toHaveLength(2);
  });

  it('declined or expired in Shopify adds nothing and says so; bad input is refused before Shopify is asked', async () => {
    const { owner, shop, embedded } = await embeddedMerchant(
      'onetime-decline@example.test',
      'omni-demo-gadgets',
    );
    const declined = (
      await buy(embedded, { packs: 1, request_id: randomUUID() }, 'charge-ready2sale')
    ).body.data!;
    expect(declined).toMatchObject({
      status: 'pending',
      feature: 'READY2SALE',
      units: 10,
      amount: 990,
    });
    expect(shopifyPurchases(shop).at(-1)!.name).toBe(
      'Ready2Sale add-on: 10 ready-to-sell products',
    );
    const landed = await decideCharge(standIn, declined.confirmation_url!, 'decline');
    expect(landed.pathname).toBe(`/shops/${shop}/admin/apps`);
    await settle();
    const expiring = (await buy(embedded, extra())).body.data!;
    const id = shopifyPurchases(shop).at(-1)!.id;
    await fetch(`${standIn.url}/control/shops/${shop}/app-purchases/${id}/expire`, {
      method: 'POST',
    });
    await settle();
    expect((await listed(embedded)).map((p) => [p.id, p.status, p.units])).toEqual([
      [expiring.id, 'expired', 0],
      [declined.id, 'declined', 0],
    ]);
    const quotas = await readQuotas(t.db, { workplaceId: owner.workplaceId, now: t.clock.now() });
    expect(quotas.features.IMPORT_PRODUCT.limit).toBe(50);
    expect(quotas.features.READY2SALE.limit).toBe(0);

    // bad bodies, and features that can't be bought, never reach Shopify
    const before = shopifyPurchases(shop).length;
    for (const body of [
      { feature: 'BULK_PUBLISH_TO_STORE', packs: 1, request_id: randomUUID() },
      { feature: 'IMPORT_PRODUCT', packs: 0, request_id: randomUUID() },
      { feature: 'IMPORT_PRODUCT', packs: 1, request_id: 'not-a-uuid' },
    ])
      expect((await buy(embedded, body)).http).toBe(400);
    await setPlanLimits(t.db, owner.userId, { IMPORT_PRODUCT: 50, LISTING_PRODUCTS: 0 });
    const notInPlan = await buy(embedded, { ...extra(), feature: 'LISTING_PRODUCTS' });
    expect(notInPlan.http).toBe(400);
    expect(notInPlan.body.errors![0]).toMatchObject({ params: { rule: 'not_in_plan' } });
    expect(shopifyPurchases(shop)).toHaveLength(before);

    // Shopify unavailable: refused, nothing kept — the same click can be tried again
    const retry = extra();
    standIn.world.health.mode = 'down';
    const refused = await buy(embedded, retry);
    standIn.world.health.mode = 'normal';
    expect(refused.body.status).toBe(BodyStatus.UNPROCESSABLE_ENTITY);
    expect(refused.body.message).toBe('PaymentProviderUnavailable');
    expect((await buy(embedded, retry)).body.data).toMatchObject({ status: 'pending' });

    // a signed delivery that is not a purchase update changes nothing
    const raw = JSON.stringify({ app_purchase_one_time: { admin_graphql_api_id: 'nope' } });
    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/shopify',
      headers: shopifyWebhookHeaders(raw, shop, {
        'x-shopify-topic': 'app_purchases_one_time/update',
        'x-shopify-event-id': randomUUID(),
      }),
      payload: raw,
    });
    expect(odd.statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect((await listed(embedded))[0]!.status).toBe('pending');
  });

  it('another workplace neither sees nor settles a purchase; another shop’s update is not ours', async () => {
    const { owner, shop, embedded } = await embeddedMerchant(
      'onetime-tenant@example.test',
      'omni-demo-apparel',
    );
    const pending = (await buy(embedded, extra())).body.data!;
    const gid = await gidOf(pending.id);
    const stranger: SignedInUser = await signUp(t.app, 'onetime-stranger@example.test');
    expect(await listed(stranger)).toEqual([]);
    const foreign = await call(t.app, 'GET', '/api/payments/quota-purchases', {
      token: stranger.token,
      workplaceId: owner.workplaceId,
    });
    expect(foreign.http).toBe(403);
    const noSession = await call(t.app, 'GET', '/api/payments/quota-purchases', {
      workplaceId: owner.workplaceId,
    });
    expect(noSession.http).toBe(401);
    // the same purchase id reported by another shop (signed by the app's secret) is ignored
    expect(await deliver('omni-demo-boutique.myshopify.com', { id: gid, status: 'ACTIVE' })).toBe(
      200,
    );
    expect(await importLimit(owner.workplaceId)).toBe(50);
    expect((await listed(embedded))[0]).toMatchObject({ id: pending.id, status: 'pending' });
    // the stranger's own purchase is the wallet's, and in their list only
    await buy(stranger, extra());
    expect((await listed(stranger)).map((p) => p.provider)).toEqual(['wallet']);
    expect((await listed(embedded)).map((p) => p.id)).toEqual([pending.id]);
    // and its own shop's update settles it
    expect(await deliver(shop, { id: gid, status: 'ACTIVE' })).toBe(200);
    expect(await importLimit(owner.workplaceId)).toBe(150);
  });
});
