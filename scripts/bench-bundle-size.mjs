// pnpm bench: builds for production, serves the builds as start.sh does (gzip on), loads pages
// in Chromium and prints, per app, the gzip bytes of JavaScript a first visit transfers:
//   host      /login and /app (signed in as the demo merchant)
//   remotes   each remote's first route, counting only the JS that /app had not loaded already
// Targets (issue 2 §6): host ≤ 150 KB, each remote's first route ≤ 100 KB more. This prints
// figures; it is not a test and always exits 0 unless it cannot measure.
//   node scripts/bench-bundle-size.mjs [--no-build] [--files]   (--files: the largest files of each row)
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR, stackConfig } from './stack/stack-config.mjs';
import { startStack, stopStack } from './stack/stack.mjs';

const HOST_TARGET_KB = 150;
const REMOTE_TARGET_KB = 100;
const FIRST_ROUTES = [
  ['sourcing', '/app/find-product'],
  ['catalogue', '/app/products-import'],
  ['orders', '/app/orders'],
  ['billing', '/app/setting/billing'],
];
const DEMO = { email: 'demo@omni.test', password: 'Demo12345!' };
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// Playwright is a dependency of the e2e package; the bench borrows it from there.
const { chromium } = createRequire(path.join(ROOT_DIR, 'e2e', 'package.json'))('@playwright/test');

const env = {};
for (const name of [
  'API_PORT',
  'HOST_PORT',
  'SOURCING_PORT',
  'CATALOGUE_PORT',
  'ORDERS_PORT',
  'BILLING_PORT',
]) {
  if (process.env[`BENCH_${name}`]) env[name] = process.env[`BENCH_${name}`];
}
// The bench measures what the browser loads: no stand-ins (their ports could clash with `start`).
env.SANDBOX = '0';
const config = stackConfig(env, {
  defaults: { api: 4800, host: 3800, sourcing: 3801, catalogue: 3802, orders: 3803, billing: 3804 },
});
const runtimeDir = path.join(ROOT_DIR, '.runtime', 'bench');

if (!process.argv.includes('--no-build')) {
  console.log('Building host and remotes for production…');
  execFileSync('pnpm', ['build'], { cwd: ROOT_DIR, stdio: 'inherit' });
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'omni-bench-pglite-'));
await stopStack(runtimeDir);
await fs.rm(runtimeDir, { recursive: true, force: true });
console.log('Serving the builds and starting the api on a throwaway database…');
await startStack(config, runtimeDir, {
  dataDir,
  apiEnv: { LOG_LEVEL: 'warn' },
  timeoutMs: 180_000,
});

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** Loads a path in a fresh browser context and returns { url → gzip bytes } of its JS. */
async function jsOfFirstVisit(pathname, token) {
  const context = await browser.newContext();
  if (token) {
    await context.addCookies([
      { name: 'omni_token', value: encodeURIComponent(token), url: config.urls.app },
    ]);
  }
  const page = await context.newPage();
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(response.url())) return;
    pending.push(
      request.sizes().then(
        (sizes) => scripts.set(response.url(), sizes.responseBodySize),
        () => undefined,
      ),
    );
  });
  await page.goto(new URL(pathname, config.urls.app).href, { waitUntil: 'networkidle' });
  // Lazy chunks requested after the first idle (a remote's page, its translations) count too.
  await page.waitForTimeout(1_500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { scripts, finalPath };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (map, keep = () => true) =>
  [...map].filter(([url]) => keep(url)).reduce((total, [, bytes]) => total + bytes, 0);

async function login() {
  const response = await fetch(`${config.urls.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = await response.json();
  if (!body?.data?.token) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

const rows = [];
/** One line of the table; `scripts` is what the row counts ({ url → gzip bytes }). */
function record(app, what, scripts, target, note = '') {
  rows.push({ app, what, scripts, bytes: sum(scripts), target, note });
}

try {
  const token = await login();
  const loginVisit = await jsOfFirstVisit('/login');
  record('host', '/login', loginVisit.scripts, HOST_TARGET_KB);
  const appVisit = await jsOfFirstVisit('/app', token);
  const appNote = appVisit.finalPath === '/app' ? '' : `ended on ${appVisit.finalPath}`;
  record('host', '/app', appVisit.scripts, HOST_TARGET_KB, appNote);
  for (const [remote, route] of FIRST_ROUTES) {
    const visit = await jsOfFirstVisit(route, token);
    const extra = new Map([...visit.scripts].filter(([url]) => !appVisit.scripts.has(url)));
    const fromRemote = [...visit.scripts.keys()].some((url) =>
      url.startsWith(config.urls.remoteOrigins[remote]),
    );
    const note = [
      visit.finalPath === route ? '' : `ended on ${visit.finalPath}`,
      fromRemote ? '' : 'no JS from the remote: did it load?',
    ]
      .filter(Boolean)
      .join('; ');
    record(remote, `${route} (beyond /app)`, extra, REMOTE_TARGET_KB, note);
  }
} finally {
  await browser.close();
  await stopStack(runtimeDir);
  await fs.rm(dataDir, { recursive: true, force: true });
}

const header = ['app', 'first visit', 'JS files', 'gzip KB', 'target KB', 'within', 'note'];
const table = rows.map(({ app, what, scripts, bytes, target, note }) => [
  app,
  what,
  String(scripts.size),
  kb(bytes),
  `≤ ${target}`,
  bytes / 1024 <= target ? 'yes' : 'NO',
  note,
]);
const widths = header.map((title, i) =>
  Math.max(title.length, ...table.map((row) => row[i].length)),
);
const line = (cells) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log(
  `\nJavaScript transferred on a first visit (gzip, as served by scripts/stack/static-server.mjs)\n`,
);
console.log(line(header));
console.log(line(widths.map((width) => '─'.repeat(width))));
for (const row of table) console.log(line(row));

if (process.argv.includes('--files')) {
  for (const { app, what, scripts } of rows) {
    console.log(`\n${app} ${what}: largest files`);
    const largest = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 8);
    for (const [url, bytes] of largest) console.log(`  ${kb(bytes).padStart(7)} KB  ${url}`);
  }
}
