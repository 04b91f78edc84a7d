import { expect, test } from '@playwright/test';
// The amounts the app must show, formatted by the same code the app formats them with.
import { formatPrice, fromMinorUnits } from '../../../shared/src/money';
import { SandboxShopify } from '../../pages/sandbox-shopify';
import { SANDBOX_URLS } from '../../support/e2e-stack';
import { signUpNewMerchant } from '../../support/new-merchant';
import { connectShop } from '../order-center/order-setup';

/** The stand-in's shop of this journey alone; its merchant is new each run. */
const SHOP = 'omni-demo-boutique.myshopify.com';

const usd = (minor: number) => formatPrice(fromMinorUnits(minor, 'USD'), 'USD');

/**
 * A merchant who uses the app inside the Shopify admin pays through Shopify's Billing API (ADR
 * 024): the top bar's Upgrade, the plan chosen, Shopify's approval page, back in the app on the new
 * plan — then a plan change approved the same way replaces it.
 */
test('an embedded merchant upgrades through the Shopify stand-in’s billing approval', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const shopify = new SandboxShopify(SANDBOX_URLS.shopify);
  // a retry starts from a shop nobody has connected
  await shopify.freeShop(request, page, SHOP);

  await test.step('a new merchant connects the shop', async () => {
    await signUpNewMerchant(page, request, 'shopify-billing');
    await connectShop(page, SHOP);
  });

  const app = page.frameLocator('#app-frame');
  await test.step('in the Shopify admin, the top bar’s Upgrade leads to the plans', async () => {
    await page.goto(shopify.adminAppUrl(SHOP));
    await expect(app.getByTestId('home-page')).toBeVisible({ timeout: 45_000 });
    await app.getByTestId('upgrade-button').click();
    await expect(app.getByTestId('change-plan-page')).toBeVisible({ timeout: 30_000 });
  });

  await test.step('choosing Basic shows Shopify’s price, then Shopify’s approval page', async () => {
    await app.getByTestId('choose-plan-BASIC').click();
    const dialog = app.getByTestId('plan-change-dialog');
    await expect(dialog.getByTestId('plan-change-due')).toHaveText(usd(2990));
    await expect(dialog.getByTestId('plan-change-when')).toHaveText(
      'As soon as you approve it on Shopify',
    );
    await expect(dialog.getByTestId('plan-change-shopify-note')).toBeVisible();
    const confirm = dialog.getByTestId('plan-change-confirm');
    await expect(confirm).toHaveText('Continue to Shopify');
    await confirm.click();

    // the admin's whole window goes to Shopify's page (it is never framed)
    await expect(page).toHaveURL(/\/admin\/charges\/\d+\/\d+\/RecurringApplicationCharge\//);
    const approval = shopify.chargeApproval(page);
    await expect(approval.name).toHaveText('Basic (monthly)');
    await expect(approval.price).toHaveText('$29.90 USD every 30 days');
    // outside production every charge is a test charge
    await expect(approval.test).toBeVisible();
    await approval.approve.click();
  });

  await test.step('back in the app inside the admin, on Basic, billed by Shopify', async () => {
    await expect(page).toHaveURL(/\/admin\/apps\/[^/]+\/app\/setting\/billing\?.*charge_id=\d+/);
    await expect(app.getByTestId('current-plan')).toHaveText('Basic', { timeout: 30_000 });
    await expect(app.getByTestId('subscription-status')).toHaveText('Active');
    await expect(app.getByTestId('subscription-billed-by-shopify')).toBeVisible();
    await expect(app.getByTestId('update-card')).toHaveCount(0);
    await app.getByTestId('usage-button').click();
    await expect(app.getByTestId('usage-plan')).toHaveText('Basic');
    await expect(app.getByTestId('usage-IMPORT_PRODUCT-count')).toHaveText(/ \/ 500$/);
    await page.keyboard.press('Escape');
    // a paid plan has no Upgrade button any more
    await expect(app.getByTestId('upgrade-button')).toHaveCount(0);
  });

  await test.step('a change to Growth is approved on Shopify and replaces Basic at once', async () => {
    await app.getByTestId('change-plan-link').click();
    await app.getByTestId('choose-plan-GROWTH').click();
    const dialog = app.getByTestId('plan-change-dialog');
    await expect(dialog.getByTestId('plan-change-due')).toHaveText(usd(4990));
    await dialog.getByTestId('plan-change-confirm').click();
    const approval = shopify.chargeApproval(page);
    await expect(approval.name).toHaveText('Growth (monthly)');
    await expect(approval.replaces).toContainText('This replaces your current plan, Basic');
    await approval.approve.click();
    await expect(app.getByTestId('current-plan')).toHaveText('Growth', { timeout: 30_000 });
    await expect(app.getByTestId('subscription-status')).toHaveText('Active');
    const charges = await shopify.appSubscriptions(request, SHOP);
    expect(charges.map((charge) => [charge.name, charge.status, charge.test])).toEqual([
      ['Basic (monthly)', 'CANCELLED', true],
      ['Growth (monthly)', 'ACTIVE', true],
    ]);
  });
});
