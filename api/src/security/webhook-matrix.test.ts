import { createHash, randomUUID } from 'node:crypto';
import { SANDBOX_TRACKING_API_KEY } from '../../../sandbox/src/tracking/stand-in';
import { count } from 'drizzle-orm';
import { stripeSignatureHeader } from '../../../sandbox/src/payments/app';
import { SANDBOX_STRIPE_WEBHOOK_SECRET } from '../../../sandbox/src/payments/stand-in';
import { jobs, stores, woocommerceConnections, workplaces, users } from '../db/schema';
import { SANDBOX_SHOPIFY_API_SECRET } from '../integrations/shopify/shopify-config';
import { signWooWebhook } from '../integrations/woocommerce/webhook-signature';
import { shopifyWebhookHeaders, signShopifyWebhook } from '../modules/shopify/shopify-test-kit';
import { SHOPIFY_WEBHOOK_TOPICS } from '../modules/shopify/webhook-routes';
import { createSecretBox } from './secret-box';
import { useTestApp } from '../testing/test-app';
import { databaseFingerprint } from './database-fingerprint';

// The stand-ins are on, as under start.sh: their published secrets are the ones that sign.
const STAND_INS = {
  SANDBOX_TRACKING_URL: 'http://127.0.0.1:9',
  SANDBOX_SHOPIFY_URL: 'http://127.0.0.1:9',
  SANDBOX_PAYMENTS_URL: 'http://127.0.0.1:9',
};
const saved = Object.fromEntries(Object.keys(STAND_INS).map((name) => [name, process.env[name]]));
Object.assign(process.env, STAND_INS);
afterAll(() => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

const t = useTestApp();
const SHOP = 'omni-demo-apparel.myshopify.com';
const WOO_SECRET = 'woo-webhook-secret-of-the-store';

interface Delivery {
  url: string;
  body: string;
  /** The headers of a delivery signed with `secret`. */
  headers: (body: string, secret: string) => Record<string, string>;
  secret: string;
  /** The header that carries the signature (left out in the "missing header" case). */
  signatureHeader: string;
}

/** A WooCommerce store connected in a fresh workplace, its webhook secret sealed as the API does. */
async function wooStore(): Promise<string> {
  const [user] = await t.db
    .insert(users)
    .values({ email: `woo-${randomUUID()}@example.test`, passwordHash: 'x' })
    .returning({ id: users.id });
  const [workplace] = await t.db
    .insert(workplaces)
    .values({ name: 'Woo', ownerId: user!.id })
    .returning({ id: workplaces.id });
  const [store] = await t.db
    .insert(stores)
    .values({
      workplaceId: workplace!.id,
      platform: 'woocommerce',
      platformDomain: 'woo.example.com',
      domain: 'woo.example.com',
    })
    .returning({ id: stores.id });
  const box = createSecretBox(t.app.ctx.config.secretBoxKey);
  await t.db.insert(woocommerceConnections).values({
    storeId: store!.id,
    workplaceId: workplace!.id,
    storeUrl: 'https://woo.example.com',
    keyId: '1',
    consumerKeySealed: 'sealed',
    consumerSecretSealed: 'sealed',
    webhookSecretSealed: box.seal(WOO_SECRET, `woocommerce:${store!.id}:webhook`),
  });
  return store!.id;
}

/** Every webhook route's deliveries: each Shopify topic (compliance ones included), Woo, Stripe. */
async function deliveries(): Promise<Record<string, Delivery[]>> {
  const storeId = await wooStore();
  const shopify = (topic: string, body: object): Delivery => ({
    url: '/api/webhooks/shopify',
    body: JSON.stringify(body),
    secret: SANDBOX_SHOPIFY_API_SECRET,
    signatureHeader: 'x-shopify-hmac-sha256',
    headers: (raw, secret) =>
      shopifyWebhookHeaders(raw, SHOP, {
        'x-shopify-topic': topic,
        'x-shopify-hmac-sha256': signShopifyWebhook(raw, secret),
      }),
  });
  const stripeEvent = {
    id: 'evt_matrix',
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'cs_matrix_unknown', object: 'checkout.session', status: 'complete' } },
  };
  return {
    '/api/webhooks/shopify': [
      shopify('orders/create', { id: 820982911946154, line_items: [] }),
      shopify('orders/updated', { id: 820982911946155, line_items: [] }),
      shopify('products/delete', { id: 632910392 }),
      shopify('app/uninstalled', { id: 1, domain: SHOP }),
      shopify('app_subscriptions/update', {
        app_subscription: {
          admin_graphql_api_id: 'gid://shopify/AppSubscription/4242',
          name: 'Basic (monthly)',
          status: 'ACTIVE',
          admin_graphql_api_shop_id: 'gid://shopify/Shop/1',
          created_at: '2026-01-05T09:00:00Z',
          updated_at: '2026-01-05T09:01:00Z',
          currency: 'USD',
          price: '29.90',
          interval: 'every_30_days',
        },
      }),
      shopify('app_purchases_one_time/update', {
        app_purchase_one_time: {
          admin_graphql_api_id: 'gid://shopify/AppPurchaseOneTime/4243',
          name: 'Extra quota: 100 product imports',
          status: 'ACTIVE',
          admin_graphql_api_shop_id: 'gid://shopify/Shop/1',
          created_at: '2026-01-05T09:00:00Z',
          updated_at: '2026-01-05T09:01:00Z',
        },
      }),
      shopify('customers/data_request', { shop_domain: SHOP, customer: { id: 1 } }),
      shopify('customers/redact', { shop_domain: SHOP, customer: { id: 1 } }),
      shopify('shop/redact', { shop_id: 1, shop_domain: SHOP }),
    ],
    '/api/woocommerce/webhooks/:storeId': [
      {
        url: `/api/woocommerce/webhooks/${storeId}`,
        body: JSON.stringify({ id: 727, status: 'processing' }),
        secret: WOO_SECRET,
        signatureHeader: 'x-wc-webhook-signature',
        headers: (raw, secret) => ({
          'content-type': 'application/json',
          'x-wc-webhook-topic': 'order.updated',
          'x-wc-webhook-delivery-id': '42',
          'x-wc-webhook-signature': signWooWebhook(raw, secret),
        }),
      },
    ],
    '/api/tracking/17track/webhook': [
      {
        url: '/api/tracking/17track/webhook',
        body: JSON.stringify({
          event: 'TRACKING_UPDATED',
          data: { number: 'LX123456789CN', carrier: 3011, track_info: {} },
        }),
        secret: SANDBOX_TRACKING_API_KEY,
        signatureHeader: 'sign',
        headers: (raw, secret) => ({
          'content-type': 'application/json',
          sign: createHash('sha256').update(`${raw}/${secret}`).digest('hex'),
        }),
      },
    ],
    '/api/webhooks/stripe': [
      {
        url: '/api/webhooks/stripe',
        body: JSON.stringify(stripeEvent),
        secret: SANDBOX_STRIPE_WEBHOOK_SECRET,
        signatureHeader: 'stripe-signature',
        headers: (raw, secret) => ({
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignatureHeader(raw, secret, Math.floor(Date.now() / 1000)),
        }),
      },
    ],
  };
}

