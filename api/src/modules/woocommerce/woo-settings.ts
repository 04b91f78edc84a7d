import type { AppConfig } from '../../config/env';
import { sandboxAllowedOrigins } from '../../http/sandbox-origins';

export interface WooSettings {
  /** Where stores reach this API (callback_url, webhook delivery URLs), without a trailing slash. */
  apiPublicUrl: string;
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
 * WooCommerce settings from the API configuration and the environment: API_PUBLIC_URL (default
 * http://API_HOST:API_PORT), SANDBOX_ALLOWED_ORIGINS (set by the start and e2e scripts, ignored
 * in production) and WOOCOMMERCE_SYNC_MINUTES.
 */
export function wooSettings(
  config: Pick<AppConfig, 'host' | 'port' | 'appUrl'>,
  env: NodeJS.ProcessEnv = process.env,
): WooSettings {
  const minutes = Number(env.WOOCOMMERCE_SYNC_MINUTES ?? DEFAULT_SYNC_MINUTES);
  return {
    apiPublicUrl: (env.API_PUBLIC_URL?.trim() || `http://${config.host}:${config.port}`).replace(
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

/** Plain http is allowed only for an allowed sandbox origin; every real store is https. */
export function isAllowedStoreUrl(storeUrl: string, settings: Pick<WooSettings, 'allowedOrigins'>) {
  const url = new URL(storeUrl);
  return url.protocol === 'https:' || settings.allowedOrigins.includes(url.origin);
}
