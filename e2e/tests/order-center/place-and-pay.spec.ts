import { expect, test, type APIRequestContext } from '@playwright/test';
import { SANDBOX_URLS } from '../../support/e2e-stack';
import { expectAccessible } from '../../pages/accessibility';
import { expectFocusTrapped } from '../../pages/keyboard';
import { OrderCenterPage } from '../../pages/order-center-page';
import {
  readyMerchant,
  customerOrders,
  fundWallet,
  importStockedProduct,
  pushToShop,
} from './order-setup';

/** The stand-in's second shop (the push journey's too); the first belongs to the channels journey. */
const SHOP = 'omni-demo-gadgets.myshopify.com';
/** More units than a stand-in supplier holds of any variant (at most 2,400). */
const MORE_THAN_ANY_STOCK = 5_000;

/** Every AliExpress order creation answers `code` until cleared with '' (the stand-in's control). */
async function refuseAliExpressOrders(request: APIRequestContext, code: string) {
  const answer = await request.post(`${SANDBOX_URLS.aliexpress}/_control/refuse-orders`, {
    data: { code },
  });
  expect(answer.ok()).toBe(true);
}

/** The number of the AliExpress order the stand-in holds for this Omni order (any reference). */
async function aliExpressOrderOf(request: APIRequestContext, orderId: string) {
  const state = (await (await request.get(`${SANDBOX_URLS.aliexpress}/_control/state`)).json()) as {
    orders: { orderId: string; outOrderId: string }[];
  };
  const held = state.orders.filter((o) => o.outOrderId.startsWith(`${orderId}-aliexpress-`));
  expect(held).toHaveLength(1);
  return held[0]!.orderId;
}

// a failing run must not leave AliExpress refusing the next journeys' orders
test.afterEach(({ request }) => refuseAliExpressOrders(request, ''));

