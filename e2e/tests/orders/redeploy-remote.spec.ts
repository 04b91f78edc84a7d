import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FIRST_ROUTES, expectFirstRoute } from '../../pages/remote-area';
import { ROOT_DIR } from '../../support/e2e-stack';
import { buildPatchedRemote } from '../../support/rebuild-remote';
import { logInAsDemo } from '../../support/session';
import { serveRemoteBuild } from '../../support/stack-control';

const orders = FIRST_ROUTES.find((route) => route.remote === 'orders')!;

/** Names, sizes and contents of every file of the host build: proof it was not rebuilt. */
async function fingerprint(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(dir, file));
    hash.update(await fs.readFile(file));
  }
  return hash.digest('hex');
}

test('rebuilding and redeploying the orders remote alone changes what the host shows', async ({
  page,
}) => {
  // the remote's production build is most of it, and it also compiles federation's full copies
  // of the tree-shaken shared packages (ADR 021): about 50 s more on a loaded 2-core machine
  test.setTimeout(360_000);
  const hostDist = path.join(ROOT_DIR, 'host', 'dist');
  const hostBefore = await fingerprint(hostDist);

  await logInAsDemo(page);
  await page.goto(orders.path);
  await expectFirstRoute(page, orders);
  const heading = page.getByTestId('orders-heading');
  const original = (await heading.innerText()).trim();
  const changed = `${original} · redeployed ${Date.now()}`;

  const build = await buildPatchedRemote('orders', {
    file: 'src/i18n/locales/en.json',
    key: 'orderCenter.title',
    value: changed,
  });
  try {
    await serveRemoteBuild('orders', build);
    await page.reload();
    await expect(heading).toHaveText(changed, { timeout: 30_000 });
    await expectFirstRoute(page, orders);
    expect(await fingerprint(hostDist), 'the host build is untouched').toBe(hostBefore);
  } finally {
    await serveRemoteBuild('orders');
    await fs.rm(build, { recursive: true, force: true });
  }

  await page.reload();
  await expect(heading).toHaveText(original, { timeout: 30_000 });
});
