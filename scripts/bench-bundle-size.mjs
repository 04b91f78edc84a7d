// pnpm bench: builds for production, serves the builds as start.sh does (gzip on), loads pages
// in Chromium and prints, per app, the gzip bytes of JavaScript a first visit transfers:
//   host      /login and /app (signed in as the demo merchant)
//   remotes   each remote's first route, counting only the JS that /app had not loaded already
// Targets (issue 2 §6): host ≤ 150 KB, each remote's first route ≤ 100 KB more. Each host row is
// broken down by shared package (from the builds' mf-manifest.json) with the part that the
// issue's whole-package singletons alone weigh: the floor no app code can go under (ADR 006).
// This prints figures; it is not a test and always exits 0 unless it cannot measure.
//   node scripts/bench-bundle-size.mjs [--no-build] [--files]   (--files: the largest files of each row)
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  APP_CODE,
  bundledPackageOfFile,
  bytesByPackage,
  sharedPackageOfFile,
} from './stack/shared-attribution.mjs';
import { REMOTES, ROOT_DIR, stackConfig } from './stack/stack-config.mjs';
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

/**
 * Loads a path in a fresh browser context and returns { url → gzip bytes } of its JS; with
 * `remoteOrigin`, the visit is measured only once JS from that remote has arrived.
 */
async function jsOfFirstVisit(pathname, token, remoteOrigin) {
  const context = await browser.newContext();
  if (token) {
    await context.addCookies([
      { name: 'omni_token', value: encodeURIComponent(token), url: config.urls.app },
    ]);
  }
  const page = await context.newPage();
  const scripts = new Map();
  const pending = [];
  let lastScriptAt = Date.now();
  const isScript = (request) =>
    request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url());
  page.on('request', (request) => {
    if (isScript(request)) lastScriptAt = Date.now();
  });
  page.on('response', (response) => {
    const request = response.request();
    if (!isScript(request)) return;
    lastScriptAt = Date.now();
    pending.push(
      request.sizes().then(
        (sizes) => scripts.set(response.url(), sizes.responseBodySize),
        () => undefined,
      ),
    );
  });
  // Generous timeouts: the figures are bytes, not times, and the API may be busy seeding.
  await page.goto(new URL(pathname, config.urls.app).href, { waitUntil: 'load', timeout: 120_000 });
  // A remote area loads after the session and the API answer, which a busy API (seeding its
  // catalogue) can delay: wait until no area is still loading, then until no script has been
  // requested for a while (lazy pages and translations count). API calls and long-lived streams
  // are not waited for: they are not what this measures.
  const deadline = Date.now() + 120_000;
  const remoteLoaded = () => [...scripts.keys()].some((url) => url.startsWith(remoteOrigin));
  while (remoteOrigin && !remoteLoaded() && Date.now() < deadline) await page.waitForTimeout(250);
  await page
    .locator('[data-testid="remote-loading"]')
    .first()
    .waitFor({ state: 'detached', timeout: 120_000 });
  const quietFor = 3_000;
  while (Date.now() - lastScriptAt < quietFor && Date.now() < deadline) {
    await page.waitForTimeout(250);
  }
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

// Which shared package each served file belongs to, per origin (host and every remote).
const distOfOrigin = new Map([
  [new URL(config.urls.app).origin, path.join(ROOT_DIR, 'host', 'dist')],
  ...REMOTES.map((remote) => [
    new URL(config.urls.remoteOrigins[remote]).origin,
    path.join(ROOT_DIR, `remote-${remote}`, 'dist'),
  ]),
]);
const sharedOwners = new Map();
for (const [origin, dist] of distOfOrigin)
  sharedOwners.set(origin, await sharedPackageOfFile(dist));
const bundledOwners = new Map();
async function attributeFiles(scripts) {
  for (const url of scripts.keys()) {
    const { origin, pathname } = new URL(url);
    const file = pathname.slice(1);
    if (sharedOwners.get(origin)?.has(file) || bundledOwners.has(url)) continue;
    const dist = distOfOrigin.get(origin);
    const bundled = dist ? await bundledPackageOfFile(path.join(dist, file)) : undefined;
    bundledOwners.set(url, bundled && `${bundled} (bundled)`);
  }
}
function ownerOf(url) {
  const { origin, pathname } = new URL(url);
  return sharedOwners.get(origin)?.get(pathname.slice(1)) ?? bundledOwners.get(url);
}
// Third-party packages an app cannot do without or slim down: the singletons (shared
// whole, so never tree-shaken) other than antd, and react-dom's client, which mounts the app.
const isFloorPackage = (name) =>
  !name.startsWith('@omni/') && name !== APP_CODE && !name.startsWith('antd');

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
    const visit = await jsOfFirstVisit(route, token, config.urls.remoteOrigins[remote]);
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

for (const { app, what, scripts } of rows.filter((row) => row.app === 'host')) {
  await attributeFiles(scripts);
  const grouped = bytesByPackage(scripts, ownerOf);
  const floor = grouped.filter(([name]) => isFloorPackage(name)).reduce((t, [, b]) => t + b, 0);
  console.log(`\n${app} ${what} by package (gzip KB)`);
  for (const [name, bytes] of grouped) console.log(`  ${kb(bytes).padStart(7)}  ${name}`);
  console.log(
    `  ${kb(floor).padStart(7)}  = the floor: required singletons other than antd, shared whole` +
      ` (${floor / 1024 > HOST_TARGET_KB ? 'above' : 'within'} the ${HOST_TARGET_KB} KB target)`,
  );
}

if (process.argv.includes('--files')) {
  for (const { app, what, scripts } of rows) {
    console.log(`\n${app} ${what}: largest files`);
    const largest = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 8);
    for (const [url, bytes] of largest) console.log(`  ${kb(bytes).padStart(7)} KB  ${url}`);
  }
}
