import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce } from '../../pages/accessibility';
import { FindProductPage, ProductCardView } from '../../pages/find-product-page';
import { ImportListPage } from '../../pages/import-list-page';
import { expectFocusTrapped } from '../../pages/keyboard';
// The amounts the app must show, formatted by the same code the app formats them with.
import { formatPrice, fromMinorUnits } from '../../../shared/src/money';
import {
  DECLINED_CARD,
  SandboxCheckoutPage,
  SandboxPaymentsControl,
} from '../../pages/sandbox-payments';
import { importIdOf } from '../../support/catalogue-imports';
import { signUpNewMerchant } from '../../support/new-merchant';
import { logInAsDemo } from '../../support/session';
import { merchantApi } from '../order-center/order-setup';

const usd = (minor: number) => formatPrice(fromMinorUnits(minor, 'USD'), 'USD');

/**
 * Pays Basic's first month in the stand-in's Checkout (the plan-change dialog confirmed), then
 * checks the billing page and the usage popover: the plan active, its import limit shown.
 */
async function payForBasic(page: Page, importCount: string | RegExp): Promise<void> {
  const checkout = new SandboxCheckoutPage(page);
  await checkout.expectOpen(usd(2990));
  await checkout.pay();

  await expect(page).toHaveURL(/\/app\/setting\/billing\?checkout=success/);
  await expect(page.getByTestId('current-plan')).toHaveText('Basic');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await page.getByTestId('usage-button').click();
  await expect(page.getByTestId('usage-plan')).toHaveText('Basic');
  await expect(page.getByTestId('usage-IMPORT_PRODUCT-count')).toHaveText(importCount);
  await page.keyboard.press('Escape');
}

interface Usage {
  features: Record<string, { limit: number; usage: number }>;
}

/**
 * Issue 12 §4: a plan chosen on the public pricing page lifts the import quota at once. A merchant
 * of its own, so the free plan's 50 imports can be used up without touching the demo merchant's
 * plan or imports (the journeys below): used up the way a merchant uses them, one real import
 * through the API each, then the 51st, from a find-product card, is refused with the quota
 * message; after paying for Basic (500) in the payments stand-in the same card imports.
 */
test('a plan chosen on the pricing page lifts the import quota: the import refused on the free plan goes through', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signUpNewMerchant(page, request, 'plan-imports');
  const api = await merchantApi(page, request);
  const imports = async () =>
    (await api.post<Usage>('payments/quota/calc-usage')).features.IMPORT_PRODUCT!;
  expect(await imports(), 'a new merchant starts on the free plan').toEqual(
    expect.objectContaining({ limit: 50, usage: 0 }),
  );

  // the card the merchant will import past the limit: the first of find product's first page
  const findProduct = new FindProductPage(page);
  await findProduct.goto();
  await findProduct.expectResults();
  const targetId = await findProduct.freshCard().productId();
  const target = new ProductCardView(findProduct.grid.getByTestId(`product-card-${targetId}`));
  const name = ((await target.name.textContent()) ?? '').trim();

  const found = await api.get<{ items: { source_product_id: string }[] }>(
    'center/products/find?source=omni&ship_to=US&page_size=60',
  );
  const others = found.items.map((item) => item.source_product_id).filter((id) => id !== targetId);
  expect(others.length).toBeGreaterThanOrEqual(50);
  for (const productId of others.slice(0, 50))
    await api.post('center/products/import/omni', { product_id: productId, ship_to: 'US' });
  expect(await imports()).toEqual(expect.objectContaining({ limit: 50, usage: 50 }));

  await findProduct.goto();
  await target.importButton.click();
  await expect(page.getByTestId(`import-error-${targetId}`)).toContainText(
    'You have exceeded your listing product quota (50/50).',
  );
  await expect(page.getByTestId('quota-banner')).toContainText('Used 50 of 50.');
  await expect(target.importButton).toHaveAttribute('data-state', 'error');
  expect((await imports()).usage, 'the refused import counted nothing').toBe(50);
  await expectAccessibleOnce(page, { label: 'find product, an import refused for the quota' });

  await page.goto('/public/pricing');
  await page.getByTestId('pricing-choose-BASIC').click();
  await expect(page).toHaveURL(/\/app\/setting\/billing-plan\/change-plan\?plan=BASIC$/);
  const dialog = page.getByTestId('plan-change-dialog');
  await expect(dialog.getByTestId('plan-change-due')).toHaveText(usd(2990));
  await dialog.getByTestId('plan-change-confirm').click();
  // the subscription's period is a new billing period, counted from zero (ADR 013)
  await payForBasic(page, '0 / 500');

  // the import past the free plan's limit, from the same card: the 51st in the list
  await findProduct.goto();
  await target.importButton.click();
  await expect(target.importButton).toHaveAttribute('data-state', 'imported', { timeout: 30_000 });
  expect(await imports()).toEqual(expect.objectContaining({ limit: 500, usage: 1 }));
  const list = new ImportListPage(page);
  await list.goto();
  expect(await list.total()).toBe(51);
  await importIdOf(list, name);
});

