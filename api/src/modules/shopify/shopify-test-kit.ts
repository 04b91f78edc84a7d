import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildShopifyStandIn } from '@omni/sandbox/shopify';
import type { InstallUrl } from '@omni/shared/contracts';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { SANDBOX_SHOPIFY_API_SECRET } from '../../integrations/shopify/shopify-config';

export type StandIn = Awaited<ReturnType<typeof buildShopifyStandIn>>;

/**
 * The Shopify stand-in in this process on a random port, for API tests. Its webhooks are
 * delivered to `target()` (the app under test) through app.inject instead of the network.
 */
export async function startShopifyStandIn(
  target: () => FastifyInstance,
): Promise<StandIn & { url: string }> {
  const injectFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const response = await target().inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: init?.headers as Record<string, string>,
      payload: String(init?.body ?? ''),
    });
    return new Response(response.body, { status: response.statusCode });
  };
  const standIn = await buildShopifyStandIn({
    publicUrl: 'http://127.0.0.1:0',
    env: {},
    webhooks: { retryDelaysMs: [], fetchImpl: injectFetch },
  });
  await standIn.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = standIn.app.server.address() as AddressInfo;
  return { ...standIn, url: `http://127.0.0.1:${port}` };
}

/**
 * The stand-in for one test file: started before its tests with a bucket that refills at once
 * (the cost limit is the adapter tests' subject) and the API pointed at it; closed after.
 */
export function useShopifyStandIn(target: () => FastifyInstance): StandIn & { url: string } {
  const ref = {} as StandIn & { url: string };
  beforeAll(async () => {
    Object.assign(ref, await startShopifyStandIn(target));
    ref.world.setThrottle({ maximumAvailable: 1000, restoreRate: 10_000 });
    process.env.SANDBOX_SHOPIFY_URL = ref.url;
  });
  afterAll(async () => {
    delete process.env.SANDBOX_SHOPIFY_URL;
    await ref.app.close();
  });
  return ref;
}

export interface Merchant {
  token: string;
  workplaceId: string;
}

/** What a connect ends with: the host callback URL the browser is sent to. */
export interface ConnectRun {
  beginLocation: URL;
  cookie: { name: string; value: string };
  callback: URL;
}

/**
 * Install link (optionally with a staff ticket) → begin (state cookie) → the stand-in's Install
 * button → Shopify's redirect.
 */
export async function startConnect(
  app: FastifyInstance,
  standIn: { url: string },
  merchant: Merchant,
  shop: string,
  staffTicket?: string,
): Promise<ConnectRun> {
  const install = await call<InstallUrl>(app, 'POST', '/api/auth/platform/shopify/install', {
    ...merchant,
    body: { shop, ...(staffTicket ? { staff_ticket: staffTicket } : {}) },
  });
  if (!install.body.data) throw new Error(`install failed: ${JSON.stringify(install.body)}`);
  const link = new URL(install.body.data.url);
  const begin = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const beginLocation = new URL(String(begin.headers.location));
  const cookie = begin.cookies[0]!;
  // the merchant presses Install on the stand-in's screen
  const form = new URLSearchParams({
    redirect_uri: beginLocation.searchParams.get('redirect_uri') ?? '',
    state: beginLocation.searchParams.get('state') ?? '',
    scope: beginLocation.searchParams.get('scope') ?? '',
  });
  const shopDomain = beginLocation.pathname.split('/')[2]!;
  const confirm = await fetch(`${standIn.url}/shops/${shopDomain}/admin/oauth/authorize/confirm`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  return {
    beginLocation,
    cookie: { name: cookie.name, value: cookie.value },
    callback: new URL(String(confirm.headers.get('location'))),
  };
}

/** Shopify's redirect arriving at the API (with the browser's cookie): where the API sends the browser. */
export async function finishConnect(
  app: FastifyInstance,
  callback: URL,
  cookie?: { name: string; value: string },
): Promise<URL> {
  const done = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    ...(cookie ? { cookies: { [cookie.name]: cookie.value } } : {}),
  });
  if (done.statusCode !== 302)
    throw new Error(`callback answered ${done.statusCode}: ${done.body}`);
  return new URL(String(done.headers.location));
}

/** Signs a webhook body like Shopify (the stand-in's secret is the sandbox app's). */
export const signShopifyWebhook = (body: string, secret = SANDBOX_SHOPIFY_API_SECRET) =>
  createHmac('sha256', secret).update(body).digest('base64');

/** The headers of a Shopify webhook delivery; `undefined` in `overrides` leaves one out. */
export function shopifyWebhookHeaders(
  body: string,
  shop: string,
  overrides: Record<string, string | undefined> = {},
): Record<string, string> {
  const headers: Record<string, string | undefined> = {
    'content-type': 'application/json',
    'x-shopify-topic': 'orders/create',
    'x-shopify-hmac-sha256': signShopifyWebhook(body),
    'x-shopify-shop-domain': shop,
    'x-shopify-api-version': '2025-10',
    'x-shopify-webhook-id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
    'x-shopify-event-id': '98880550-7158-44d4-b7cd-2c97c8a091b5',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The Shopify session token the stand-in's admin gives the app for a staff member (embedded). */
export async function embeddedSessionToken(
  standIn: { url: string },
  shop: string,
  staffId = 42,
): Promise<string> {
  const response = await fetch(`${standIn.url}/control/shops/${shop}/session-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ staff_id: staffId }),
  });
  return ((await response.json()) as { token: string }).token;
}

/**
 * The merchant presses Approve (or Cancel) on a Shopify confirmation page (a subscription's or a
 * one-time purchase's): where the browser is sent next.
 */
export async function decideCharge(
  standIn: { url: string },
  confirmationUrl: string,
  decision: 'approve' | 'decline',
): Promise<URL> {
  const url = new URL(confirmationUrl);
  const answer = await fetch(`${standIn.url}${url.pathname}`, {
    method: 'POST',
    body: new URLSearchParams({ signature: url.searchParams.get('signature')!, decision }),
    redirect: 'manual',
  });
  return new URL(answer.headers.get('location')!, standIn.url);
}

/**
 * A new merchant connects the shop `<handle>.myshopify.com`, then opens the app in its admin as
 * the store owner (staff 42): the owner's own session and the embedded one (a Shopify session
 * token for the owner's workplace).
 */
export async function embeddedMerchant(
  app: FastifyInstance,
  standIn: { url: string },
  email: string,
  handle: string,
): Promise<{
  owner: SignedInUser;
  shop: string;
  embedded: { token: string; workplaceId: string; shop: string };
}> {
  const owner = await signUp(app, email);
  const run = await startConnect(app, standIn, owner, handle);
  const landed = await finishConnect(app, run.callback, run.cookie);
  if (landed.searchParams.get('success') !== '1') throw new Error(`connect failed: ${landed.href}`);
  const shop = `${handle}.myshopify.com`;
  const token = await embeddedSessionToken(standIn, shop);
  return { owner, shop, embedded: { token, workplaceId: owner.workplaceId, shop } };
}
