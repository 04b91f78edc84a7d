import { ApiVersion } from '@shopify/shopify-api';
import { standInSecret } from '../stand-in-mode';

type Env = Record<string, string | undefined>;

/**
 * The sandbox app's credentials, the same as the stand-in's (sandbox/src/shopify/config.ts). They
 * only unlock the local stand-in, so they are not secrets.
 */
export const SANDBOX_SHOPIFY_API_KEY = 'omni-sandbox-shopify-app';
export const SANDBOX_SHOPIFY_API_SECRET = 'omni-sandbox-shopify-secret-not-for-production';

/** What the app asks for at install: products (push), orders (read, fulfil), sales channels. */
export const DEFAULT_SCOPES = [
  'read_products',
  'write_products',
  'read_orders',
  'write_merchant_managed_fulfillment_orders',
  'read_merchant_managed_fulfillment_orders',
  'read_publications',
  'write_publications',
];

export interface ShopifyConfig {
  /** `live` with SHOPIFY_API_KEY/SECRET; `sandbox` (the local stand-in) without them. */
  mode: 'live' | 'sandbox';
  apiKey: string;
  apiSecret: string;
  scopes: string[];
  apiVersion: ApiVersion;
  /** The stand-in's URL in sandbox mode, e.g. http://127.0.0.1:4101; null when live. */
  sandboxUrl: string | null;
  /** The API as the browser and Shopify reach it, with /api (callback and webhook URLs). */
  apiPublicUrl: string;
  /** The host app, where the browser lands after connecting. */
  appUrl: string;
  /** How often each store's orders are read again (SHOPIFY_SYNC_INTERVAL_MS, default 15 min). */
  syncIntervalMs: number;
}

export const SHOPIFY_PRODUCTION_PROBLEM =
  'SHOPIFY_API_KEY and SHOPIFY_API_SECRET are required in production (the stand-in credentials are public)';

export class ShopifyConfigError extends Error {}

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

/**
 * Reads the Shopify settings: SHOPIFY_API_KEY + SHOPIFY_API_SECRET (both or neither),
 * SHOPIFY_SCOPES, SHOPIFY_API_VERSION; SANDBOX_SHOPIFY_URL (or SANDBOX_SHOPIFY_PORT) for the
 * stand-in; API_URL for the public API address. Throws naming every problem.
 */
export function readShopifyConfig(
  env: Env,
  defaults: { appUrl: string; apiHost: string; apiPort: number },
): ShopifyConfig {
  const problems: string[] = [];
  const apiKey = value(env, 'SHOPIFY_API_KEY');
  const apiSecret = value(env, 'SHOPIFY_API_SECRET');
  if (Boolean(apiKey) !== Boolean(apiSecret))
    problems.push(
      'SHOPIFY_API_KEY and SHOPIFY_API_SECRET must be set together (or neither, for the sandbox)',
    );
  else if (!apiKey && env.NODE_ENV === 'production') problems.push(SHOPIFY_PRODUCTION_PROBLEM);
  const versionRaw = value(env, 'SHOPIFY_API_VERSION') ?? ApiVersion.October25;
  const apiVersion = Object.values(ApiVersion).find((v) => v === versionRaw);
  if (!apiVersion)
    problems.push(`SHOPIFY_API_VERSION "${versionRaw}" is not a supported Admin API version`);
  const live = Boolean(apiKey && apiSecret);
  const sandboxUrl = (
    value(env, 'SANDBOX_SHOPIFY_URL') ??
    `http://127.0.0.1:${value(env, 'SANDBOX_SHOPIFY_PORT') ?? '4101'}`
  ).replace(/\/+$/, '');
  const apiPublicUrl = (
    value(env, 'API_URL') ?? `http://${defaults.apiHost}:${defaults.apiPort}/api`
  ).replace(/\/+$/, '');
  for (const [name, url] of [
    ['SANDBOX_SHOPIFY_URL', sandboxUrl],
    ['API_URL', apiPublicUrl],
  ] as const) {
    try {
      if (!/^https?:$/.test(new URL(url).protocol)) throw new Error();
    } catch {
      problems.push(`${name} must be an http(s) URL`);
    }
  }
  const intervalRaw = value(env, 'SHOPIFY_SYNC_INTERVAL_MS');
  const syncIntervalMs = intervalRaw === undefined ? 15 * 60_000 : Number(intervalRaw);
  if (!Number.isInteger(syncIntervalMs) || syncIntervalMs < 10_000)
    problems.push(
      'SHOPIFY_SYNC_INTERVAL_MS must be a whole number of milliseconds, at least 10000',
    );
  if (problems.length > 0) throw new ShopifyConfigError(problems.join('; '));
  return {
    mode: live ? 'live' : 'sandbox',
    apiKey: apiKey ?? value(env, 'SANDBOX_SHOPIFY_API_KEY') ?? SANDBOX_SHOPIFY_API_KEY,
    apiSecret:
      apiSecret ??
      standInSecret(
        env,
        'SHOPIFY',
        value(env, 'SANDBOX_SHOPIFY_API_SECRET') ?? SANDBOX_SHOPIFY_API_SECRET,
      ),
    scopes:
      value(env, 'SHOPIFY_SCOPES')
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? DEFAULT_SCOPES,
    apiVersion: apiVersion!,
    sandboxUrl: live ? null : sandboxUrl,
    apiPublicUrl,
    appUrl: defaults.appUrl,
    syncIntervalMs,
  };
}

/**
 * The app's page inside a shop's admin (where returnUrl sends a merchant back, embedded): Shopify's
 * admin.shopify.com/store/<handle>/apps/<api key>/, the stand-in's /shops/<shop>/admin/apps/….
 */
export function adminAppUrl(config: ShopifyConfig, shop: string): string {
  if (config.sandboxUrl)
    return `${config.sandboxUrl}/shops/${encodeURIComponent(shop)}/admin/apps/${config.apiKey}/`;
  const handle = shop.replace(/\.myshopify\.com$/, '');
  return `https://admin.shopify.com/store/${encodeURIComponent(handle)}/apps/${config.apiKey}/`;
}
