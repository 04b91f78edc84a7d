import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { ImportListPage } from '../../pages/import-list-page';
import { ProductEditorPage } from '../../pages/product-editor-page';
import { openFindProduct } from '../../support/catalogue-imports';
import { e2eConfig } from '../../support/e2e-stack';
import { logInAsDemo, sessionToken } from '../../support/session';
import { merchantApi } from '../order-center/order-setup';

/** Pages the audit of issue 15 covered, and the pages built since (import list, editor, ...). */
const PUBLIC_PAGES = ['/login', '/signup', '/public/pricing'];
const APP_PAGES = [
  '/app',
  '/app/find-product',
  '/app/find-product/experts-choice',
  '/app/find-product/favorite-supplier',
  '/app/find-product/image',
  '/app/pod-product',
  '/app/notifications',
  '/app/channel',
  '/app/setting/account',
  '/app/store-analytics',
  '/app/orders',
  '/app/products-import',
  '/app/products-center',
  '/app/setting/order/order-placement',
  '/app/setting/omni-fulfillment',
  '/app/setting/billing',
  '/app/setting/integration',
  '/app/setting/integration/ai-writing',
];

/**
 * Both layouts and both directions, in two passes rather than four: the desktop pass in English,
 * the phone pass in Arabic (right to left, the other script and the longest labels' neighbours).
 */
const VIEWS = [
  { name: 'desktop, English', language: 'en', viewport: { width: 1280, height: 800 } },
  { name: 'phone, Arabic', language: 'ar', viewport: { width: 390, height: 844 } },
] as const;

/** Waits until the page's requests are done and no skeleton or spinner is left. */
async function settle(page: Page): Promise<void> {
  // best effort: on a busy machine, right after the stack starts, the first page's requests can
  // stay open past any sensible wait; the skeletons and spinners below are what must be gone
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(
    page.locator('.ant-skeleton-active, .ant-spin-spinning, .omni-area-loading'),
  ).toHaveCount(0, {
    timeout: 30_000,
  });
}

async function check(page: Page, language: string, label?: string): Promise<void> {
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  // once per run: a journey that checked this page (same path or label, language, layout)
  // before the sweep, or checks it after, does not pay for it twice. In Arabic the check also
  // fails on any icon, ours or antd's own, read out by its English name (issue 15).
  await expectAccessibleOnce(page, label ? { label } : {});
}

/** The signed-in app takes the account's language over the device's: the account's is set. */
async function setAccountLanguage(page: Page, request: APIRequestContext, language: string) {
  const response = await request.put(`${e2eConfig.urls.api}/auth/account/set-language`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: { language },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

for (const view of VIEWS) {
  test(`no serious or critical axe finding on any built page (${view.name})`, async ({
    page,
    request,
  }) => {
    // every built page, each scanned by axe: at load (about 20 s a scan then) it outran 300 s in
    // the session-11 verification run; axe's legacy mode (session 12) cut a scan to a third or a
    // fifth, and the limit is kept for a loaded machine
    test.setTimeout(600_000);
    await page.setViewportSize(view.viewport);
    await page.addInitScript((language) => {
      window.localStorage.setItem('omni_language', language);
    }, view.language);

    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await check(page, view.language);
    }
    await logInAsDemo(page);
    await setAccountLanguage(page, request, view.language);
    try {
      for (const path of APP_PAGES) {
        await page.goto(path);
        await check(page, view.language);
      }

      // on a desktop the card opens the detail in a new tab: the same page, followed here
      const findProduct = await openFindProduct(page);
      await page.goto(
        (await findProduct.cards.first().getByTestId('card-name').getAttribute('href'))!,
      );
      await check(page, view.language, 'product detail');

      // the catalogue's own pages run in the page's direction (right to left in Arabic)
      const direction = (testId: string) =>
        page.getByTestId(testId).evaluate((element) => getComputedStyle(element).direction);
      const list = new ImportListPage(page);
      await list.goto();
      expect(await direction('import-list-page')).toBe(view.language === 'ar' ? 'rtl' : 'ltr');
      // the editor of the demo's import of over 100 variants, whatever other journeys imported
      // before: its pricing table has antd's own pager, whose arrows antd names "left", "right"
      const imports = await (
        await merchantApi(page, request)
      ).get<{ items: { id: string; variant_count: number }[] }>(
        'center/products/import/listing?page_size=100',
      );
      const paged = imports.items.find((item) => item.variant_count > 50);
      expect(paged, 'the demo import of over 100 variants').toBeDefined();
      await new ProductEditorPage(page).goto(paged!.id);
      await expect(
        page.getByTestId('editor-section-pricing').locator('.ant-pagination'),
      ).toBeVisible();
      await check(page, view.language, 'product editor, a paged pricing table');
      expect(await direction('product-editor')).toBe(view.language === 'ar' ? 'rtl' : 'ltr');
      expect(await direction('editor-title')).toBe(view.language === 'ar' ? 'rtl' : 'ltr');
    } finally {
      // the other journeys share the demo account and read English
      await setAccountLanguage(page, request, 'en');
    }
  });
}
