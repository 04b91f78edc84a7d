import { expect, test } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce } from '../../pages/accessibility';
import { OrderCenterPage } from '../../pages/order-center-page';
import { SandboxCheckoutPage } from '../../pages/sandbox-payments';
import { SANDBOX_URLS } from '../../support/e2e-stack';
import {
  readyMerchant,
  customerOrders,
  fundWallet,
  importStockedProduct,
  pushToShop,
  walletBalance,
} from './order-setup';

/** The shop of the place-and-pay journey: its setup is reused when that journey ran first. */
const SHOP = 'omni-demo-gadgets.myshopify.com';
/** How far above the wallet balance the CJ order is priced (cents). */
const SHORTFALL = 5_000;
/** What the stand-in's CJ account holds at the start (sandbox/src/cj/app.ts): CJ is paid from it. */
const CJ_ACCOUNT_BALANCE = 1_000_000;

interface PaymentSetting {
  payment_behavior: string;
  pay_method: string;
}

test('under the auto payment preference a wallet short of the order total falls back to the card checkout: the order is placed and the wallet is untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await readyMerchant(page, request, SHOP);
  const product = await importStockedProduct(api, 'cj');
  const [variantId] = await pushToShop(api, request, SHOP, [product]);
  await fundWallet(api, request);

  const setting = await api.get<PaymentSetting>('orders/v6/payments/setting');
  await api.put('orders/v6/payments/setting', {
    payment_behavior: 'auto',
    pay_method: 'credit_card',
  });
  // CJ raises the product's price above the wallet balance (not above its own account's)
  const balance = await walletBalance(api);
  expect(balance).toBeGreaterThan(0);
  expect(balance + SHORTFALL).toBeLessThan(CJ_ACCOUNT_BALANCE / 2);
  const factor = (balance + SHORTFALL) / product.variantCost;
  const reprice = async (percent: number) =>
    expect(
      (
        await request.post(`${SANDBOX_URLS.cj}/_control/price`, {
          data: { pid: product.sourceProductId, percent },
        })
      ).ok(),
    ).toBe(true);
  const { order, orderId } = await customerOrders(api, request, SHOP, [variantId!]);
  const center = new OrderCenterPage(page);
  await reprice((factor - 1) * 100);
  try {
    await center.goto();
    await center.search(String(order.id));
    const row = center.row(orderId);
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByTestId('order-select').check();
    await page.getByTestId('order-bulk-place').click();
    await expect(center.placeDialog.getByText('CJ Dropshipping', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await center.placeDialog.getByRole('button', { name: 'Confirm (1)' }).click();
    const entry = center.progress.getByTestId('placement-entry');
    await expect(entry).toHaveAttribute('data-status', 'success', { timeout: 90_000 });
  } finally {
    await reprice((1 / factor - 1) * 100);
  }

  // pay: the dialog says the card pays what the wallet cannot; the checkout opens in a new window
  await center.openSection('payment', 'waiting_payment');
  const waiting = center.row(orderId);
  await expect(waiting).toBeVisible({ timeout: 30_000 });
  await waiting.getByTestId('order-pay').click();
  await expect(center.payDialog).toContainText(
    'Paid from your wallet; if the balance is short, by credit card.',
  );
  const checkoutOpened = page.context().waitForEvent('page');
  await center.payDialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(center.payDialog.getByTestId('payment-result')).toContainText(
    'The credit card payment page opened in a new window.',
  );
  await expectAccessible(page, {
    label: 'pay dialog, the card pays the rest',
    within: '[role="dialog"]',
  });
  const checkoutPage = await checkoutOpened;
  const checkout = new SandboxCheckoutPage(checkoutPage);
  await expect(checkoutPage).toHaveURL(new RegExp(`^${SANDBOX_URLS.payments}/pay/`));
  await checkout.pay();
  // the checkout returns to the app, which settles the payment
  await expect(checkoutPage.getByTestId('payment-confirmation-page')).toContainText('Paid $', {
    timeout: 30_000,
  });
  await expectAccessibleOnce(checkoutPage, { label: 'payment confirmation, paid by card' });
  await checkoutPage.close();
  await center.payDialog.getByRole('button', { name: 'Done' }).click();

  // Payment / Order placed (CJ paid from its account); the wallet kept every cent
  await center.openSection('payment', 'order_placed');
  const paid = center.row(orderId);
  await expect(paid).toBeVisible({ timeout: 30_000 });
  await expect(center.cell(paid, 'status')).toContainText('Order placed');
  expect(await walletBalance(api)).toBe(balance);
  await api.put('orders/v6/payments/setting', setting);
});
