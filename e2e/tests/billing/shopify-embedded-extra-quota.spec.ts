import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { SandboxShopify } from '../../pages/sandbox-shopify';
import { SANDBOX_URLS } from '../../support/e2e-stack';
import { signUpNewMerchant } from '../../support/new-merchant';
import { connectShop } from '../order-center/order-setup';

/** The stand-in's shop of the embedded billing journeys; its merchant is new each run. */
const SHOP = 'omni-demo-boutique.myshopify.com';

/**
 * A merchant who uses the app inside the Shopify admin buys extra quota through Shopify's
 * one-time charge (ADR 036): Buy more in the usage popover, the pack, Shopify's approval page,
 * back on the billing page once Shopify has confirmed it — the usage shows the raised limit. A
 * second purchase declined on Shopify adds nothing, and the billing page says so.
 */
test('an embedded merchant buys extra imports through Shopify’s one-time charge approval', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const shopify = new SandboxShopify(SANDBOX_URLS.shopify);
  await shopify.freeShop(request, page, SHOP);

  await test.step('a new merchant connects the shop', async () => {
    await signUpNewMerchant(page, request, 'shopify-extra-quota');
    await connectShop(page, SHOP);
  });

  const app = page.frameLocator('#app-frame');
  await test.step('in the Shopify admin, the usage’s Buy more leads to the packs, billed by Shopify', async () => {
    await page.goto(shopify.adminAppUrl(SHOP));
    await expect(app.getByTestId('home-page')).toBeVisible({ timeout: 45_000 });
    await app.getByTestId('usage-button').click();
    await expect(app.getByTestId('usage-IMPORT_PRODUCT-count')).toHaveText(/ \/ 50$/);
    await app.getByTestId('usage-buy-more').click();
    const section = app.getByTestId('extra-quota');
    await expect(section).toContainText('Billed by Shopify once you approve it there', {
      timeout: 30_000,
    });
  });

  await test.step('one pack of imports: no wallet, then Shopify’s page for the one-time charge', async () => {
    await app.getByTestId('extra-quota-buy-IMPORT_PRODUCT').click();
    const dialog = app.getByTestId('buy-quota-dialog');
    await expect(dialog.getByTestId('buy-quota-shopify-note')).toContainText(
      'Your wallet is not used.',
    );
    await expect(dialog.getByTestId('buy-quota-units')).toHaveText('+100 Imported products');
    await expect(dialog.getByTestId('buy-quota-balance')).toHaveCount(0);
    await expectAccessible(page, {
      label: 'buy extra quota billed by Shopify',
      within: '#app-frame',
    });
    const confirm = dialog.getByTestId('buy-quota-confirm');
    await expect(confirm).toHaveText('Continue to Shopify');
    await confirm.click();

    // the admin's whole window goes to Shopify's page (it is never framed)
    await expect(page).toHaveURL(/\/admin\/charges\/\d+\/\d+\/ApplicationCharge\//);
    const approval = shopify.chargeApproval(page);
    await expect(approval.name).toHaveText('Extra quota: 100 product imports');
    await expect(approval.price).toHaveText('$5.00 USD one time');
    await expect(approval.test).toBeVisible();
    await approval.approve.click();
  });

  await test.step('back on the billing page: added once Shopify confirms, the usage shows 150', async () => {
    await expect(page).toHaveURL(
      /\/admin\/apps\/[^/]+\/app\/setting\/billing\?.*quota_purchase=[0-9a-f-]{36}.*charge_id=\d+/,
    );
    const notice = app.getByTestId('shopify-purchase-notice');
    await expect(notice).toHaveAttribute('data-state', 'paid', { timeout: 30_000 });
    await expect(notice).toContainText('Imported products: +100. Your limit is now 150 until');
    await expectAccessible(page, { label: 'Shopify purchase added', within: '#app-frame' });
    await app.getByTestId('usage-button').click();
    await expect(app.getByTestId('usage-IMPORT_PRODUCT-count')).toHaveText(/ \/ 150$/);
    await page.keyboard.press('Escape');
  });

  await test.step('a Ready2Sale pack declined on Shopify adds nothing, and the billing page says so', async () => {
    await app.getByTestId('extra-quota-buy-READY2SALE').click();
    await app.getByTestId('buy-quota-dialog').getByTestId('buy-quota-confirm').click();
    const approval = shopify.chargeApproval(page);
    await expect(approval.name).toHaveText('Ready2Sale add-on: 10 ready-to-sell products');
    await approval.decline.click();
    // Shopify shows its apps page, not the app
    await expect(page.getByTestId('charge-declined-notice')).toBeVisible();
    await page.goto(shopify.adminAppUrl(SHOP));
    await expect(app.getByTestId('home-page')).toBeVisible({ timeout: 45_000 });
    await app.getByTestId('usage-button').click();
    await app.getByTestId('usage-buy-more').click();
    await expect(app.getByTestId('shopify-purchase-notice')).toContainText(
      'You declined the purchase of Ready-to-sell products on Shopify. Nothing was charged or added.',
      { timeout: 30_000 },
    );
    const purchases = await shopify.appPurchases(request, SHOP);
    expect(purchases.map((p) => [p.name, p.status, p.test])).toEqual([
      ['Extra quota: 100 product imports', 'ACTIVE', true],
      ['Ready2Sale add-on: 10 ready-to-sell products', 'DECLINED', true],
    ]);
  });
});
