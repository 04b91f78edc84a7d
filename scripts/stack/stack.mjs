// The whole app as it runs from the production builds: the api (embedded PGlite unless
// DATABASE_URL is set) plus one static server per app. Used by start.sh, the e2e suite and the
// bundle-size bench, so all three exercise the same wiring.
import { execFileSync } from 'node:child_process';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR, REMOTES, distDir, sandboxVariable } from './stack-config.mjs';
import { launchService, readService, stopAllServices, waitForHttp } from './services.mjs';

export const APPS = ['host', ...REMOTES];

/** Stop order: front ends first, then the api (which closes its database), the stand-ins last. */
export const STOP_ORDER = [...APPS, 'api', 'sandbox'];

const STATIC_SERVER = path.join(ROOT_DIR, 'scripts', 'stack', 'static-server.mjs');
const API_BUILD = path.join(ROOT_DIR, 'api', 'scripts', 'build.mjs');

export function runtimeConfigFile(runtimeDir, app) {
  return path.join(runtimeDir, 'config', `${app}-runtime-config.json`);
}

/** Writes each app's /runtime-config.json for this environment into the runtime folder. */
export async function writeRuntimeConfigs(config, runtimeDir) {
  await fs.mkdir(path.join(runtimeDir, 'config'), { recursive: true });
  for (const app of APPS) {
    const body = app === 'host' ? config.hostRuntimeConfig : config.remoteRuntimeConfig;
    await fs.writeFile(runtimeConfigFile(runtimeDir, app), `${JSON.stringify(body, null, 2)}\n`);
  }
}

export function missingBuilds() {
  return APPS.filter((app) => !existsSync(path.join(distDir(app), 'index.html')));
}

/** Launch spec of one app's static server; `root` lets a test serve another build of it. */
export function staticServiceSpec(app, config, runtimeDir, root = distDir(app)) {
  const args = [STATIC_SERVER, '--root', root, '--port', String(config.ports[app])];
  args.push(
    '--host',
    config.bind,
    '--file',
    `/runtime-config.json=${runtimeConfigFile(runtimeDir, app)}`,
  );
  args.push(app === 'host' ? '--spa' : '--cors');
  // The host is what the Shopify admin embeds: its HTML says which admins may frame it, and
  // where scripts may come from and connections go.
  if (app === 'host') {
    const { scriptSrc, connectSrc } = config.hostContentSecurity;
    args.push('--frame-ancestors', sandboxOrigins(config).join(' '));
    args.push('--script-src', scriptSrc.join(' '), '--connect-src', connectSrc.join(' '));
  }
  return { command: process.execPath, args, cwd: ROOT_DIR, port: config.ports[app] };
}

/** The stand-ins' origins (none when SANDBOX=0). */
function sandboxOrigins(config) {
  return config.sandbox.enabled
    ? Object.values(config.sandbox.urls).map((url) => new URL(url).origin)
    : [];
}

/** SANDBOX_<NAME>_PORT and SANDBOX_<NAME>_URL of every stand-in, for the stand-ins and the api. */
export function sandboxEnv(config) {
  if (!config.sandbox.enabled) return {};
  const env = {};
  for (const [name, port] of Object.entries(config.sandbox.ports)) {
    env[sandboxVariable(name, 'PORT')] = String(port);
    env[sandboxVariable(name, 'URL')] = config.sandbox.urls[name];
  }
  return env;
}

/**
 * The api's environment: its port, where its embedded database lives, the origins allowed by
 * CORS, the host URL that e-mail links point to, its own public URL (OAuth callbacks, webhooks)
 * and where the stand-ins are (the guarded HTTP client may call those origins).
 */
export function apiEnv(config, { dataDir, extra } = {}) {
  const origins = [config.urls.app, ...Object.values(config.urls.remoteOrigins)];
  const env = {
    API_PORT: String(config.ports.api),
    API_HOST: config.bind,
    APP_URL: config.urls.app,
    API_URL: config.urls.api,
    CORS_ORIGINS: origins.join(','),
    DEV_MAILBOX: process.env.DEV_MAILBOX ?? '1',
    ...sandboxEnv(config),
  };
  if (config.sandbox.enabled) env.SANDBOX_ALLOWED_ORIGINS = sandboxOrigins(config).join(',');
  if (dataDir) env.PGLITE_DATA_DIR = dataDir;
  return { ...env, ...extra };
}

