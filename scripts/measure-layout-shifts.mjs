// Which elements move while a page loads (issue 14: CLS ≤ 0.01): serves the builds as the bench
// does, signs in as the demo merchant and prints each layout shift of each page with the elements
// that moved (from the Layout Instability API), for a mobile and a desktop viewport.
//   node scripts/measure-layout-shifts.mjs [/app/find-product …]
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR, stackConfig } from './stack/stack-config.mjs';
import { startStack, stopStack } from './stack/stack.mjs';

const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (pages.length === 0) pages.push('/app/find-product');
const { chromium } = createRequire(path.join(ROOT_DIR, 'e2e', 'package.json'))('@playwright/test');
const config = stackConfig(
  { SANDBOX: '0' },
  {
    defaults: {
      api: 4810,
      host: 3810,
      sourcing: 3811,
      catalogue: 3812,
      orders: 3813,
      billing: 3814,
    },
  },
);
const runtimeDir = path.join(ROOT_DIR, '.runtime', 'layout-shifts');
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'omni-shifts-pglite-'));
await stopStack(runtimeDir);
await startStack(config, runtimeDir, {
  dataDir,
  apiEnv: { LOG_LEVEL: 'warn' },
  timeoutMs: 180_000,
});
try {
  const response = await fetch(`${config.urls.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@omni.test', password: 'Demo12345!' }),
  });
  const token = (await response.json()).data.token;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  for (const viewport of [
    { width: 412, height: 823, name: 'mobile' },
    { width: 1350, height: 940, name: 'desktop' },
  ]) {
    for (const pathname of pages) {
      const context = await browser.newContext({ viewport });
      await context.addCookies([
        { name: 'omni_token', value: encodeURIComponent(token), url: config.urls.app },
      ]);
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__shifts = [];
        const describe = (node) => {
          if (!node || node.nodeType !== 1) return String(node?.nodeName ?? node);
          const el = node;
          const id = el.getAttribute('data-testid');
          return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}.${String(el.className).slice(0, 60)}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            window.__shifts.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              sources: (entry.sources ?? []).map((s) => ({
                node: describe(s.node),
                from: [s.previousRect.y, s.previousRect.height].map(Math.round),
                to: [s.currentRect.y, s.currentRect.height].map(Math.round),
              })),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(new URL(pathname, config.urls.app).href, { timeout: 120_000 });
      await page.waitForTimeout(12_000);
      const shifts = await page.evaluate(() => window.__shifts);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      console.log(`\n${viewport.name} ${pathname}: CLS sum ${total.toFixed(4)}`);
      for (const shift of shifts) {
        console.log(`  ${shift.value.toFixed(4)} at ${shift.at} ms`);
        for (const source of shift.sources)
          console.log(
            `    ${source.node} ${JSON.stringify(source.from)} → ${JSON.stringify(source.to)}`,
          );
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  await stopStack(runtimeDir);
  await fs.rm(dataDir, { recursive: true, force: true });
}