const jobCount = async () => Number((await t.db.select({ n: count() }).from(jobs))[0]?.n ?? 0);

/** Suite §3.1: for every webhook route, only the correctly signed delivery is accepted. */
describe('webhook matrix', () => {
  it('covers every webhook route of the route table', async () => {
    const covered = Object.keys(await deliveries());
    const routes = t.app.routeTable
      .filter((route) => /webhook/i.test(route.url))
      .map((route) => route.url);
    // A webhook route listed here has no deliveries in webhook-matrix.test.ts: add its valid
    // delivery (URL, body, signing headers, secret, signature header) to `deliveries()`.
    expect(routes.filter((url) => !covered.includes(url))).toEqual([]);
  });

  it('covers every Shopify topic the endpoint accepts', async () => {
    const topics = (await deliveries())['/api/webhooks/shopify']!.map(
      (delivery) => delivery.headers(delivery.body, delivery.secret)['x-shopify-topic'],
    );
    expect([...SHOPIFY_WEBHOOK_TOPICS].filter((topic) => !topics.includes(topic))).toEqual([]);
  });

  it('answers 2xx only to a valid signature; wrong secret, missing header, a changed byte or re-serialised JSON get 401 and write nothing', async () => {
    let requests = 0;
    for (const [route, list] of Object.entries(await deliveries())) {
      for (const delivery of list) {
        const { body, secret, signatureHeader } = delivery;
        const signed = delivery.headers(body, secret);
        const changedByte = body.replace(/\d(?!.*\d)/, (digit) => String((Number(digit) + 1) % 10));
        const reserialised = JSON.stringify(JSON.parse(body), null, 2);
        const forged: Array<[string, string, Record<string, string>]> = [
          ['wrong secret', body, delivery.headers(body, 'not-the-secret')],
          [
            'missing header',
            body,
            Object.fromEntries(Object.entries(signed).filter(([name]) => name !== signatureHeader)),
          ],
          ['one byte changed', changedByte, signed],
          ['JSON re-serialised', reserialised, signed],
        ];
        const before = await databaseFingerprint(t.db);
        const jobsBefore = await jobCount();
        for (const [name, payload, headers] of forged) {
          const answer = await t.app.inject({
            method: 'POST',
            url: delivery.url,
            headers,
            payload,
          });
          requests += 1;
          expect({
            route,
            topic: signed['x-shopify-topic'],
            name,
            http: answer.statusCode,
          }).toEqual({
            route,
            topic: signed['x-shopify-topic'],
            name,
            http: 401,
          });
        }
        expect(await jobCount()).toBe(jobsBefore);
        expect(await databaseFingerprint(t.db)).toEqual(before);
        const valid = await t.app.inject({
          method: 'POST',
          url: delivery.url,
          headers: signed,
          payload: body,
        });
        requests += 1;
        expect({ route, http: valid.statusCode }).toEqual({ route, http: 200 });
        // a Shopify topic the endpoint takes is queued, not answered and dropped
        if (signed['x-shopify-topic'])
          expect({ topic: signed['x-shopify-topic'], body: valid.json() }).toEqual({
            topic: signed['x-shopify-topic'],
            body: expect.objectContaining({ data: { queued: true } }),
          });
      }
    }
    console.log(
      `webhook matrix: ${requests} deliveries over 4 routes (${SHOPIFY_WEBHOOK_TOPICS.length} Shopify topics) — only the validly signed accepted, every forgery 401 with nothing written`,
    );
  });
});
