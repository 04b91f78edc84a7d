// The app as the e2e suite runs it: production builds on ports of its own (so a running
// `pnpm start` is never disturbed) and an api on a throwaway PGlite folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT_DIR, stackConfig } from '../../scripts/stack/stack-config.mjs';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export { ROOT_DIR };

/** Ports of the e2e stack; each may be moved with E2E_API_PORT, E2E_HOST_PORT, … */
const E2E_DEFAULT_PORTS = {
  api: 4700,
  host: 3700,
  sourcing: 3701,
  catalogue: 3702,
  orders: 3703,
  billing: 3704,
};

/**
 * The stand-ins of the e2e stack: the developer's ports + 600 (Shopify 4701 … own fulfilment 4708),
 * each movable with E2E_SANDBOX_<NAME>_PORT.
 */
const E2E_SANDBOX_PORTS = {
  shopify: 4701,
  woocommerce: 4702,
  aliexpress: 4703,
  cj: 4704,
  tracking: 4705,
  payments: 4706,
  ai: 4707,
  omni: 4708,
};

function e2eEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of Object.keys(E2E_SANDBOX_PORTS)) {
    const value = process.env[`E2E_SANDBOX_${name.toUpperCase()}_PORT`];
    if (value) env[`SANDBOX_${name.toUpperCase()}_PORT`] = value;
  }
  for (const name of [
    'API_PORT',
    'HOST_PORT',
    'SOURCING_PORT',
    'CATALOGUE_PORT',
    'ORDERS_PORT',
    'BILLING_PORT',
  ]) {
    const value = process.env[`E2E_${name}`];
    if (value) env[name] = value;
  }
  return env;
}

export const e2eConfig = stackConfig(e2eEnv(), {
  defaults: E2E_DEFAULT_PORTS,
  sandboxDefaults: E2E_SANDBOX_PORTS,
});

/** Where the e2e stand-ins answer (their control APIs drive the outside world in journeys). */
export const SANDBOX_URLS = e2eConfig.sandbox.urls;

/** Runtime folder: service specs, pids, logs, runtime configs and the throwaway database. */
export const RUNTIME_DIR = process.env.E2E_RUNTIME_DIR ?? path.join(E2E_DIR, '.runtime', 'stack');
export const DATA_DIR = path.join(RUNTIME_DIR, 'pglite');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const DEMO_USER = { email: 'demo@omni.test', password: 'Demo12345!' };
