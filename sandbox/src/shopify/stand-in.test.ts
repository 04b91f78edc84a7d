import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildShopifyStandIn } from './app';
import { SANDBOX_APP_API_KEY, SANDBOX_APP_API_SECRET } from './config';
import { signQuery } from './webhook-signature';

const SHOP = 'omni-demo-apparel.myshopify.com';
const REDIRECT = 'http://127.0.0.1:4000/api/auth/platform/shopify/callback';

async function standIn() {
  const built = await buildShopifyStandIn({
    publicUrl: 'http://127.0.0.1:4101',
    env: {},
    webhooks: { retryDelaysMs: [] },
  });
  await built.app.ready();
  return built;
}

async function install(s: Awaited<ReturnType<typeof standIn>>) {
  const code = s.world.issueCode(SHOP, ['read_orders']);
  const response = await s.app.inject({
    method: 'POST',
    url: `/shops/${SHOP}/admin/oauth/access_token`,
    payload: { client_id: SANDBOX_APP_API_KEY, client_secret: SANDBOX_APP_API_SECRET, code },
  });
  return (response.json() as { access_token: string }).access_token;
}

const graphql = (
  s: Awaited<ReturnType<typeof standIn>>,
  token: string | undefined,
  query: string,
  variables?: object,
) =>
  s.app.inject({
    method: 'POST',
    url: `/shops/${SHOP}/admin/api/2025-10/graphql.json`,
    headers: token ? { 'x-shopify-access-token': token } : {},
    payload: { query, variables },
  });

