// Where every part of the running app listens and how the parts find each other, read from the
// environment once so start.sh, the e2e suite and the bench agree on it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const REMOTES = /** @type {const} */ (['sourcing', 'catalogue', 'orders', 'billing']);

// Mirrors shared/src/build/ports.ts: these scripts run with plain node before `pnpm install`
// (start.sh checks the ports first), so they cannot import the TypeScript original.
export const DEFAULT_PORTS = {
  api: 4000,
  host: 3000,
  sourcing: 3001,
  catalogue: 3002,
  orders: 3003,
  billing: 3004,
};

/** Environment variable that overrides each port (the webpack configs read the same names). */
export const PORT_VARIABLES = {
  api: 'API_PORT',
  host: 'HOST_PORT',
  sourcing: 'SOURCING_PORT',
  catalogue: 'CATALOGUE_PORT',
  orders: 'ORDERS_PORT',
  billing: 'BILLING_PORT',
};

/**
 * The local stand-ins of external services (sandbox/, one port each). Mirrors the registry in
 * sandbox/src/services.ts; the e2e suite uses the same numbers + 600. SANDBOX_<NAME>_PORT moves
 * one, SANDBOX_<NAME>_URL says where browsers reach it, SANDBOX=0 starts none (real services).
 */
export const DEFAULT_SANDBOX_PORTS = {
  shopify: 4101,
  woocommerce: 4102,
  aliexpress: 4103,
  cj: 4104,
  tracking: 4105,
  payments: 4106,
  ai: 4107,
  omni: 4108,
};

export const sandboxVariable = (name, what) => `SANDBOX_${name.toUpperCase()}_${what}`;

function sandboxConfig(env, defaults, publicHost) {
  const ports = Object.fromEntries(
    Object.keys(DEFAULT_SANDBOX_PORTS).map((name) => {
      const variable = sandboxVariable(name, 'PORT');
      const raw = env[variable];
      if (raw === undefined || raw === '') return [name, defaults[name]];
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 1 || value > 65535)
        throw new Error(`${variable}=${raw} is not a port number`);
      return [name, value];
    }),
  );
  const urls = Object.fromEntries(
    Object.entries(ports).map(([name, value]) => [
      name,
      (env[sandboxVariable(name, 'URL')] || `http://${publicHost}:${value}`).replace(/\/+$/, ''),
    ]),
  );
  return { enabled: env.SANDBOX !== '0', ports, urls };
}

/** The sandbox Shopify app's API key (sandbox/src/shopify/config.ts; not a secret). */
const SANDBOX_SHOPIFY_API_KEY = 'omni-sandbox-shopify-app';

/**
 * App Bridge for the host's embedded mode: Shopify's CDN with the real app's key when
 * SHOPIFY_API_KEY is set, else the Shopify stand-in's App Bridge copy with the sandbox app's key.
 */
function shopifyAppBridge(env, sandbox) {
  if (env.SHOPIFY_API_KEY)
    return {
      shopifyAppBridgeUrl: 'https://cdn.shopify.com/shopifycloud/app-bridge.js',
      shopifyApiKey: env.SHOPIFY_API_KEY,
    };
  if (!sandbox.enabled) return {};
  return {
    shopifyAppBridgeUrl: `${sandbox.urls.shopify}/app-bridge.js`,
    shopifyApiKey: env.SANDBOX_SHOPIFY_API_KEY || SANDBOX_SHOPIFY_API_KEY,
  };
}

const originOf = (url) => new URL(url).origin;

/**
 * Where the host's pages may load scripts from (the remotes, App Bridge) and connect to (the
 * API with its realtime socket, the remotes' manifests): only the configured origins.
 */
function hostContentSecurity(urls, appBridgeUrl) {
  const remotes = Object.values(urls.remotes).map(originOf);
  const api = originOf(urls.api);
  const socket = api.replace(/^http/, 'ws');
  const bridge = appBridgeUrl ? [originOf(appBridgeUrl)] : [];
  return {
    scriptSrc: [...new Set([...remotes, ...bridge])],
    connectSrc: [...new Set([api, socket, ...remotes, ...bridge])],
  };
}

/** Folder of each app's production build. */
export function appDir(app) {
  return path.join(ROOT_DIR, app === 'host' ? 'host' : `remote-${app}`);
}

export function distDir(app) {
  return path.join(appDir(app), 'dist');
}

function port(env, app, defaults) {
  const raw = env[PORT_VARIABLES[app]];
  if (raw === undefined || raw === '') return defaults[app];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${PORT_VARIABLES[app]}=${raw} is not a port number`);
  }
  return value;
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {{ defaults?: typeof DEFAULT_PORTS, sandboxDefaults?: typeof DEFAULT_SANDBOX_PORTS }} [options]
 *   defaults: ports used when the env names none (the e2e suite uses its own so it never collides
 *   with a running app).
 */
export function stackConfig(env = process.env, options = {}) {
  const defaults = options.defaults ?? DEFAULT_PORTS;
  const bind = env.BIND_ADDRESS || '127.0.0.1';
  // The address browsers use; differs from the bind address when serving on 0.0.0.0.
  const publicHost = env.PUBLIC_HOST || (bind === '0.0.0.0' ? '127.0.0.1' : bind);
  const ports = Object.fromEntries(
    Object.keys(DEFAULT_PORTS).map((app) => [app, port(env, app, defaults)]),
  );
  const origin = (app) => `http://${publicHost}:${ports[app]}`;
  const apiOrigin = env.API_ORIGIN || origin('api');
  const remoteUrls = Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      env[`${remote.toUpperCase()}_REMOTE_URL`] || `${origin(remote)}/mf-manifest.json`,
    ]),
  );
  const urls = {
    app: env.APP_URL || origin('host'),
    api: env.API_URL || `${apiOrigin}/api`,
    apiOrigin,
    mailbox: env.DEV_MAILBOX_URL || `${apiOrigin}/dev/mailbox`,
    remotes: remoteUrls,
    remoteOrigins: Object.fromEntries(REMOTES.map((remote) => [remote, origin(remote)])),
  };
  const sandbox = sandboxConfig(env, options.sandboxDefaults ?? DEFAULT_SANDBOX_PORTS, publicHost);
  const appBridge = shopifyAppBridge(env, sandbox);
  return {
    bind,
    ports,
    urls,
    sandbox,
    /** Served as /runtime-config.json beside the host (see the team brief). */
    hostRuntimeConfig: {
      apiBaseUrl: urls.api,
      remotes: urls.remotes,
      devMailboxUrl: urls.mailbox,
      ...appBridge,
    },
    hostContentSecurity: hostContentSecurity(urls, appBridge.shopifyAppBridgeUrl),
    /** Served beside each remote for its standalone frame. */
    remoteRuntimeConfig: { apiBaseUrl: urls.api },
  };
}
