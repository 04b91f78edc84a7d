import { InvalidHmacError, type AuthQuery, type Shopify } from '@shopify/shopify-api';
import { sandboxUrlFor } from './sandbox-routing';
import type { ShopifyConfig } from './shopify-config';

/** Where Shopify sends the browser back after Install. */
export const callbackUrl = (config: ShopifyConfig) =>
  `${config.apiPublicUrl}/auth/platform/shopify/callback`;

/**
 * Shopify's install screen for `shop` (authorization code grant, offline token: no
 * `grant_options[]=per-user`). In sandbox mode the stand-in's copy of the screen.
 */
export function authorizeUrl(config: ShopifyConfig, shop: string, state: string): string {
  const url = new URL(`https://${shop}/admin/oauth/authorize`);
  url.searchParams.set('client_id', config.apiKey);
  url.searchParams.set('scope', config.scopes.join(','));
  url.searchParams.set('redirect_uri', callbackUrl(config));
  url.searchParams.set('state', state);
  return config.sandboxUrl ? sandboxUrlFor(url.href, config.sandboxUrl) : url.href;
}

/** A Shopify shop domain (`<handle>.myshopify.com`), as the library sanitises it; null otherwise. */
export function shopDomainOrNull(library: Shopify, shop: unknown): string | null {
  if (typeof shop !== 'string') return null;
  const clean = library.utils.sanitizeShop(shop.trim().toLowerCase());
  return clean && clean.endsWith('.myshopify.com') ? clean : null;
}

export type CallbackCheck =
  | { ok: true; shop: string; code: string; state: string }
  | { ok: false; reason: 'invalid_signature' | 'invalid_shop' | 'missing_parameters' };

/**
 * Checks a callback's query as Shopify documents: the hex HMAC-SHA256 of the other parameters
 * with the app secret, a timestamp within the library's tolerance (90 s), a valid shop domain.
 * The state is compared by the caller, who knows what it issued.
 */
export async function checkCallbackQuery(
  library: Shopify,
  query: Record<string, string | undefined>,
): Promise<CallbackCheck> {
  const { code, shop, state, hmac, timestamp } = query;
  if (!code || !shop || !state || !hmac || !timestamp)
    return { ok: false, reason: 'missing_parameters' };
  const cleanShop = shopDomainOrNull(library, shop);
  if (!cleanShop || cleanShop !== shop) return { ok: false, reason: 'invalid_shop' };
  try {
    const signed = Object.fromEntries(
      Object.entries(query).filter(([, v]) => v !== undefined),
    ) as AuthQuery;
    if (!(await library.utils.validateHmac(signed)))
      return { ok: false, reason: 'invalid_signature' };
  } catch (error) {
    // missing hmac or a timestamp outside the tolerance
    if (error instanceof InvalidHmacError) return { ok: false, reason: 'invalid_signature' };
    throw error;
  }
  return { ok: true, shop: cleanShop, code, state };
}

export class ShopifyTokenExchangeError extends Error {}

/** POST /admin/oauth/access_token: the code for an offline access token and its scopes. */
export async function exchangeCodeForToken(
  config: ShopifyConfig,
  shop: string,
  code: string,
): Promise<{ accessToken: string; scopes: string }> {
  const url = `https://${shop}/admin/oauth/access_token`;
  const response = await fetch(config.sandboxUrl ? sandboxUrlFor(url, config.sandboxUrl) : url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ client_id: config.apiKey, client_secret: config.apiSecret, code }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => null)) as {
    access_token?: unknown;
    scope?: unknown;
  } | null;
  if (!response.ok || typeof body?.access_token !== 'string')
    throw new ShopifyTokenExchangeError(`Shopify refused the code (HTTP ${response.status})`);
  return {
    accessToken: body.access_token,
    scopes: typeof body.scope === 'string' ? body.scope : '',
  };
}

/**
 * DELETE /admin/api_permissions/current.json: the app gives up its access to the shop (the token
 * stops working and Shopify sends app/uninstalled). A token already dead counts as done.
 */
export async function revokeAccessToken(
  config: ShopifyConfig,
  shop: string,
  accessToken: string,
): Promise<void> {
  const url = `https://${shop}/admin/api_permissions/current.json`;
  const response = await fetch(config.sandboxUrl ? sandboxUrlFor(url, config.sandboxUrl) : url, {
    method: 'DELETE',
    headers: { 'x-shopify-access-token': accessToken, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok && response.status !== 401)
    throw new ShopifyTokenExchangeError(
      `Shopify did not revoke the token (HTTP ${response.status})`,
    );
}
