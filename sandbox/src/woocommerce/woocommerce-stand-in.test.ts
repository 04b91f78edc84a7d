import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildWooStandIn } from './app';
import type { WooWorld } from './world';

interface Received {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

// A stand-in for our API: receives the wc-auth callback and webhook deliveries.
let receiver: FastifyInstance;
let receiverUrl = '';
const received: Received[] = [];
let callbackStatus = 200;

beforeAll(async () => {
  receiver = Fastify();
  receiver.removeAllContentTypeParsers();
  receiver.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  receiver.post('/*', async (request, reply) => {
    received.push({ url: request.url, headers: request.headers, body: String(request.body) });
    return reply
      .code(request.url.startsWith('/callback') ? callbackStatus : 200)
      .send({ ok: true });
  });
  await receiver.listen({ port: 0, host: '127.0.0.1' });
  receiverUrl = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
});
afterAll(() => receiver.close());

let standIn: FastifyInstance;
let world: WooWorld;
let base = '';
beforeEach(async () => {
  received.length = 0;
  callbackStatus = 200;
  ({ app: standIn, world } = await buildWooStandIn({ publicUrl: 'http://127.0.0.1:4102' }));
  await standIn.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
});
afterEach(() => standIn.close());

/** One request to the running stand-in (redirects not followed), light-my-request style. */
const app = {
  async inject(request: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string | object;
  }) {
    const json = typeof request.payload === 'object';
    const response = await fetch(`${base}${request.url}`, {
      method: request.method,
      redirect: 'manual',
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...request.headers },
      ...(request.payload !== undefined
        ? { body: json ? JSON.stringify(request.payload) : (request.payload as string) }
        : {}),
    });
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads loose JSON
      json: (): any => JSON.parse(body),
    };
  },
};

const authQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    app_name: 'Omni Dropshipping',
    scope: 'read_write',
    user_id: 'nonce-123',
    return_url: 'http://127.0.0.1:3000/auth/platform/woocommerce/callback',
    callback_url: `${receiverUrl}/callback`,
    ...overrides,
  });

async function grantKeys() {
  const answer = await app.inject({
    method: 'POST',
    url: '/wc-auth/v1/access_granted',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: authQuery().toString(),
  });
  return { answer, keys: JSON.parse(received.at(-1)?.body ?? '{}') as Record<string, string> };
}

