// Lighthouse (the npm package, run through npx: a benchmark tool, not a dependency of the app)
// against the running stack, in Debian's chromium, signed in as a merchant when given a token.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@13.5.0';

/**
 * Opens one chromium with a debugging port for Lighthouse to drive. The session cookie goes into
 * its default profile: Lighthouse clears caches and storage before each run, not cookies, so
 * every run is a first visit of a signed-in merchant.
 */
export async function openLighthouseBrowser(chromium, { args, port, cookies }) {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'omni-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: [...args, `--remote-debugging-port=${port}`],
  });
  if (cookies.length > 0) await context.addCookies(cookies);
  return {
    /** { score, lcpMs, cls, finalUrl, benchmarkIndex } of one page with the 'mobile' or 'desktop' preset. */
    async measure(url, preset) {
      const { stdout } = await run(
        'npx',
        [
          '-y',
          LIGHTHOUSE,
          url,
          `--port=${port}`,
          '--output=json',
          '--quiet',
          '--only-categories=performance',
          ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        ],
        { maxBuffer: 200 * 1024 * 1024 },
      );
      const report = JSON.parse(stdout);
      return {
        score: Math.round(report.categories.performance.score * 100),
        lcpMs: report.audits['largest-contentful-paint'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
        finalUrl: report.finalDisplayedUrl,
        // Lighthouse's own CPU benchmark, taken with each run: the mobile preset slows the CPU
        // by a fixed 4x, so the same page scores lower on a slower or busier machine
        benchmarkIndex: report.environment.benchmarkIndex,
      };
    },
    async close() {
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
}
