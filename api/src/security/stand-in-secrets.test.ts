import { createHash } from 'node:crypto';
import { signSessionToken } from '@omni/sandbox/shopify/session-token';
import { SANDBOX_TRACKING_API_KEY } from '../../../sandbox/src/tracking/stand-in';
import { stripeSignatureHeader } from '../../../sandbox/src/payments/app';
import { SANDBOX_STRIPE_WEBHOOK_SECRET } from '../../../sandbox/src/payments/stand-in';
import { jobs } from '../db/schema';
import {
  SANDBOX_SHOPIFY_API_KEY,
  SANDBOX_SHOPIFY_API_SECRET,
} from '../integrations/shopify/shopify-config';
import { shopifyWebhookHeaders } from '../modules/shopify/shopify-test-kit';
import { createTestApp, resetDatabase, useTestApp, type TestApp } from '../testing/test-app';

const SHOP = 'omni-demo-apparel.myshopify.com';
const STAND_IN_VARIABLES = [
  'SANDBOX_SHOPIFY_URL',
  'SANDBOX_SHOPIFY_PORT',
  'SANDBOX_PAYMENTS_URL',
  'SANDBOX_PAYMENTS_PORT',
  'SANDBOX_TRACKING_URL',
  'SANDBOX_TRACKING_PORT',
];

// Other files of this worker may have pointed the API at their stand-ins.
const saved = Object.fromEntries(STAND_IN_VARIABLES.map((name) => [name, process.env[name]]));
beforeAll(() => {
  for (const name of STAND_IN_VARIABLES) delete process.env[name];
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved))
    if (value !== undefined) process.env[name] = value;
});

const t = useTestApp();

async function forgeries(app: TestApp['app']) {
  const body = JSON.stringify({ id: 1, line_items: [] });
  const shopifyWebhook = await app.inject({
    method: 'POST',
    url: '/api/webhooks/shopify',
    headers: shopifyWebhookHeaders(body, SHOP),
    payload: body,
  });
  const sessionToken = signSessionToken({
    shopDomain: SHOP,
    apiKey: SANDBOX_SHOPIFY_API_KEY,
    apiSecret: SANDBOX_SHOPIFY_API_SECRET,
    userId: 1,
    sessionId: 'forged',
  });
  const embedded = await app.inject({
    method: 'GET',
    url: '/api/auth/account',
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  const event = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'ping', data: {} });
  const stripeWebhook = await app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignatureHeader(
        event,
        SANDBOX_STRIPE_WEBHOOK_SECRET,
        Math.floor(Date.now() / 1000),
      ),
    },
    payload: event,
  });
  const push = JSON.stringify({ event: 'TRACKING_UPDATED', data: { number: 'LX1', carrier: 1 } });
  const trackingPush = await app.inject({
    method: 'POST',
    url: '/api/tracking/17track/webhook',
    headers: {
      'content-type': 'application/json',
      sign: createHash('sha256').update(`${push}/${SANDBOX_TRACKING_API_KEY}`).digest('hex'),
    },
    payload: push,
  });
  return {
    trackingPush: trackingPush.statusCode,
    shopifyWebhook: shopifyWebhook.statusCode,
    sessionToken: embedded.statusCode,
    stripeWebhook: stripeWebhook.statusCode,
  };
}

/** F4: the stand-ins' published secrets open nothing unless the stand-ins are on. */
describe('stand-in secrets', () => {
  it('refuses session tokens and webhooks signed with the published stand-in secrets when no stand-in is configured', async () => {
    expect(await forgeries(t.app)).toEqual({
      trackingPush: 401,
      shopifyWebhook: 401,
      sessionToken: 401,
      stripeWebhook: 401,
    });
    expect(await t.db.select().from(jobs)).toHaveLength(0);
    console.log('stand-in secrets: 4 of 4 forgeries with the published secrets refused (401)');
  });

  it('accepts the stand-in’s signatures while the stand-ins are on (start.sh, e2e)', async () => {
    process.env.SANDBOX_SHOPIFY_URL = 'http://127.0.0.1:9';
    process.env.SANDBOX_PAYMENTS_URL = 'http://127.0.0.1:9';
    process.env.SANDBOX_TRACKING_URL = 'http://127.0.0.1:9';
    const sandboxed = await createTestApp();
    try {
      await resetDatabase(sandboxed.db);
      const answers = await forgeries(sandboxed.app);
      expect(answers.shopifyWebhook).toBe(200);
      expect(answers.stripeWebhook).toBe(200);
      expect(answers.trackingPush).toBe(200);
    } finally {
      await sandboxed.app.close();
      delete process.env.SANDBOX_SHOPIFY_URL;
      delete process.env.SANDBOX_PAYMENTS_URL;
      delete process.env.SANDBOX_TRACKING_URL;
    }
  });
});
