import type { AppConfig } from '../../config/env';
import { sandboxAllowedOrigins } from '../../http/sandbox-origins';

export interface WooSettings {
  /** Where stores reach this API, `/api` included (callback_url, webhook delivery URLs). */
  apiBaseUrl: string;
  /** The host app, for the wc-auth return_url. */
  appUrl: string;
  /** Local origins the API may call although they are not public: the sandbox stand-in only. */
  allowedOrigins: string[];
  /** Pause between two periodic order syncs of a store. */
  syncIntervalMs: number;
  /** How long a connect link stays usable. */
  connectTtlMs: number;
}

const DEFAULT_SYNC_MINUTES = 15;

/**
 * WooCommerce settings from the API configuration and the environment: API_URL (the API's public
 * address with /api, set by the start and e2e scripts; default http://API_HOST:API_PORT/api),
 * SANDBOX_ALLOWED_ORIGINS (set by the same scripts, ignored in production) and
 * WOOCOMMERCE_SYNC_MINUTES.
 */
export function wooSettings(
  config: Pick<AppConfig, 'host' | 'port' | 'appUrl'>,
  env: NodeJS.ProcessEnv = process.env,
): WooSettings {
  const minutes = Number(env.WOOCOMMERCE_SYNC_MINUTES ?? DEFAULT_SYNC_MINUTES);
  return {
    apiBaseUrl: (env.API_URL?.trim() || `http://${config.host}:${config.port}/api`).replace(
      /\/+$/,
      '',
    ),
    appUrl: config.appUrl,
    allowedOrigins: sandboxAllowedOrigins(env),
    syncIntervalMs:
      (Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_SYNC_MINUTES) * 60_000,
    connectTtlMs: 30 * 60_000,
  };
}

/** The store is a local stand-in (sandbox/): the UI shows a "Sandbox" badge. */
export function isSandboxStoreUrl(storeUrl: string, settings: Pick<WooSettings, 'allowedOrigins'>) {
  return settings.allowedOrigins.includes(new URL(storeUrl).origin);
}

/** Plain http is allowed only for an allowed sandbox origin; every real store is https. */
export function isAllowedStoreUrl(storeUrl: string, settings: Pick<WooSettings, 'allowedOrigins'>) {
  return new URL(storeUrl).protocol === 'https:' || isSandboxStoreUrl(storeUrl, settings);
}
