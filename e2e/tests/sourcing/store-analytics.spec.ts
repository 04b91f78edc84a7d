import { expect, test } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { StoreAnalyticsPage } from '../../pages/store-analytics-page';
import { FIXTURE_STORE_ORIGIN, startFixtureStore } from '../../support/fixture-store';
import { logInAsDemo } from '../../support/session';

let store: Awaited<ReturnType<typeof startFixtureStore>>;
test.beforeAll(async () => {
  store = await startFixtureStore();
});
test.afterAll(async () => {
  await store?.close();
});

test('store analysis of a storefront served locally: shop info, theme, apps, products', async ({
  page,
}) => {
  await logInAsDemo(page);
  const analytics = new StoreAnalyticsPage(page);
  await analytics.goto();

  await analytics.analyseStore(`${FIXTURE_STORE_ORIGIN}/`);
  await expect(analytics.shopInfo).toBeVisible();
  await expect(page.getByTestId('shop-name')).toHaveText('Lumen & Co');
  await expect(page.getByTestId('theme-name')).toContainText('Dawn');
  await expect(analytics.shopInfo).toContainText('lumen-co.myshopify.com');
  await expect(analytics.shopInfo).toContainText('https://facebook.com/lumenandco');

  // The vendor's own apps first, then the rest; each app once.
  await expect(analytics.apps.first()).toHaveAttribute('data-app', 'Omni Reviews');
  const names = await analytics.appNames();
  expect(names.slice(0, 2)).toEqual(['Omni Reviews', 'Omni Shipping & Offers']);
  expect(names).toEqual(expect.arrayContaining(['Judge.me', 'Tidio', 'Google Analytics']));
  expect(new Set(names).size).toBe(names.length);

  // Competitor products: the marketplace-pictured one is left out.
  await expect(analytics.products).toHaveText(['Moon lamp 3D', 'Bamboo desk lamp']);
  await expectAccessibleOnce(page, { label: 'store analysis results' });

  // A private address is refused by the guarded client: an explanation, no crash, input kept.
  await analytics.analyseStore('http://169.254.169.254/latest/meta-data/');
  await expect(page.getByTestId('scan-outcome')).toBeVisible();
  await expect(analytics.address).toHaveValue('http://169.254.169.254/latest/meta-data/');
});
