// Serves the production builds and the api until Ctrl-C (the last step of scripts/start.sh).
// Assumes `pnpm install` and `pnpm build` have run.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR, distDir, stackConfig } from './stack/stack-config.mjs';
import { APPS, runtimeConfigFile, startStack, stopStack } from './stack/stack.mjs';
import { isPortOpen, readService } from './stack/services.mjs';

const runtimeDir = path.join(ROOT_DIR, '.runtime', 'app');
const config = stackConfig(process.env);

// Servers a killed run left behind (start.sh killed with SIGKILL, a closed terminal) are ours to stop.
await stopStack(runtimeDir);

// start.sh asks this before a minute of installing and building, so a taken port fails at once.
if (process.argv.includes('--check-ports')) {
  const taken = [];
  for (const [app, port] of Object.entries(config.ports)) {
    if (await isPortOpen(port)) taken.push(`${app} ${port}`);
  }
  if (config.sandbox.enabled) {
    for (const [name, port] of Object.entries(config.sandbox.ports)) {
      if (await isPortOpen(port)) taken.push(`sandbox ${name} ${port}`);
    }
  }
  if (taken.length) {
    console.error(
      `These ports are already in use: ${taken.join(', ')}.\n` +
        'Stop what listens there (another start.sh?) or choose ports with API_PORT, HOST_PORT, ' +
        'SOURCING_PORT, CATALOGUE_PORT, ORDERS_PORT, BILLING_PORT, SANDBOX_<NAME>_PORT ' +
        '(or SANDBOX=0 to start no stand-ins).',
    );
    process.exit(1);
  }
  process.exit(0);
}

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the app…');
  await stopStack(runtimeDir);
  console.log('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));

try {
  await fs.rm(path.join(runtimeDir, 'services'), { recursive: true, force: true });
  console.log(
    'Starting the api (first run migrates and seeds the embedded database) and the apps…',
  );
  await startStack(config, runtimeDir, { echo: true, dataDir: process.env.PGLITE_DATA_DIR });
  // The builds carry the configuration of the environment they were started in, so a dist
  // folder can be copied to any static host as it is.
  for (const app of APPS) {
    await fs.copyFile(
      runtimeConfigFile(runtimeDir, app),
      path.join(distDir(app), 'runtime-config.json'),
    );
  }
} catch (error) {
  console.error(`\nstart failed: ${error.message}`);
  await stopStack(runtimeDir);
  process.exit(1);
}

const { ports, urls } = config;
// what run-all reported as running (name → URL), when the stand-ins were started
const standIns = await fs
  .readFile(path.join(runtimeDir, 'sandbox-ready.json'), 'utf8')
  .then((text) => Object.entries(JSON.parse(text)))
  .catch(() => []);
const sandboxLine = standIns.length
  ? `   Sandbox:      stand-ins of the outside world, each with a control page at its root:
                 ${standIns.map(([name, url]) => `${name.padEnd(12)} ${url}`).join('\n                 ')}
`
  : '';
console.log(`
────────────────────────────────────────────────────────────
 Omni Dropshipping is running

   App:          ${urls.app}
   Dev mailbox:  ${urls.mailbox}   (verification and reset e-mails)
   API:          ${urls.api}   (OpenAPI: ${urls.api}/docs)
   Remotes:      sourcing :${ports.sourcing}  catalogue :${ports.catalogue}  orders :${ports.orders}  billing :${ports.billing}
${sandboxLine}
   Demo login:   demo@omni.test / Demo12345!

 Logs: ${path.relative(process.cwd(), path.join(runtimeDir, 'logs')) || '.'}/   Press Ctrl-C to stop.
────────────────────────────────────────────────────────────`);

// If a part of the app dies on its own, say so and stop the rest rather than half-running.
setInterval(() => {
  if (stopping) return;
  for (const name of ['api', ...APPS]) {
    const service = readService(runtimeDir, name);
    if (!service?.pid) continue;
    try {
      process.kill(service.pid, 0);
    } catch {
      console.error(`\n${name} stopped unexpectedly — see .runtime/app/logs/${name}.log`);
      void shutdown(1);
      return;
    }
  }
}, 2_000);
