import { buildShopifyStandIn, type ShopifyStandInOptions } from './app';
import { SANDBOX_APP_API_KEY, SANDBOX_APP_API_SECRET } from './config';

/**
 * For the stand-in's tests: the stand-in with the sandbox app installed on `shop` (the token
 * exchanged as an app would) and a GraphQL caller of its Admin API with that token.
 */
export async function installedApp(
  shop: string,
  scopes: string[],
  webhooks?: ShopifyStandInOptions['webhooks'],
) {
  const s = await buildShopifyStandIn({ publicUrl: 'http://127.0.0.1:4101', env: {}, webhooks });
  await s.app.ready();
  const code = s.world.issueCode(shop, scopes);
  const response = await s.app.inject({
    method: 'POST',
    url: `/shops/${shop}/admin/oauth/access_token`,
    payload: { client_id: SANDBOX_APP_API_KEY, client_secret: SANDBOX_APP_API_SECRET, code },
  });
  const token = (response.json() as { access_token: string }).access_token;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loose GraphQL JSON
  const graphql = async (query: string, variables?: object): Promise<any> =>
    (
      await s.app.inject({
        method: 'POST',
        url: `/shops/${shop}/admin/api/2025-10/graphql.json`,
        headers: { 'x-shopify-access-token': token },
        payload: { query, variables },
      })
    ).json();
  return { ...s, graphql };
}
