import { REMOTE_MOUNTS } from '@omni/shared/navigation';

type RemoteName = Extract<keyof typeof REMOTE_MOUNTS, string>;
const REMOTE_NAMES = Object.keys(REMOTE_MOUNTS) as RemoteName[];

/** What the host reads from `/runtime-config.json` before it renders anything. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Federation name → URL of that remote's mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
  devMailboxUrl?: string;
  /** App Bridge for the embedded mode: Shopify's CDN, or the sandbox stand-in's copy. */
  shopifyAppBridgeUrl?: string;
  /** The Shopify app's API key (App Bridge's `shopify-api-key` meta). */
  shopifyApiKey?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates the served JSON: a missing API base URL is fatal (nothing works without it), an
 * unknown or malformed remote entry is dropped so one typo cannot take the shell down.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw) || typeof raw.apiBaseUrl !== 'string' || raw.apiBaseUrl === '') {
    throw new Error('runtime-config.json: "apiBaseUrl" is missing');
  }
  const remotes: RuntimeConfig['remotes'] = {};
  if (isRecord(raw.remotes)) {
    for (const name of REMOTE_NAMES) {
      const entry = raw.remotes[name];
      if (typeof entry === 'string' && entry !== '') remotes[name] = entry;
    }
  }
  return {
    apiBaseUrl: raw.apiBaseUrl.replace(/\/+$/, ''),
    remotes,
    ...(typeof raw.devMailboxUrl === 'string' ? { devMailboxUrl: raw.devMailboxUrl } : {}),
    ...(typeof raw.shopifyAppBridgeUrl === 'string' && raw.shopifyAppBridgeUrl !== ''
      ? { shopifyAppBridgeUrl: raw.shopifyAppBridgeUrl }
      : {}),
    ...(typeof raw.shopifyApiKey === 'string' && raw.shopifyApiKey !== ''
      ? { shopifyApiKey: raw.shopifyApiKey }
      : {}),
  };
}

/** Fetched fresh on every page load (no-store) so a redeploy of the config takes effect at once. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