describe('Shopify stand-in', () => {
  it('shows the install screen only for the app and its redirect URLs', async () => {
    const s = await standIn();
    const url = (clientId: string, redirect: string) =>
      `/shops/${SHOP}/admin/oauth/authorize?client_id=${clientId}&scope=read_orders&redirect_uri=${encodeURIComponent(redirect)}&state=n1`;
    const screen = await s.app.inject({ url: url(SANDBOX_APP_API_KEY, REDIRECT) });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('data-testid="install-app"');
    expect((await s.app.inject({ url: url('other-app', REDIRECT) })).statusCode).toBe(400);
    expect(
      (await s.app.inject({ url: url(SANDBOX_APP_API_KEY, 'https://evil.example/cb') })).statusCode,
    ).toBe(400);
    await s.app.close();
  });

  it('redirects after Install with code, hmac, host, shop, state and timestamp signed like Shopify', async () => {
    const s = await standIn();
    const response = await s.app.inject({
      method: 'POST',
      url: `/shops/${SHOP}/admin/oauth/authorize/confirm`,
      payload: new URLSearchParams({
        redirect_uri: REDIRECT,
        state: 'n1',
        scope: 'read_orders',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const location = new URL(String(response.headers.location));
    const params = Object.fromEntries(location.searchParams);
    expect(Object.keys(params).sort()).toEqual([
      'code',
      'hmac',
      'host',
      'shop',
      'state',
      'timestamp',
    ]);
    const { hmac, ...rest } = params;
    const message = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    expect(hmac).toBe(createHmac('sha256', SANDBOX_APP_API_SECRET).update(message).digest('hex'));
    expect(signQuery(params, SANDBOX_APP_API_SECRET)).toBe(hmac);
    // the code is good once
    const exchange = () =>
      s.app.inject({
        method: 'POST',
        url: `/shops/${SHOP}/admin/oauth/access_token`,
        payload: {
          client_id: SANDBOX_APP_API_KEY,
          client_secret: SANDBOX_APP_API_SECRET,
          code: params.code,
        },
      });
    expect((await exchange()).json()).toMatchObject({
      access_token: expect.stringMatching(/^shpat_/),
      scope: 'read_orders',
    });
    expect((await exchange()).statusCode).toBe(400);
    await s.app.close();
  });

  it('answers GraphQL with Shopify shapes and the cost extension; 401 without a valid token', async () => {
    const s = await standIn();
    expect((await graphql(s, undefined, '{ shop { name } }')).statusCode).toBe(401);
    const token = await install(s);
    const body = (
      await graphql(
        s,
        token,
        '{ shop { name currencyCode } publications(first: 3) { nodes { app { handle } } pageInfo { hasNextPage } } }',
      )
    ).json();
    expect(body.data.shop).toEqual({ name: 'Omni Demo Apparel', currencyCode: 'USD' });
    expect(
      body.data.publications.nodes.map((n: { app: { handle: string } }) => n.app.handle),
    ).toEqual(['online_store', 'facebook-ads', 'google']);
    expect(body.data.publications.pageInfo.hasNextPage).toBe(true);
    // shop 1 + publications 2 + 3 × (node 1 + app 1)
    expect(body.extensions.cost).toMatchObject({
      requestedQueryCost: 9,
      actualQueryCost: 9,
      throttleStatus: { maximumAvailable: 1000, restoreRate: 50 },
    });
    // charged what came back: 8 publications of the 50 asked for, the rest refunded
    const wide = (
      await graphql(s, token, '{ publications(first: 50) { nodes { app { handle } } } }')
    ).json();
    expect(wide.extensions.cost).toMatchObject({ requestedQueryCost: 102, actualQueryCost: 18 });
    const invalid = (await graphql(s, token, '{ shop { nope } }')).json();
    expect(invalid.errors[0].message).toContain('nope');
    // the app gives up its access: the token stops working
    const revoke = await s.app.inject({
      method: 'DELETE',
      url: `/shops/${SHOP}/admin/api_permissions/current.json`,
      headers: { 'x-shopify-access-token': token },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await graphql(s, token, '{ shop { name } }')).statusCode).toBe(401);
    await s.app.close();
  });

  it('refuses with THROTTLED when the bucket is empty, and answers 503 when down', async () => {
    const s = await standIn();
    const token = await install(s);
    s.world.setThrottle({ maximumAvailable: 1000, restoreRate: 0 }); // stays empty while we look
    s.world.drainBuckets();
    const throttled = (await graphql(s, token, '{ shop { name } }')).json();
    expect(throttled.errors[0].extensions.code).toBe('THROTTLED');
    expect(throttled.extensions.cost.throttleStatus.currentlyAvailable).toBe(0);
    expect(s.world.throttledCalls).toBe(1);
    s.world.health = { mode: 'down', slowMs: 0 };
    expect((await graphql(s, token, '{ shop { name } }')).statusCode).toBe(503);
    await s.app.close();
  });

  it('delivers "a customer orders" as a signed orders/create webhook', async () => {
    const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const uri = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const s = await standIn();
    const token = await install(s);
    const created = (
      await graphql(
        s,
        token,
        'mutation($uri: String!) { webhookSubscriptionCreate(topic: ORDERS_CREATE, webhookSubscription: { uri: $uri }) { userErrors { message } } }',
        { uri },
      )
    ).json();
    expect(created.data.webhookSubscriptionCreate.userErrors).toEqual([]);

    const order = await s.app.inject({
      method: 'POST',
      url: `/control/shops/${SHOP}/orders`,
      payload: {
        items: [{ variant_id: s.world.shop(SHOP).products[0]!.variants[0]!.id, quantity: 3 }],
        note: 'Ring twice',
        shipping_line: { title: 'Express', code: 'express', price: '12.00' },
        discount_code: { code: 'TENOFF', type: 'percentage', value: '10' },
        tax_rate: '0.2',
      },
    });
    expect(order.statusCode).toBe(201);
    const refused = await s.app.inject({
      method: 'POST',
      url: `/control/shops/${SHOP}/orders`,
      payload: { tax_rate: '1.5' },
    });
    expect(refused.statusCode).toBe(400);
    await s.world.webhooks.idle();
    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery!.headers).toMatchObject({
      'x-shopify-topic': 'orders/create',
      'x-shopify-shop-domain': SHOP,
      'x-shopify-api-version': '2025-10',
    });
    expect(delivery!.headers['x-shopify-webhook-id']).toBeTruthy();
    expect(delivery!.headers['x-shopify-event-id']).toBeTruthy();
    expect(delivery!.headers['x-shopify-hmac-sha256']).toBe(
      createHmac('sha256', SANDBOX_APP_API_SECRET).update(delivery!.body).digest('base64'),
    );
    // the fields of Shopify's documented orders/create payload, summed as Shopify sums them
    const price = s.world.shop(SHOP).products[0]!.variants[0]!.price;
    const subtotal = Math.round(Number(price) * 100) * 3;
    const discount = Math.round(subtotal / 10);
    const tax = Math.round(subtotal * 0.2);
    const text = (cents: number) => (cents / 100).toFixed(2);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      name: '#1001',
      note: 'Ring twice',
      subtotal_price: text(subtotal),
      total_discounts: text(discount),
      total_tax: text(tax),
      total_price: text(subtotal - discount + tax + 1200),
      taxes_included: false,
      discount_codes: [{ code: 'TENOFF', amount: text(discount), type: 'percentage' }],
      tax_lines: [{ title: 'Tax', rate: 0.2, price: text(tax) }],
      shipping_lines: [{ title: 'Express', code: 'express', price: '12.00' }],
      line_items: [{ quantity: 3, total_discount: '0.00', tax_lines: [{ price: text(tax) }] }],
    });
    await s.app.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('embeds the app with a session token signed with the app secret', async () => {
    const s = await standIn();
    const notInstalled = await s.app.inject({
      url: `/shops/${SHOP}/admin/apps/omni-dropshipping/`,
    });
    expect(notInstalled.body).toContain('not installed');
    await install(s);
    const page = await s.app.inject({ url: `/shops/${SHOP}/admin/apps/omni-dropshipping/` });
    const src = new URL(/<iframe[^>]+src="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&'));
    expect(src.origin + src.pathname).toBe('http://127.0.0.1:3000/app');
    const [head, payload, signature] = src.searchParams.get('id_token')!.split('.');
    expect(signature).toBe(
      createHmac('sha256', SANDBOX_APP_API_SECRET).update(`${head}.${payload}`).digest('base64url'),
    );
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({
      iss: `https://${SHOP}/admin`,
      dest: `https://${SHOP}`,
      aud: SANDBOX_APP_API_KEY,
    });
    expect(claims.exp - claims.iat).toBe(60);
    const fresh = await s.app.inject({ method: 'POST', url: `/shops/${SHOP}/admin/session-token` });
    expect(fresh.json().token.split('.')).toHaveLength(3);
    expect((await s.app.inject({ url: '/app-bridge.js' })).body).toContain('idToken');
    await s.app.close();
  });

  it('gives each staff member of the shop tokens of their own (the `sub`)', async () => {
    const s = await standIn();
    await install(s);
    const sub = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    const framed = async (query: string) => {
      const page = await s.app.inject({
        url: `/shops/${SHOP}/admin/apps/omni-dropshipping/${query}`,
      });
      const src = /<iframe[^>]+src="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
      return { page: page.body, token: new URL(src).searchParams.get('id_token')! };
    };
    // the account owner when no staff member is named, another one on their own page
    expect(sub((await framed('')).token)).toBe('42');
    const sam = await framed('?staff=43');
    expect(sub(sam.token)).toBe('43');
    // that page's fresh tokens stay Sam's
    expect(sam.page).toContain('session-token?staff=43');
    const fresh = await s.app.inject({
      method: 'POST',
      url: `/shops/${SHOP}/admin/session-token?staff=43`,
    });
    expect(sub(fresh.json().token)).toBe('43');
    const control = await s.app.inject({
      method: 'POST',
      url: `/control/shops/${SHOP}/session-token`,
      payload: { staff_id: 44 },
    });
    expect(sub(control.json().token)).toBe('44');
    const unknown = await s.app.inject({
      method: 'POST',
      url: `/shops/${SHOP}/admin/session-token?staff=7`,
    });
    expect(unknown.statusCode).toBe(404);
    await s.app.close();
  });
});