const basic = (key: string, secret: string) =>
  `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

describe('wc-auth', () => {
  it('shows the approval screen for valid parameters and refuses a bad scope', async () => {
    const screen = await app.inject({ method: 'GET', url: `/wc-auth/v1/authorize?${authQuery()}` });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('Omni Dropshipping</strong> would like to connect to your store');
    expect(screen.body).toContain('id="wc-auth-approve"');
    const bad = await app.inject({
      method: 'GET',
      url: `/wc-auth/v1/authorize?${authQuery({ scope: 'admin' })}`,
    });
    expect(bad.statusCode).toBe(400);
    const insecure = await app.inject({
      method: 'GET',
      url: `/wc-auth/v1/authorize?${authQuery({ callback_url: 'http://app.example.com/cb' })}`,
    });
    expect(insecure.body).toContain('The callback_url needs to be over SSL');
  });

  it('posts the keys to callback_url, then sends the browser to return_url', async () => {
    const { answer, keys } = await grantKeys();
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(
      'http://127.0.0.1:3000/auth/platform/woocommerce/callback?success=1&user_id=nonce-123',
    );
    expect(keys).toMatchObject({ key_id: 1, user_id: 'nonce-123', key_permissions: 'read_write' });
    expect(keys.consumer_key).toMatch(/^ck_[0-9a-f]{40}$/);
    expect(keys.consumer_secret).toMatch(/^cs_[0-9a-f]{40}$/);
  });

  it('deletes the key and shows the error when the callback fails', async () => {
    callbackStatus = 500;
    const { answer } = await grantKeys();
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toContain('unable to send the consumer data');
    expect(world.keys).toEqual([]);
  });

  it('sends the browser back with success=0 on Deny', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `/wc-auth/v1/access_denied?${authQuery()}`,
    });
    expect(answer.headers.location).toContain('success=0&user_id=nonce-123');
  });
});

describe('REST API v3', () => {
  it('authenticates with Basic auth or query keys, and refuses missing, wrong or revoked keys', async () => {
    const { keys } = await grantKeys();
    const withBasic = await app.inject({
      method: 'GET',
      url: '/wp-json/wc/v3/products?per_page=2',
      headers: { authorization: basic(keys.consumer_key!, keys.consumer_secret!) },
    });
    expect(withBasic.statusCode).toBe(200);
    expect(withBasic.json()).toHaveLength(2);
    expect(withBasic.headers['x-wp-total']).toBe('6');
    expect(withBasic.headers['x-wp-totalpages']).toBe('3');
    const withQuery = await app.inject({
      method: 'GET',
      url: `/wp-json/wc/v3/orders?consumer_key=${keys.consumer_key}&consumer_secret=${keys.consumer_secret}`,
    });
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.json()).toHaveLength(3);

    const none = await app.inject({ method: 'GET', url: '/wp-json/wc/v3/orders' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      code: 'woocommerce_rest_cannot_view',
      data: { status: 401 },
    });
    const wrong = await app.inject({
      method: 'GET',
      url: '/wp-json/wc/v3/orders',
      headers: { authorization: basic(keys.consumer_key!, 'cs_wrong') },
    });
    expect(wrong.json()).toMatchObject({ code: 'woocommerce_rest_authentication_error' });

    world.revokeKeys();
    const revoked = await app.inject({
      method: 'GET',
      url: '/wp-json/wc/v3/orders',
      headers: { authorization: basic(keys.consumer_key!, keys.consumer_secret!) },
    });
    expect(revoked.statusCode).toBe(401);
  });

  it('lists variations, filters orders by modification time and keeps order notes', async () => {
    const { keys } = await grantKeys();
    const headers = { authorization: basic(keys.consumer_key!, keys.consumer_secret!) };
    const variable = world.products.find((p) => p.type === 'variable')!;
    const variations = await app.inject({
      method: 'GET',
      url: `/wp-json/wc/v3/products/${variable.id}/variations?per_page=100`,
      headers,
    });
    expect(variations.json()).toHaveLength(variable.variations.length);
    expect(variations.json()[0].attributes.map((a: { name: string }) => a.name)).toEqual([
      'Colour',
      'Size',
    ]);

    const since = new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 19);
    const recent = await app.inject({
      method: 'GET',
      url: `/wp-json/wc/v3/orders?modified_after=${since}&dates_are_gmt=true&orderby=modified&order=asc`,
      headers,
    });
    expect(recent.json()).toEqual([]);
    const order = world.orders[0]!;
    const note = await app.inject({
      method: 'POST',
      url: `/wp-json/wc/v3/orders/${order.id}/notes`,
      headers,
      payload: { note: 'Tracking number: LX123456789CN', customer_note: true },
    });
    expect(note.statusCode).toBe(201);
    const notes = await app.inject({
      method: 'GET',
      url: `/wp-json/wc/v3/orders/${order.id}/notes`,
      headers,
    });
    expect(notes.json()[0]).toMatchObject({
      note: 'Tracking number: LX123456789CN',
      customer_note: true,
    });
  });

  it('answers 503 when down and 429 with Retry-After when rate-limited', async () => {
    const { keys } = await grantKeys();
    const headers = { authorization: basic(keys.consumer_key!, keys.consumer_secret!) };
    world.conditions.down = true;
    expect(
      (await app.inject({ method: 'GET', url: '/wp-json/wc/v3/orders', headers })).statusCode,
    ).toBe(503);
    world.conditions.down = false;
    world.conditions.rateLimited = true;
    const limited = await app.inject({ method: 'GET', url: '/wp-json/wc/v3/orders', headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('2');
  });
});

describe('webhooks', () => {
  it('pings on creation, then delivers signed orders with the topic headers', async () => {
    const { keys } = await grantKeys();
    const headers = { authorization: basic(keys.consumer_key!, keys.consumer_secret!) };
    const created = await app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/webhooks',
      headers,
      payload: {
        name: 'orders',
        topic: 'order.created',
        delivery_url: `${receiverUrl}/hooks`,
        secret: 's3cret',
      },
    });
    expect(created.statusCode).toBe(201);
    const ping = received.at(-1)!;
    expect(ping.body).toBe(`webhook_id=${created.json().id}`);

    const ordered = await app.inject({ method: 'POST', url: '/_control/orders', payload: {} });
    expect(ordered.json().deliveries[0]).toMatchObject({ status: 200, topic: 'order.created' });
    const delivery = received.at(-1)!;
    expect(JSON.parse(delivery.body).id).toBe(ordered.json().order.id);
    expect(delivery.headers).toMatchObject({
      'x-wc-webhook-topic': 'order.created',
      'x-wc-webhook-resource': 'order',
      'x-wc-webhook-event': 'created',
      'x-wc-webhook-id': String(created.json().id),
      'x-wc-webhook-delivery-id': '1',
      'x-wc-webhook-signature': createHmac('sha256', 's3cret')
        .update(delivery.body)
        .digest('base64'),
    });
  });

  it('refuses to create a webhook whose delivery URL does not answer the ping', async () => {
    const { keys } = await grantKeys();
    const answer = await app.inject({
      method: 'POST',
      url: '/wp-json/wc/v3/webhooks',
      headers: { authorization: basic(keys.consumer_key!, keys.consumer_secret!) },
      payload: { topic: 'order.created', delivery_url: 'http://127.0.0.1:1/nothing-here' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('woocommerce_rest_webhook_delivery_failed');
  });
});