test('a customer orders two pushed products in the Shopify stand-in; the merchant finds the order under New orders, places it with CJ and AliExpress in bulk, marks the supplier orders failed and places them again, records by hand the number of the AliExpress order AliExpress says it already has, pays from the wallet, finds the debit in the transaction logs and sees the supplier order numbers', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await readyMerchant(page, request, SHOP);
  const products = [
    await importStockedProduct(api, 'cj'),
    await importStockedProduct(api, 'aliexpress'),
  ];
  const variantIds = await pushToShop(api, request, SHOP, products);
  await fundWallet(api, request);

  // the customer checks out in the shop: the orders/create webhook brings the order in
  const { order, orderId } = await customerOrders(api, request, SHOP, variantIds);

  // New orders: the row with the columns of the placement table
  const center = new OrderCenterPage(page);
  await center.goto();
  await center.search(String(order.id));
  const row = center.row(orderId);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('order-detail-link')).toHaveText(order.name);
  // polled: the header row is drawn again when the saved column choice arrives
  await expect
    .poll(() => center.columns())
    .toEqual([
      'Order ID',
      'Order info',
      'Items',
      'Selling price',
      'Product cost',
      'Shipping cost',
      'Shipping time',
      'Action',
    ]);
  for (const product of products)
    await expect(center.cell(row, 'items')).toContainText(product.title.slice(0, 30));
  await expect(center.cell(row, 'order_info')).toContainText('Ava Thompson');
  // the shop sells in euros
  await expect(center.cell(row, 'selling_price')).toContainText('€');
  // before placing, the product cost is the imports' supplier costs (one of each, in dollars)
  const importedCost = products.reduce((sum, product) => sum + product.variantCost, 0);
  await expect(center.cell(row, 'product_cost')).toHaveText(
    `≈ $${(importedCost / 100).toFixed(2)}`,
  );

  await expectAccessible(page, { label: 'order center, New orders' });

  // select it and place in bulk: the preview prices it with both suppliers
  await row.getByTestId('order-select').check();
  await page.getByTestId('order-bulk-place').click();
  await expect(center.placeDialog).toBeVisible();
  const quotes = center.placeDialog.getByRole('row');
  await expect(center.placeDialog.getByText('CJ Dropshipping', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(center.placeDialog.getByText('AliExpress', { exact: true })).toBeVisible();
  await expect(quotes.filter({ hasText: '$' })).toHaveCount(2);
  await expectAccessible(page, { label: 'place orders dialog', within: '[role="dialog"]' });
  await center.placeDialog.getByRole('button', { name: 'Confirm (2)' }).click();

  // progress: one entry per supplier, processing to success with the supplier's order number
  await expect(center.placeDialog).toBeHidden();
  const entries = center.progress.getByTestId('placement-entry');
  await expect(entries).toHaveCount(2);
  for (const n of [0, 1])
    await expect(entries.nth(n)).toHaveAttribute('data-status', 'success', { timeout: 90_000 });
  const placedFirst = (
    await center.progress.getByTestId('source-order-number').allTextContents()
  ).map((text) => text.replace(/^.*:\s*/, ''));
  expect(placedFirst).toHaveLength(2);

  // the supplier orders went wrong: in the detail the merchant marks them failed and places again
  await center.openSection('payment', 'waiting_payment');
  await expect(center.row(orderId)).toBeVisible({ timeout: 30_000 });
  await center.row(orderId).getByTestId('order-detail-link').click();
  const supplierOrders = page.getByTestId('order-source-orders');
  const sourceOrders = supplierOrders.getByTestId('source-order');
  await expect(sourceOrders).toHaveCount(2, { timeout: 30_000 });
  await supplierOrders.getByTestId('placement-mark-failed').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Mark as failed' }).click();
  await expect(
    supplierOrders.locator('[data-testid="source-order"][data-status="error"]'),
  ).toHaveCount(2);
  // placed again, AliExpress answers that it already has the order (REPEATED_ORDER_ERROR)
  await refuseAliExpressOrders(request, 'REPEATED_ORDER_ERROR');
  await supplierOrders.getByTestId('placement-recreate').click();
  const cjOrder = sourceOrders.filter({ hasText: 'CJ Dropshipping' });
  const aeOrder = sourceOrders.filter({ hasText: 'AliExpress' });
  await expect(cjOrder).toHaveAttribute('data-status', 'success', { timeout: 90_000 });
  await expect(aeOrder).toHaveAttribute('data-status', 'error', { timeout: 90_000 });
  await refuseAliExpressOrders(request, '');
  await expect(aeOrder).toContainText('AliExpress already has an order');
  // no number is invented for it; our reference is shown to look it up on AliExpress
  await expect(aeOrder.getByTestId('source-order-number-missing')).toHaveText('—');
  const reference = (await aeOrder.getByTestId('source-order-reference').textContent()) ?? '';
  expect(reference).toMatch(new RegExp(`^${orderId}-aliexpress-\\d+$`));
  // the merchant finds this order's AliExpress order there (the stand-in refused by its control,
  // so the one it holds is the first placement's) and records its number
  const found = await aliExpressOrderOf(request, orderId);
  await supplierOrders.getByTestId('record-order-number').click();
  const recordNumber = page.getByRole('dialog', { name: 'Record the supplier order number' });
  await expect(recordNumber.getByTestId('record-order-number-hint')).toContainText(reference);
  await expectAccessible(page, {
    label: 'record supplier order number',
    within: '[role="dialog"]',
  });
  await recordNumber.getByLabel('Supplier order number').fill(found);
  await recordNumber.getByRole('button', { name: 'Save number' }).click();
  await expect(recordNumber).toBeHidden();
  await expect(aeOrder).toHaveAttribute('data-status', 'success');
  await expect(aeOrder.getByTestId('source-order-numbers')).toHaveText(found);
  await expect(page.getByTestId('order-log')).toContainText(
    `Supplier order number set to ${found}`,
  );
  const numbers = (
    await supplierOrders.getByTestId('source-order-numbers').allTextContents()
  ).flatMap((text) => text.replace(/^.*:\s*/, '').split(', '));
  expect(numbers).toHaveLength(2);
  // CJ placed again under a new reference: a new supplier order, not the failed one handed back
  const cjNumber = (await cjOrder.getByTestId('source-order-numbers').textContent()) ?? '';
  expect(placedFirst).not.toContain(cjNumber);
  await expect(page.getByTestId('order-log')).toContainText(
    'Supplier order with CJ Dropshipping marked as failed',
  );
  await center.goto();
  await center.search(String(order.id));

  // Payment / Waiting for payment: pay from the wallet
  await center.openSection('payment', 'waiting_payment');
  const waiting = center.row(orderId);
  await expect(waiting).toBeVisible({ timeout: 30_000 });
  await waiting.getByTestId('order-pay').click();
  await expect(center.payDialog).toContainText('Paid from your wallet');
  // what paying takes, before paying
  await expect(center.payDialog.getByTestId('payment-info')).toContainText(/To pay now: \$[\d.,]+/);
  await center.payDialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(center.payDialog.getByTestId('payment-result')).toContainText('Paid $');
  const paidAmount = /Paid (\$[\d,]+(?:\.\d+)?)/.exec(
    (await center.payDialog.getByTestId('payment-result').textContent()) ?? '',
  )![1]!;
  await center.payDialog.getByRole('button', { name: 'Done' }).click();

  // the transaction logs show the wallet debit of this payment, newest first
  const openLogs = page.getByTestId('transaction-logs-open');
  const logs = page.getByRole('dialog').filter({ hasText: 'Payment transaction logs' });
  await expectFocusTrapped(page, { opener: openLogs, dialog: logs });
  await openLogs.click();
  const latest = page.getByTestId('transaction-log-row').first();
  await expect(latest).toContainText(order.name, { timeout: 30_000 });
  await expect(latest).toContainText('Payment');
  await expect(latest.getByTestId('transaction-log-amount')).toHaveText(`−${paidAmount}`);
  await expectAccessible(page, { label: 'transaction logs drawer', within: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('transaction-log-row').first()).toBeHidden();

  // Payment / Order placed: the order with both supplier order numbers
  await center.openSection('payment', 'order_placed');
  const paid = center.row(orderId);
  await expect(paid).toBeVisible({ timeout: 30_000 });
  const shown = await center
    .cell(paid, 'source_no')
    .getByTestId('source-order-number')
    .allTextContents();
  expect(shown.sort()).toEqual(numbers.sort());
  await expect(center.cell(paid, 'status')).toContainText('Order placed');
  await expect(center.cell(paid, 'payment_platform')).toContainText('CJ Dropshipping');
  await expect(center.cell(paid, 'payment_platform')).toContainText('AliExpress');

  // the order's history tells the placement and the payment
  await paid.getByTestId('order-detail-link').click();
  const history = page.getByTestId('order-log');
  await expect(history).toContainText(/Paid \$[\d.,]+ \(Wallet\)/, { timeout: 30_000 });
  await expect(history).toContainText('Placed with CJ Dropshipping');
  await expect(history).toContainText('Placed with AliExpress');
  for (const number of numbers) await expect(history).toContainText(number);

  // another customer orders more of the AliExpress product than AliExpress has, and no other
  // supplier product is known for it: pricing the order for placement finds that, and its
  // detail lists the item apart, under the items, with Change supplier (spec 002 §5)
  const aliExpress = products[1]!;
  const { orderId: shortId } = await customerOrders(
    api,
    request,
    SHOP,
    [variantIds[1]!],
    MORE_THAN_ANY_STOCK,
  );
  await api.post('orders/v4/preview', { orders: [shortId] });
  await page.goto(`/app/orders/detail/${shortId}/placement`);
  const unavailable = page.getByTestId('order-unavailable-lines');
  await expect(unavailable).toContainText('Items the supplier can no longer supply', {
    timeout: 30_000,
  });
  const line = unavailable.getByTestId('order-unavailable-line');
  await expect(line).toContainText(aliExpress.title);
  await expect(line).toContainText(`× ${MORE_THAN_ANY_STOCK}`);
  await expect(page.getByTestId('order-line-mapping')).toHaveCount(0);
  await expectAccessible(page, { label: 'order detail, an item no supplier can supply' });
  await line.getByRole('button', { name: `Change supplier: ${aliExpress.title}` }).click();
  const changeSupplier = page.getByRole('dialog', {
    name: `Change the supplier of ${aliExpress.title}`,
  });
  await expect(changeSupplier.getByLabel('Supplier product ID')).toBeVisible();
  await changeSupplier.getByRole('button', { name: 'Cancel' }).click();
  await expect(changeSupplier).toBeHidden();
});