/**
 * The api's own `start` script (`node … dist/server.js`: migrate, seed an empty database, listen),
 * run the way `pnpm --filter ./api start` runs it but without the pnpm and shell layers, so the
 * process we signal is the server itself, which closes its database once on SIGTERM.
 */
function apiStartCommand() {
  const apiDir = path.join(ROOT_DIR, 'api');
  const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const script = manifest.scripts?.start;
  if (!script) throw new Error('api/package.json has no start script');
  const [program, ...args] = script.trim().split(/\s+/);
  if (program !== 'node') throw new Error(`api/package.json start script must run node: ${script}`);
  return { command: process.execPath, args, cwd: apiDir };
}

/**
 * Compiles the api into api/dist when a source is newer than the last build (a few seconds with
 * swc; nothing when it is current), so the stack never serves an api older than its sources:
 * `pnpm build` compiles it too, this catches an edit made since.
 */
export function ensureApiBuild() {
  execFileSync(process.execPath, [API_BUILD, '--if-stale'], {
    cwd: path.join(ROOT_DIR, 'api'),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** @param {{ dataDir?: string, echo?: boolean, timeoutMs?: number, apiEnv?: Record<string, string> }} [options] */
export async function startApi(
  config,
  runtimeDir,
  { dataDir, echo = false, timeoutMs, apiEnv: extra } = {},
) {
  ensureApiBuild();
  const start = apiStartCommand();
  await launchService(runtimeDir, 'api', {
    ...start,
    env: apiEnv(config, { dataDir, extra }),
    port: config.ports.api,
    echo,
  });
  await waitForHttp(`http://127.0.0.1:${config.ports.api}/api/health`, {
    runtimeDir,
    name: 'api',
    timeoutMs,
  });
}

export async function startStaticApps(config, runtimeDir) {
  for (const app of APPS) {
    await launchService(runtimeDir, app, staticServiceSpec(app, config, runtimeDir));
  }
  for (const app of APPS) {
    await waitForHttp(`http://127.0.0.1:${config.ports[app]}/runtime-config.json`, {
      runtimeDir,
      name: app,
      timeoutMs: 15_000,
    });
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The stand-ins (sandbox/src/run-all.ts under tsx), pointed at this app and api; resolves when
 * run-all says every registered stand-in listens (it writes SANDBOX_READY_FILE).
 */
export async function startSandbox(config, runtimeDir, { echo = false, timeoutMs = 60_000 } = {}) {
  const sandboxDir = path.join(ROOT_DIR, 'sandbox');
  const readyFile = path.join(runtimeDir, 'sandbox-ready.json');
  await fs.rm(readyFile, { force: true });
  const bin = path.join(sandboxDir, 'node_modules', '.bin');
  await launchService(runtimeDir, 'sandbox', {
    command: '/bin/sh',
    args: ['-c', 'exec tsx src/run-all.ts'],
    cwd: sandboxDir,
    env: {
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      BIND_ADDRESS: config.bind,
      APP_URL: config.urls.app,
      API_URL: config.urls.api,
      SANDBOX_READY_FILE: readyFile,
      ...sandboxEnv(config),
    },
    port: config.sandbox.ports.shopify,
    echo,
  });
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(readyFile)) {
    const service = readService(runtimeDir, 'sandbox');
    if (service?.pid) {
      try {
        process.kill(service.pid, 0);
      } catch {
        throw new Error(
          'the sandbox stand-ins exited while starting (see .runtime logs/sandbox.log)',
        );
      }
    }
    if (Date.now() > deadline)
      throw new Error(`the sandbox stand-ins did not start within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** Starts api + static servers; on any failure stops what it started and rethrows. */
export async function startStack(config, runtimeDir, options = {}) {
  const missing = missingBuilds();
  if (missing.length) {
    throw new Error(`no production build for: ${missing.join(', ')} — run \`pnpm build\` first`);
  }
  try {
    await writeRuntimeConfigs(config, runtimeDir);
    await fs.rm(path.join(runtimeDir, 'sandbox-ready.json'), { force: true });
    if (config.sandbox.enabled) await startSandbox(config, runtimeDir, { echo: options.echo });
    await startStaticApps(config, runtimeDir);
    await startApi(config, runtimeDir, options);
  } catch (error) {
    await stopStack(runtimeDir);
    throw error;
  }
}

export function stopStack(runtimeDir) {
  return stopAllServices(runtimeDir, STOP_ORDER);
}
