// pnpm bench: builds for production, serves the builds as start.sh does (the builds' brotli
// copies, else gzip), loads pages in Chromium and prints, per app, the gzip bytes of JavaScript a
// first visit transfers (the goals are gzip; a br column gives what browsers are sent):
//   host      /login and /app (signed in as the demo merchant)
//   remotes   each remote's first route, and the product editor, counting only the JS that /app
//             had not loaded already
// Targets (issue 14): /login ≤ 150 KB, /app ≤ 200 KB, each remote's first route ≤ 100 KB more.
// Issue 9: the import list and the editor each ≤ 100 KB more; the rich-text editor (TipTap) and
// the cropper are not loaded by the import list (TipTap comes with the editor, the cropper when a
// crop opens): the bench says which of them each visit loaded, from the files' source maps.
// Each host row is broken down by shared package (from the builds' mf-manifest.json), each remote
// row by package from the files' source maps. Then
// Lighthouse (mobile and desktop presets) scores five pages, with their LCP and CLS, beside the
// goals: score ≥ 90 (mobile), LCP ≤ 1.0 s (desktop), CLS ≤ 0.01.
// This prints figures; it is not a test and always exits 0 unless it cannot measure.
//   node scripts/bench-bundle-size.mjs [--no-build] [--files] [--modules[=N]] [--no-lighthouse]
//                                      [--lighthouse-pages=/app/find-product,/login]
//   (--files: the largest files of each row; --modules: the N (25) largest source modules of each
//   row, gzip estimated from the source maps: scripts/stack/module-sizes.mjs)
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  APP_CODE,
  bundledPackageOfFile,
  bytesByPackage,
  packagesOfFile,
  sharedPackageOfFile,
  sharesOfFile,
} from './stack/shared-attribution.mjs';
import { largestModules, moduleSizesOfFile } from './stack/module-sizes.mjs';
import { REMOTES, ROOT_DIR, stackConfig } from './stack/stack-config.mjs';
import { openLighthouseBrowser } from './stack/lighthouse.mjs';
import { startStack, stopStack } from './stack/stack.mjs';
import { readService } from './stack/services.mjs';
import { waitUntilQuiet } from './stack/process-cpu.mjs';

const LOGIN_TARGET_KB = 150;
const APP_TARGET_KB = 200;
const REMOTE_TARGET_KB = 100;
const LIGHTHOUSE_PAGES = [
  '/login',
  '/app',
  '/app/find-product',
  '/app/orders',
  '/app/products-import',
];
// --lighthouse-pages=/a,/b: Lighthouse on those pages only (a few minutes less on a busy machine)
const lighthousePages =
  process.argv
    .find((arg) => arg.startsWith('--lighthouse-pages='))
    ?.slice('--lighthouse-pages='.length)
    .split(',')
    .filter(Boolean) ?? LIGHTHOUSE_PAGES;
