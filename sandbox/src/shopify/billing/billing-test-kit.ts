import { buildShopifyStandIn } from '../app';
import { SANDBOX_APP_API_KEY, SANDBOX_APP_API_SECRET } from '../config';

/*
 * The Shopify stand-in for billing tests: the sandbox shop connected (a token for its Admin API),
 * every webhook it sends kept instead of delivered.
 */
export const SHOP = 'omni-demo-boutique.myshopify.com';
export const API_WEBHOOKS = 'http://127.0.0.1:4000/api/webhooks/shopify';

export interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export async function billingStandIn() {
  const sent: Sent[] = [];
  const built = await buildShopifyStandIn({
    publicUrl: 'http://127.0.0.1:4101',
    env: {},
    webhooks: {
      retryDelaysMs: [],
      fetchImpl: (async (url: string, init: RequestInit) => {
        sent.push({
          url: String(url),
          headers: init.headers as Record<string, string>,
          body: String(init.body),
        });
        return new Response('{}', { status: 200 });
      }) as unknown as typeof fetch,
    },
  });
  await built.app.ready();
  const code = built.world.issueCode(SHOP, ['read_orders']);
  const tokenResponse = await built.app.inject({
    method: 'POST',
    url: `/shops/${SHOP}/admin/oauth/access_token`,
    payload: { client_id: SANDBOX_APP_API_KEY, client_secret: SANDBOX_APP_API_SECRET, code },
  });
  const token = (tokenResponse.json() as { access_token: string }).access_token;
  const graphql = async <T>(query: string, variables?: object): Promise<T> => {
    const response = await built.app.inject({
      method: 'POST',
      url: `/shops/${SHOP}/admin/api/2025-10/graphql.json`,
      headers: { 'x-shopify-access-token': token },
      payload: { query, variables },
    });
    const body = response.json() as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  /** The bodies sent on `topic` so far, each under `key`. */
  const sentOn = async (topic: string, key: string) => {
    await built.world.webhooks.idle();
    return sent
      .filter((s) => s.headers['x-shopify-topic'] === topic)
      .map((s) => JSON.parse(s.body)[key] as { admin_graphql_api_id: string; status: string });
  };
  const updates = () => sentOn('app_subscriptions/update', 'app_subscription');
  return { ...built, sent, graphql, updates, sentOn };
}

/** The merchant opens a charge's confirmation page and presses a button: the POST's answer. */
export async function decideOnPage(
  s: Awaited<ReturnType<typeof billingStandIn>>,
  confirmationUrl: string,
  decision: 'approve' | 'decline',
) {
  const url = new URL(confirmationUrl);
  const page = await s.app.inject({ url: url.pathname + url.search });
  expect(page.statusCode).toBe(200);
  return s.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: { signature: url.searchParams.get('signature'), decision },
  });
}
