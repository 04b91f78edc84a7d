import { expect, test, type Page } from '@playwright/test';
// The amounts the app must show, formatted by the same code the app formats them with.
import { formatPrice, fromMinorUnits } from '../../../shared/src/money';
import {
  DECLINED_CARD,
  SandboxCheckoutPage,
  SandboxPaymentsControl,
} from '../../pages/sandbox-payments';
import { e2eConfig } from '../../support/e2e-stack';
import { logInAsDemo, sessionToken, storedIds } from '../../support/session';

const usd = (minor: number) => formatPrice(fromMinorUnits(minor, 'USD'), 'USD');

/**
 * Billing as the demo merchant pays: a first plan through the payments stand-in's subscription
 * Checkout, a prorated upgrade to a yearly plan, a renewal the card declines (grace), and a
 * wallet top-up credited by its webhook. Serial: the renewal is the upgraded plan's.
 */
test.describe.serial('billing', () => {
  test('a plan bought through Checkout, then an upgrade to yearly with its proration shown first', async ({
    page,
  }) => {
    await logInAsDemo(page);

    await page.getByTestId('usage-button').click();
    await page.getByTestId('usage-change-plan').click();
    await expect(page).toHaveURL(/\/app\/setting\/billing-plan\/change-plan$/);

    await page.getByTestId('choose-plan-BASIC').click();
    const dialog = page.getByTestId('plan-change-dialog');
    await expect(dialog.getByTestId('plan-change-due')).toHaveText(usd(2990));
    await expect(dialog.getByTestId('plan-change-when')).toHaveText(
      'As soon as the payment is confirmed',
    );
    await dialog.getByTestId('plan-change-confirm').click();

    const checkout = new SandboxCheckoutPage(page);
    await checkout.expectOpen(usd(2990));
    await checkout.pay();

    await expect(page).toHaveURL(/\/app\/setting\/billing\?checkout=success/);
    await expect(page.getByTestId('current-plan')).toHaveText('Basic');
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
    await page.getByTestId('usage-button').click();
    await expect(page.getByTestId('usage-plan')).toHaveText('Basic');
    await expect(page.getByTestId('usage-IMPORT_PRODUCT-count')).toHaveText(/ \/ 500$/);
    await page.keyboard.press('Escape');

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
  });

  test('a wallet top-up paid in the stand-in: the exact balance and its ledger entries', async ({
    page,
  }) => {
    await logInAsDemo(page);
    const before = await walletBalances(page);

    await page.goto('/app/setting/wallet');
    const policy = page.getByTestId('wallet-policy');
    await expect(policy.or(page.getByTestId('wallet-topup-submit'))).toBeVisible();
    if (await policy.isVisible()) {
      await page.getByTestId('wallet-policy-checkbox').check();
      await page.getByTestId('wallet-policy-accept').click();
    }
    await page.getByLabel('Amount').fill('1234.56');
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
    const amounts = page
      .getByTestId('wallet-transaction-list')
      .getByTestId('wallet-transaction-amount');
    await expect(amounts.filter({ hasText: `+${usd(123_456)}` })).not.toHaveCount(0);
    await expect(amounts.filter({ hasText: `+${usd(bonus)}` })).not.toHaveCount(0);
  });
});

async function walletBalances(
  page: Page,
): Promise<{ total_balance: number; balance_bonus: number }> {
  const token = await sessionToken(page);
  const { workspaceId } = await storedIds(page);
  const response = await page.request.get(`${e2eConfig.urls.api}/payments/user/wallets`, {
    headers: { authorization: `Bearer ${token}`, 'workplace-id': workspaceId ?? '' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { total_balance: number; balance_bonus: number } })
    .data;
}