const LIGHTHOUSE_GOALS = { mobileScore: 90, desktopLcpMs: 1000, cls: 0.01 };
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
  console.log('Building the api, host and remotes for production…');
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
  // The goals are gzip figures: the visit does not offer brotli (see brotliBytes for what it saves)
  const context = await browser.newContext({
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' },
  });
  if (token) {
    await context.addCookies([sessionCookie(token)]);
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

/** The first product of the demo merchant's import list: the editor row opens it. */
async function firstImportedProductId(token) {
  const response = await fetch(`${config.urls.api}/center/products/import/listing?page_size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  const id = body?.data?.items?.[0]?.id;
  if (!id) throw new Error(`the demo import list is empty: ${JSON.stringify(body)}`);
  return id;
}

const sessionCookie = (token) => ({
  name: 'omni_token',
  value: encodeURIComponent(token),
  url: config.urls.app,
});

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
const lighthouseRows = [];
/** The catalogue visits' scripts, whole ({ url → gzip bytes }), for the lazy-code check. */
const catalogueVisits = [];
/** Editor code the import list must not load (issue 9 §5). */
const EDITOR_ONLY_CODE = [
  ['rich-text editor (TipTap, ProseMirror)', /^(@tiptap\/|prosemirror-)/],
  ['cropper (react-image-crop)', /^react-image-crop$/],
];
/** One line of the table; `scripts` is what the row counts ({ url → gzip bytes }). */
function record(app, what, scripts, target, note = '') {
  rows.push({ app, what, scripts, bytes: sum(scripts), target, note });
}

/**
 * The bytes a browser that accepts brotli is sent for a row's files (the build's `.br` copies,
 * gzip where a file has none), asked of the static servers while the stack runs.
 */
async function brotliBytes(scripts) {
  let total = 0;
  for (const url of scripts.keys()) {
    const response = await fetch(url, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    total += Number(response.headers.get('content-length'));
  }
  return total;
}

try {
  const token = await login();
  const loginVisit = await jsOfFirstVisit('/login');
  record('host', '/login', loginVisit.scripts, LOGIN_TARGET_KB);
  const appVisit = await jsOfFirstVisit('/app', token);
  const appNote = appVisit.finalPath === '/app' ? '' : `ended on ${appVisit.finalPath}`;
  record('host', '/app', appVisit.scripts, APP_TARGET_KB, appNote);
  const editorRoute = `/app/products-import/editor/${await firstImportedProductId(token)}`;
  for (const [remote, route] of [...FIRST_ROUTES, ['catalogue', editorRoute]]) {
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
    if (remote === 'catalogue') catalogueVisits.push([route, visit.scripts]);
  }
  for (const row of rows) row.brotli = await brotliBytes(row.scripts);
  if (!process.argv.includes('--no-lighthouse')) {
    // A fresh database makes the API seed the demo catalogue and sign its pictures in the
    // background for minutes after it answers; Lighthouse's timings would measure that.
    const apiPid = readService(runtimeDir, 'api')?.pid;
    if (apiPid) {
      console.log('Waiting for the api to finish its start-up work before Lighthouse…');
      let windows = 0;
      const { quiet, waitedMs } = await waitUntilQuiet(apiPid, {
        onWaiting: (share) => {
          // one line every 30 s
          if (windows++ % 6 === 0)
            console.log(`  api busy: ${Math.round(share * 100)} % of a core`);
        },
      });
      console.log(
        quiet === false
          ? `  the api was still busy after ${Math.round(waitedMs / 1000)} s: Lighthouse timings include its work`
          : `  quiet after ${Math.round(waitedMs / 1000)} s`,
      );
    }
    const lighthouse = await openLighthouseBrowser(chromium, {
      args: CHROMIUM_ARGS,
      port: Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9329),
      cookies: [sessionCookie(token)],
    });
    try {
      for (const page of lighthousePages) {
        const url = new URL(page, config.urls.app).href;
        const mobile = await lighthouse.measure(url, 'mobile');
        const desktop = await lighthouse.measure(url, 'desktop');
        lighthouseRows.push({ page, mobile, desktop });
      }
    } finally {
      await lighthouse.close();
    }
  }
} finally {
  await browser.close();
  await stopStack(runtimeDir);
  await fs.rm(dataDir, { recursive: true, force: true });
}

const header = [
  'app',
  'first visit',
  'JS files',
  'gzip KB',
  'target KB',
  'within',
  'br KB',
  'note',
];
const table = rows.map(({ app, what, scripts, bytes, target, brotli, note }) => [
  app,
  what,
  String(scripts.size),
  kb(bytes),
  `≤ ${target}`,
  bytes / 1024 <= target ? 'yes' : 'NO',
  kb(brotli),
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
  `\nJavaScript transferred on a first visit (gzip, as served by scripts/stack/static-server.mjs;\n` +
    `br: what a browser that accepts brotli is sent, the build's .br copies)\n`,
);
console.log(line(header));
console.log(line(widths.map((width) => '─'.repeat(width))));
for (const row of table) console.log(line(row));

/** The npm packages with code in the scripts of a visit (from the builds' source maps). */
async function packagesOfVisit(scripts) {
  const names = new Set();
  for (const url of scripts.keys()) {
    const { origin, pathname } = new URL(url);
    const dist = distOfOrigin.get(origin);
    if (!dist) continue;
    for (const name of await packagesOfFile(path.join(dist, pathname.slice(1)))) names.add(name);
  }
  return names;
}
console.log('\nEditor-only code in the catalogue visits (goal: not on the import list)');
for (const [route, scripts] of catalogueVisits) {
  const names = [...(await packagesOfVisit(scripts))];
  const parts = EDITOR_ONLY_CODE.map(
    ([label, pattern]) =>
      `${label}: ${names.some((name) => pattern.test(name)) ? 'loaded' : 'not loaded'}`,
  );
  console.log(`  ${route}: ${parts.join('; ')}`);
}

for (const { app, what, scripts, target } of rows.filter((row) => row.app === 'host')) {
  await attributeFiles(scripts);
  const grouped = bytesByPackage(scripts, ownerOf);
  const floor = grouped.filter(([name]) => isFloorPackage(name)).reduce((t, [, b]) => t + b, 0);
  console.log(`\n${app} ${what} by package (gzip KB)`);
  for (const [name, bytes] of grouped) console.log(`  ${kb(bytes).padStart(7)}  ${name}`);
  console.log(
    `  ${kb(floor).padStart(7)}  = third-party packages other than antd` +
      ` (${floor / 1024 > target ? 'above' : 'within'} the ${target} KB target on their own)`,
  );
}

// A remote's visit by package: each file's bytes split by its source map, so a chunk mixing the
// app's code with a library (dompurify, icons, virtual lists) shows where its bytes come from.
for (const { app, what, scripts } of rows.filter((row) => row.app !== 'host')) {
  const totals = new Map();
  for (const [url, bytes] of scripts) {
    const { origin, pathname } = new URL(url);
    const dist = distOfOrigin.get(origin);
    const file = pathname.slice(1);
    const shared = sharedOwners.get(origin)?.get(file);
    const shares = shared
      ? new Map([[`${shared} (shared)`, 1]])
      : dist
        ? await sharesOfFile(path.join(dist, file))
        : new Map([[APP_CODE, 1]]);
    for (const [name, share] of shares) totals.set(name, (totals.get(name) ?? 0) + bytes * share);
  }
  const largest = [...totals].sort((a, b) => b[1] - a[1]).filter(([, bytes]) => bytes >= 512);
  console.log(`\n${app} ${what} by package (gzip KB, files split by their source maps)`);
  for (const [name, bytes] of largest) console.log(`  ${kb(bytes).padStart(7)}  ${name}`);
}

if (lighthouseRows.length > 0) {
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const mark = (ok) => (ok ? 'yes' : 'NO');
  const { mobileScore, desktopLcpMs, cls } = LIGHTHOUSE_GOALS;
  console.log(
    `\nLighthouse 13.5 (performance; goals: mobile score ≥ ${mobileScore}, desktop LCP ≤ ` +
      `${seconds(desktopLcpMs)}, CLS ≤ ${cls}; timings vary with the machine's load)\n`,
  );
  const lhHeader = [
    'page',
    'mobile',
    '≥ 90',
    'LCP mobile',
    'desktop',
    'LCP desktop',
    '≤ 1 s',
    'CLS',
    '≤ 0.01',
    'note',
  ];
  const lhTable = lighthouseRows.map(({ page, mobile, desktop }) => {
    const worstCls = Math.max(mobile.cls, desktop.cls);
    const landed = new URL(mobile.finalUrl).pathname;
    return [
      page,
      String(mobile.score),
      mark(mobile.score >= mobileScore),
      seconds(mobile.lcpMs),
      String(desktop.score),
      seconds(desktop.lcpMs),
      mark(desktop.lcpMs <= desktopLcpMs),
      worstCls.toFixed(3),
      mark(worstCls <= cls),
      landed === page ? '' : `ended on ${landed}`,
    ];
  });
  const lhWidths = lhHeader.map((title, i) =>
    Math.max(title.length, ...lhTable.map((row) => row[i].length)),
  );
  const lhLine = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(lhWidths[i]))
      .join('  ')
      .trimEnd();
  console.log(lhLine(lhHeader));
  console.log(lhLine(lhWidths.map((width) => '─'.repeat(width))));
  for (const row of lhTable) console.log(lhLine(row));
  const indexes = lighthouseRows.flatMap(({ mobile, desktop }) => [
    mobile.benchmarkIndex,
    desktop.benchmarkIndex,
  ]);
  console.log(
    `\nLighthouse's CPU benchmark index during these runs: ${Math.min(...indexes)}–${Math.max(...indexes)} ` +
      '(lower on a slower or busier machine, and the mobile scores with it: compare runs of similar indexes)',
  );
}

if (process.argv.includes('--files')) {
  for (const { app, what, scripts } of rows) {
    console.log(`\n${app} ${what}: largest files`);
    const largest = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 8);
    for (const [url, bytes] of largest) console.log(`  ${kb(bytes).padStart(7)} KB  ${url}`);
  }
}

const modulesArg = process.argv.find((arg) => arg === '--modules' || arg.startsWith('--modules='));
if (modulesArg) {
  const count = Number(modulesArg.split('=')[1] ?? 25);
  for (const { app, what, scripts } of rows) {
    const sizeMaps = [];
    for (const [url, bytes] of scripts) {
      const { origin, pathname } = new URL(url);
      const dist = distOfOrigin.get(origin);
      if (dist) sizeMaps.push(await moduleSizesOfFile(path.join(dist, pathname.slice(1)), bytes));
    }
    console.log(`\n${app} ${what}: largest modules (gzip KB, estimated from the source maps)`);
    for (const [label, bytes] of largestModules(sizeMaps, count))
      console.log(`  ${kb(bytes).padStart(7)}  ${label}`);
  }
}
