// The whole app as it runs from the production builds: the api (embedded PGlite unless
// DATABASE_URL is set) plus one static server per app. Used by start.sh, the e2e suite and the
// bundle-size bench, so all three exercise the same wiring.
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR, REMOTES, distDir } from './stack-config.mjs';
import { launchService, stopAllServices, waitForHttp } from './services.mjs';

export const APPS = ['host', ...REMOTES];

/** Stop order: front ends first, the api (which closes its database) last. */
export const STOP_ORDER = [...APPS, 'api'];

const STATIC_SERVER = path.join(ROOT_DIR, 'scripts', 'stack', 'static-server.mjs');

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
  return { command: process.execPath, args, cwd: ROOT_DIR, port: config.ports[app] };
}

/**
 * The api's environment: its port, where its embedded database lives, the origins allowed by
 * CORS and the host URL that e-mail links point to.
 */
export function apiEnv(config, { dataDir, extra } = {}) {
  const origins = [config.urls.app, ...Object.values(config.urls.remoteOrigins)];
  const env = {
    API_PORT: String(config.ports.api),
    API_HOST: config.bind,
    APP_URL: config.urls.app,
    CORS_ORIGINS: origins.join(','),
    DEV_MAILBOX: process.env.DEV_MAILBOX ?? '1',
  };
  if (dataDir) env.PGLITE_DATA_DIR = dataDir;
  return { ...env, ...extra };
}

/**
 * The api's own `start` script (tsx src/server.ts: migrate, seed an empty database, listen), run
 * the way `pnpm --filter ./api start` runs it but without the pnpm and shell layers, so the
 * process we signal is tsx itself, which hands SIGTERM to the server exactly once.
 */
function apiStartCommand() {
  const apiDir = path.join(ROOT_DIR, 'api');
  const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const script = manifest.scripts?.start;
  if (!script) throw new Error('api/package.json has no start script');
  const bin = path.join(apiDir, 'node_modules', '.bin');
  return {
    command: '/bin/sh',
    args: ['-c', `exec ${script}`],
    cwd: apiDir,
    env: { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  };
}

/** @param {{ dataDir?: string, echo?: boolean, timeoutMs?: number, apiEnv?: Record<string, string> }} [options] */
export async function startApi(
  config,
  runtimeDir,
  { dataDir, echo = false, timeoutMs, apiEnv: extra } = {},
) {
  const start = apiStartCommand();
  await launchService(runtimeDir, 'api', {
    ...start,
    env: { ...start.env, ...apiEnv(config, { dataDir, extra }) },
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

/** Starts api + static servers; on any failure stops what it started and rethrows. */
export async function startStack(config, runtimeDir, options = {}) {
  const missing = missingBuilds();
  if (missing.length) {
    throw new Error(`no production build for: ${missing.join(', ')} — run \`pnpm build\` first`);
  }
  try {
    await writeRuntimeConfigs(config, runtimeDir);
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
