import { expect, test, type Page } from '@playwright/test';
import { FIRST_ROUTES, expectFirstRoute } from '../../pages/remote-area';
import { Shell } from '../../pages/shell';
import { signUpNewMerchant } from '../../support/new-merchant';
import { expectSameDocument, markDocument } from '../../support/session';

const orders = FIRST_ROUTES.find((route) => route.remote === 'orders')!;
const sourcing = FIRST_ROUTES.find((route) => route.remote === 'sourcing')!;

/** DEFAULT_THEME's colorPrimary (#1a5fd0); antd's own default is #1677ff. */
const BRAND_PRIMARY = 'rgb(26, 95, 208)';

/**
 * How many copies of a shared package the page has loaded, over every version and both forms
 * federation keeps of one (the tree-shaken copy an app provides and the full fallback), and
 * which apps use them: read from the federation runtime's share scopes.
 */
async function loadedCopies(page: Page, pkg: string) {
  return page.evaluate((name) => {
    type Copy = { loaded?: boolean; lib?: unknown; useIn?: string[] };
    type Entry = Copy & { from?: string; treeShaking?: Copy };
    const federation = (
      globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, unknown>> } }
    ).__FEDERATION__;
    const copies = new Map<Copy, { from?: string; shaken: boolean }>();
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      const versions = (scopes.default as Record<string, Record<string, Entry>> | undefined)?.[
        name
      ];
      for (const entry of Object.values(versions ?? {})) {
        for (const copy of [entry, entry.treeShaking]) {
          if (copy && (copy.loaded || copy.lib))
            copies.set(copy, { from: entry.from, shaken: copy === entry.treeShaking });
        }
      }
    }
    return [...copies].map(([copy, about]) => ({
      ...about,
      useIn: [...(copy.useIn ?? [])].sort(),
    }));
  }, pkg);
}

test('host and remotes share one antd and one router: the host’s theme, direction and navigation reach the remotes', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const fallbacks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/independent-packages/')) fallbacks.push(request.url());
  });
  // origin → the Content-Encoding of each script it sent
  const scriptEncodings = new Map<string, string[]>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const { origin } = new URL(response.url());
    const encodings = scriptEncodings.get(origin) ?? [];
    encodings.push(response.headers()['content-encoding'] ?? 'identity');
    scriptEncodings.set(origin, encodings);
  });
  const shell = new Shell(page);
  // a merchant of its own: the language chosen below is kept with the account
  await signUpNewMerchant(page, request, 'one-instance');
  await shell.chooseLanguage('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await test.step('the orders remote’s antd components follow the host’s ConfigProvider', async () => {
    await page.goto(orders.path);
    await expectFirstRoute(page, orders);
    const area = orders.page(page);
    // only the host's ConfigProvider says right-to-left and gives the brand's colour: a second
    // antd instance in the remote would draw its tabs left-to-right in antd's default blue
    await expect(area.locator('.ant-tabs').first()).toHaveClass(/\bant-tabs-rtl\b/);
    await expect(page.getByTestId('orders-create')).toHaveCSS('background-color', BRAND_PRIMARY);
  });

  await test.step('the remote’s links and navigation go through the host’s router', async () => {
    await markDocument(page);
    await page.getByTestId('orders-create').click();
    await expect(page).toHaveURL(/\/app\/orders\/create/);
    await page.getByTestId('create-order-back').click();
    await expect(page).toHaveURL(/\/app\/orders\/?(\?.*)?$/);
    await expectFirstRoute(page, orders);
    // the host's side menu, then another remote, still in the same document
    await shell.openFromMenu('find-product');
    await expectFirstRoute(page, sourcing);
    await expect(sourcing.page(page).locator('[class*="-rtl"]').first()).toBeVisible();
    await expectSameDocument(page);
  });

  await test.step('one copy of each, provided by the host and used by the remotes', async () => {
    for (const pkg of ['antd', 'react-router-dom']) {
      const copies = await loadedCopies(page, pkg);
      expect(copies, `${pkg}: one loaded copy`).toHaveLength(1);
      expect(copies[0], `${pkg}: the host's tree-shaken copy`).toMatchObject({
        from: 'host',
        shaken: true,
      });
      expect(copies[0]!.useIn, `${pkg}: used by host and remotes`).toEqual(
        expect.arrayContaining(['host', 'orders', 'sourcing']),
      );
    }
    expect(fallbacks, 'no full fallback copy was fetched').toEqual([]);
  });

  await test.step('the builds’ brotli copies reach the browser, from the host and the remotes', async () => {
    const hostOrigin = new URL(page.url()).origin;
    const brotliFrom = [...scriptEncodings]
      .filter(([, encodings]) => encodings.includes('br'))
      .map(([origin]) => origin);
    expect(brotliFrom, 'the host sent brotli').toContain(hostOrigin);
    expect(
      brotliFrom.filter((origin) => origin !== hostOrigin),
      'both remotes visited sent brotli',
    ).toHaveLength(2);
  });
});