/**
 * Billing as the demo merchant meets it: a free plan's quota refusing a lookup with its upgrade
 * message, a first plan through the payments stand-in's subscription Checkout, a prorated
 * upgrade to a yearly plan, a renewal the card declines (grace), a wallet top-up credited by
 * its webhook, and extra imports for the period paid from that wallet. Serial: each step starts
 * from the plan and the wallet the one before left.
 */
test.describe.serial('billing', () => {
  /** A product of the own catalogue whose similar products the free plan ran out of. */
  let productId = '';

  test('on the free plan, similar products past the quota show the upgrade message', async ({
    page,
  }) => {
    await logInAsDemo(page);
    const api = await merchantApi(page, page.request);
    const found = await api.get<{ items: { source_product_id: string }[] }>(
      'center/products/find?source=omni&ship_to=US&page_size=1',
    );
    productId = found.items[0]!.source_product_id;
    const usage = await api.post<{ features: Record<string, { limit: number; usage: number }> }>(
      'payments/quota/calc-usage',
    );
    const { limit, usage: used } = usage.features.FIND_SIMILAR_PRODUCT!;
    expect(limit, 'the demo merchant starts on the free plan').toBe(5);
    for (let lookup = used; lookup < limit; lookup += 1)
      await api.post(`ah/research/products/${productId}/similar-products`, { limit: 1 });

    await page.goto(`/app/find-product/omni/detail/${productId}/US`);
    await page.getByRole('tab', { name: 'Similar products' }).click();
    const refused = page.getByTestId('research-quota-exceeded');
    await expect(refused).toContainText('Upgrade your plan to access all data without any limits.');
    await expect(refused).toContainText('5 of 5 used this period.');
    await expectAccessibleOnce(page, { label: 'similar products past the quota' });
    await refused.getByTestId('research-quota-exceeded-upgrade').click();
    await expect(page.getByTestId('change-plan-page')).toBeVisible();
    await expectAccessibleOnce(page);
  });

  test('a plan bought through Checkout, then an upgrade to yearly with its proration shown first', async ({
    page,
  }) => {
    await logInAsDemo(page);

    await page.getByTestId('usage-button').click();
    // the link moves down when the usage replaces its placeholder: click it once it has
    await expect(page.getByTestId('usage-IMPORT_PRODUCT-count')).toBeVisible();
    await page.getByTestId('usage-change-plan').click();
    await expect(page).toHaveURL(/\/app\/setting\/billing-plan\/change-plan$/);

    const choose = page.getByTestId('choose-plan-BASIC');
    const dialog = page.getByTestId('plan-change-dialog');
    // the test id is on antd's modal root, never visible itself: the dialog is inside it
    await expectFocusTrapped(page, { opener: choose, dialog: dialog.getByRole('dialog') });
    await choose.click();
    await expect(dialog.getByTestId('plan-change-due')).toHaveText(usd(2990));
    await expect(dialog.getByTestId('plan-change-when')).toHaveText(
      'As soon as the payment is confirmed',
    );
    await expectAccessible(page, { label: 'plan change dialog', within: '[role="dialog"]' });
    await dialog.getByTestId('plan-change-confirm').click();
    await payForBasic(page, / \/ 500$/);
    // the new plan's quota applies at once
    await page.goto(`/app/find-product/omni/detail/${productId}/US`);
    await page.getByRole('tab', { name: 'Similar products' }).click();
    await expect(page.getByTestId('research-similar')).toBeVisible();
    await page.goto('/app/setting/billing');

    await page.getByTestId('change-plan-link').click();
    await page.getByTestId('plan-cycle-option-yearly').click();
    await page.getByTestId('choose-plan-GROWTH_YEARLY').click();
    // A new interval starts a new period: the yearly price, less the unused month.
    await expect(dialog.getByTestId('plan-change-credit')).toHaveText(/^\$29\.\d\d$/);
    await expect(dialog.getByTestId('plan-change-due')).toHaveText(/^\$4\d\d\.\d\d$/);
    await expect(dialog.getByTestId('plan-change-when')).toHaveText('Now');
    const due = (await dialog.getByTestId('plan-change-due').innerText()).trim();
    await dialog.getByTestId('plan-change-confirm').click();
    await expect(dialog).toBeHidden();

    await page.goto('/app/setting/billing');
    await expect(page.getByTestId('current-plan')).toHaveText('Growth');
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
    // exactly the previewed proration was charged
    await expect(page.getByTestId('invoice-amount').first()).toHaveText(due);
  });

  test('a renewal the card declines: the grace banner, the plan kept until it ends', async ({
    page,
  }) => {
    await logInAsDemo(page);
    const control = new SandboxPaymentsControl(page);
    const subscription = await control.subscriptionFor('GROWTH_YEARLY');
    await control.renew(subscription.id, DECLINED_CARD);

    // the settings menu's billing entry
    await page.goto('/app/setting/billing-plan');
    await expect(page).toHaveURL(/\/app\/setting\/billing$/);
    await expect(page.getByTestId('grace-banner')).toContainText('Your last payment failed');
    await expect(page.getByTestId('grace-banner')).toContainText('moves to the free plan');
    await expect(page.getByTestId('current-plan')).toHaveText('Growth');
    await expect(page.getByTestId('subscription-status')).toHaveText('Payment failed');
    await expect(page.getByTestId('invoice-status').first()).toHaveText('Payment failed');
    await expectAccessibleOnce(page, { label: 'billing, a renewal declined (grace)' });
  });

  test('a wallet top-up paid in the stand-in: the exact balance, the chart and the ledger entries', async ({
    page,
  }) => {
    await logInAsDemo(page);
    const api = await merchantApi(page, page.request);
    const before = await api.get<{ total_balance: number; balance_bonus: number }>(
      'payments/user/wallets',
    );
    const chartBefore = await api.get<{ points: { credited: number; debited: number }[] }>(
      'payments/user/wallets/chart-summary?days=30',
    );
    const sum = (key: 'credited' | 'debited') =>
      chartBefore.points.reduce((total, point) => total + point[key], 0);
    /** The chart's description: the 30 days' money in and out and the closing balance. */
    const chartSummary = (credited: number, balance: number) =>
      `In this period: money in ${usd(credited)}, money out ${usd(sum('debited'))}, closing balance ${usd(balance)}.`;

    await page.goto('/app/setting/wallet');
    const chart = page.getByTestId('wallet-chart').getByRole('img', { name: 'Balance over time' });
    await expect(chart).toHaveAccessibleDescription(
      chartSummary(sum('credited'), before.total_balance),
    );
    const policy = page.getByTestId('wallet-policy');
    await expect(policy.or(page.getByTestId('wallet-topup-submit'))).toBeVisible();
    if (await policy.isVisible()) {
      await page.getByTestId('wallet-policy-checkbox').check();
      await page.getByTestId('wallet-policy-accept').click();
    }
    // by test id: the automatic recharge card has an Amount field too
    await page.getByTestId('wallet-topup-amount').fill('1234.56');
    await page.getByTestId('wallet-topup-submit').click();

    const checkout = new SandboxCheckoutPage(page);
    await checkout.expectOpen(usd(123_456));
    await checkout.pay();

    await expect(page).toHaveURL(/\/app\/setting\/wallet\?checkout=success/);
    await expect(page.getByTestId('wallet-checkout-result')).toHaveText(
      'Your top-up has been credited.',
    );
    // 3 % bonus from $1,000 (GET orders/v7/wallet/bonus), rounded down to the cent
    const bonus = Math.floor((123_456 * 3) / 100);
    await expect(page.getByTestId('wallet-total')).toContainText(
      usd(before.total_balance + 123_456 + bonus),
    );
    await expect(page.getByTestId('wallet-bonus-balance')).toContainText(
      usd(before.balance_bonus + bonus),
    );
    // the chart drew the day's new money in: its description says so
    await expect(chart).toHaveAccessibleDescription(
      chartSummary(sum('credited') + 123_456 + bonus, before.total_balance + 123_456 + bonus),
    );
    const amounts = page
      .getByTestId('wallet-transaction-list')
      .getByTestId('wallet-transaction-amount');
    await expect(amounts.filter({ hasText: `+${usd(123_456)}` })).not.toHaveCount(0);
    await expect(amounts.filter({ hasText: `+${usd(bonus)}` })).not.toHaveCount(0);
    await expectAccessibleOnce(page, { label: 'wallet after a top-up' });
  });

  test('more imports for this period, bought from the wallet through the usage popover', async ({
    page,
  }) => {
    await logInAsDemo(page);
    const api = await merchantApi(page, page.request);
    const before = await api.get<{ total_balance: number }>('payments/user/wallets');
    const usage = await api.post<{ features: Record<string, { limit: number; usage: number }> }>(
      'payments/quota/calc-usage',
    );
    const imports = usage.features.IMPORT_PRODUCT!;

    await page.getByTestId('usage-button').click();
    await expect(page.getByTestId('usage-IMPORT_PRODUCT-count')).toBeVisible();
    await page.getByTestId('usage-buy-more').click();
    await expect(page).toHaveURL(/\/app\/setting\/billing#extra-quota$/);
    const offer = page.getByTestId('extra-quota-IMPORT_PRODUCT');
    await expect(offer).toContainText(`${imports.usage} of ${imports.limit} used this period`);
    const buyMore = offer.getByRole('button', { name: 'Buy more: Imported products' });
    const dialog = page.getByTestId('buy-quota-dialog');
    await expectFocusTrapped(page, { opener: buyMore, dialog: dialog.getByRole('dialog') });
    await buyMore.click();

    await expect(dialog.getByTestId('buy-quota-balance')).toHaveText(usd(before.total_balance));
    await expectAccessible(page, { label: 'buy extra quota dialog', within: '[role="dialog"]' });
    await dialog.getByLabel('Packs').fill('2');
    await expect(dialog.getByTestId('buy-quota-units')).toHaveText('+200 Imported products');
    await expect(dialog.getByTestId('buy-quota-total')).toHaveText(usd(1000));
    await dialog.getByRole('button', { name: `Pay ${usd(1000)} from the wallet` }).click();
    await expect(dialog).toBeHidden();

    await expect(offer).toContainText(
      `${imports.usage} of ${imports.limit + 200} used this period`,
    );
    await page.getByTestId('usage-button').click();
    await expect(page.getByTestId('usage-IMPORT_PRODUCT-count')).toHaveText(
      `${imports.usage} / ${imports.limit + 200}`,
    );
    const after = await api.get<{ total_balance: number }>('payments/user/wallets');
    expect(after.total_balance, 'exactly the two packs were taken from the wallet').toBe(
      before.total_balance - 1000,
    );
  });
});
