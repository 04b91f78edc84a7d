// What the signed-in pages' first screens ask the API for (issue 14, ADR 021 session 18): signs in
// as the demo merchant on a running stack (start.sh), then loads each page in Debian's chromium and
// lists every API request, CORS preflights included, with its start and end in ms from the
// navigation. Each page is loaded twice in one browser context: the first visit (nothing cached)
// and a reload RELOAD_AFTER_MS later, as a merchant coming back would. On find-product a search
// is made after the first screen; its requests are listed apart.
//   node scripts/measure-first-screen-requests.mjs --app http://127.0.0.1:3831 [--runs 3] [/app …]
// Preflights are read from the DevTools protocol: Playwright's own request events leave them out.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from './stack/stack-config.mjs';

const { values, positionals } = parseArgs({
  options: {
    app: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '1' },
    keyword: { type: 'string', default: 'lamp' },
    json: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const pages = positionals.length
  ? positionals
  : ['/app', '/app/find-product', '/app/orders', '/app/products-import'];
const runs = Number(values.runs);
// longer than the 5 s browsers keep a preflight without Access-Control-Max-Age
const RELOAD_AFTER_MS = 6_000;
// the first screen is over when the API has been quiet this long
const QUIET_MS = 2_500;

const { chromium } = createRequire(path.join(ROOT_DIR, 'e2e', 'package.json'))('@playwright/test');
const appUrl = values.app.replace(/\/+$/, '');
const runtimeConfig = await (await fetch(`${appUrl}/runtime-config.json`)).json();
const apiBase = runtimeConfig.apiBaseUrl.replace(/\/+$/, '');
const apiOrigin = new URL(apiBase).origin;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

/**
 * Signs in through /login as a merchant would and records the first /app that follows (the
 * browser holds the token only: the workplace and store are chosen on that screen); returns what
 * the browser then stores, which every page below starts from.
 */
async function signIn() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const rec = await recorder(page);
  await page.goto(`${appUrl}/login`);
  await page.getByTestId('login-email').fill('demo@omni.test');
  await page.getByTestId('login-password').fill('Demo12345!');
  rec.restart();
  await page.getByTestId('login-submit').click();
  await page.getByTestId('top-bar').waitFor({ timeout: 120_000 });
  await rec.quiet();
  const list = rec.list();
  const state = await context.storageState();
  await context.close();
  return { state, list };
}

/**
 * Records a page's API requests through the DevTools protocol, timed from the last document
 * request (the navigation) in the protocol's own clock.
 */
async function recorder(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let requests = new Map();
  let zero = null;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document') zero = event.timestamp;
    if (!event.request.url.startsWith(apiOrigin)) return;
    lastActivity = Date.now();
    requests.set(event.requestId, {
      method: event.request.method,
      path: event.request.url.slice(apiBase.length + 1),
      preflight: event.type === 'Preflight' || event.initiator?.type === 'preflight',
      start: event.timestamp,
      end: null,
      status: null,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.status = event.response.status;
  });
  for (const done of ['Network.loadingFinished', 'Network.loadingFailed']) {
    cdp.on(done, (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      lastActivity = Date.now();
      request.end = event.timestamp;
    });
  }
  return {
    /** Starts a new list; without a navigation, times count from its first request. */
    restart() {
      requests = new Map();
      zero = null;
      lastActivity = Date.now();
    },
    /** Waits until no API request has started or ended for QUIET_MS. */
    async quiet() {
      while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(200);
    },
    /** The list, times in ms from the navigation (or from the first request when none). */
    list() {
      const all = [...requests.values()].sort((a, b) => a.start - b.start);
      const from = zero ?? all[0]?.start ?? 0;
      return all.map((r) => ({
        ...r,
        start: Math.round((r.start - from) * 1000),
        end: r.end === null ? null : Math.round((r.end - from) * 1000),
      }));
    },
  };
}

/** Product pictures the API serves (plain image requests, never preflighted). */
const isPicture = (r) => r.path.startsWith('catalogue-media/');

function summary(list) {
  const pictures = list.filter(isPicture).length;
  list = list.filter((r) => !isPicture(r));
  const preflights = list.filter((r) => r.preflight).length;
  // the realtime stream stays open: its start counts, it has no end
  const last = Math.max(0, ...list.map((r) => r.end ?? r.start));
  return { requests: list.length - preflights, preflights, lastEndMs: last, pictures };
}

function print(title, list) {
  const s = summary(list);
  console.log(
    `\n${title}: ${s.requests} requests, ${s.preflights} preflights, last answer at ${s.lastEndMs} ms (and ${s.pictures} pictures)`,
  );
  for (const r of list.filter((r) => !isPicture(r))) {
    const what = r.preflight ? 'OPTIONS (preflight)' : r.method;
    const end = r.end === null ? '?' : String(r.end);
    console.log(
      `  ${String(r.start).padStart(6)}–${end.padEnd(6)} ${what.padEnd(20)} ${r.path} ${r.status ?? ''}`,
    );
  }
  return s;
}

/** What shows each page's own first screen (beyond the shell) once its data is in. */
const FIRST_SCREEN = {
  '/app': (page) => page.getByTestId('home-page'),
  '/app/find-product': (page) => page.getByTestId('product-grid'),
  '/app/orders': (page) => page.getByTestId('order-list'),
  '/app/products-import': (page) =>
    page.getByTestId('import-list-rows').or(page.getByTestId('import-list-empty')),
};

/** Waits for the page's own first screen, then for the API to be quiet. */
async function settle(page, rec, pathname) {
  await page.getByTestId('top-bar').waitFor({ timeout: 120_000 });
  await FIRST_SCREEN[pathname]?.(page).waitFor({ timeout: 120_000 });
  await rec.quiet();
}

const rows = [];
let state = null;
for (let run = 1; run <= runs; run += 1) {
  const signedIn = await signIn();
  state ??= signedIn.state;
  rows.push({
    run,
    page: '/login → /app',
    visit: 'sign-in',
    ...print(`run ${run} sign-in, then /app`, signedIn.list),
  });
  for (const pathname of pages) {
    const context = await browser.newContext({ storageState: state });
    const page = await context.newPage();
    const rec = await recorder(page);
    for (const visit of ['first visit', 'reload']) {
      if (visit === 'reload') await page.waitForTimeout(RELOAD_AFTER_MS);
      rec.restart();
      await page.goto(`${appUrl}${pathname}`);
      await settle(page, rec, pathname);
      rows.push({
        run,
        page: pathname,
        visit,
        ...print(`run ${run} ${pathname} (${visit})`, rec.list()),
      });
      if (pathname.startsWith('/app/find-product') && visit === 'first visit') {
        rec.restart();
        const box = page.getByRole('combobox', { name: 'Search products' });
        await box.click();
        await box.pressSequentially(values.keyword, { delay: 80 });
        await box.press('Enter');
        await page.waitForURL(/[?&]q=/, { waitUntil: 'commit' });
        await rec.quiet();
        rows.push({
          run,
          page: pathname,
          visit: 'search',
          ...print(`run ${run} ${pathname} (search "${values.keyword}")`, rec.list()),
        });
      }
    }
    await context.close();
  }
}
await browser.close();

console.log('\npage | visit | requests | preflights | last answer (ms) | pictures');
for (const row of rows)
  console.log(
    `${row.page} | ${row.visit} (run ${row.run}) | ${row.requests} | ${row.preflights} | ${row.lastEndMs} | ${row.pictures}`,
  );
if (values.json) console.log(JSON.stringify(rows));
