import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { OrderCenterPage } from '../../pages/order-center-page';
import { SANDBOX_URLS, e2eConfig } from '../../support/e2e-stack';
import { sessionToken } from '../../support/session';
import {
  customerOrders,
  fundWallet,
  importStockedProduct,
  pushToShop,
  readyMerchant,
  walletBalance,
  type MerchantApi,
} from '../order-center/order-setup';
import { OrderDetailPage } from '../order-detail/order-detail-page';

/** The stand-in's second shop (the order-center and order-detail journeys' too). */
const SHOP = 'omni-demo-gadgets.myshopify.com';

interface SourceOrder {
  status: string;
  paid: boolean;
  order_no: string[];
  refund_info: { id?: string; status: string } | null;
}

const sourceOrdersOf = async (api: MerchantApi, orderId: string) =>
  (await api.get<{ source_orders: SourceOrder[] }>(`orders/v5/panel/${orderId}`)).source_orders;

/**
 * A customer's order of a pushed CJ product, placed with CJ and paid from the wallet through the
 * API the order center calls (the order-center journey clicks through that part).
 */
async function paidCjOrder(api: MerchantApi, request: APIRequestContext) {
  const product = await importStockedProduct(api, 'cj');
  const variantIds = await pushToShop(api, request, SHOP, [product]);
  await fundWallet(api, request);
  const { order, orderId } = await customerOrders(api, request, SHOP, variantIds);
  await api.post('orders/v4/preview', { orders: [orderId] });
  await api.post('orders/v5/request', { order_ids: [orderId] });
  await expect
    .poll(async () => (await sourceOrdersOf(api, orderId)).map((s) => s.status), {
      timeout: 90_000,
      message: 'placed with CJ',
    })
    .toEqual(['success']);
  await api.post('orders/v5/payment', { order_ids: [orderId] });
  await expect
    .poll(async () => (await sourceOrdersOf(api, orderId)).map((s) => s.paid), {
      timeout: 60_000,
      message: 'paid from the wallet',
    })
    .toEqual([true]);
  return { order, orderId, product };
}

test('the merchant asks CJ for a refund of part of a paid order from its detail (an amount above what was paid is refused, what was typed kept), finds it pending in the order and under Refund, CJ decides, and the follow job completes it with the money back in the wallet; in Arabic the detail reads right to left', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await readyMerchant(page, request, SHOP);
  const { order, orderId, product } = await paidCjOrder(api, request);
  const balanceBefore = await walletBalance(api);

  // the paid order under Payment · Order placed, opened from its row
  const center = new OrderCenterPage(page);
  await center.goto();
  await center.search(String(order.id));
  await center.openSection('payment', 'order_placed');
  await expect(center.row(orderId)).toBeVisible({ timeout: 30_000 });
  await center.row(orderId).getByTestId('order-detail-link').click();
  const detail = new OrderDetailPage(page);
  await detail.expectOpen();
  const supplierOrders = page.getByTestId('order-source-orders');
  await supplierOrders.getByTestId('refund-request').click();
  const dialog = page.getByRole('dialog', { name: 'Request a refund' });
  await expect(dialog).toContainText(
    'This supplier gives the money back for the items; nothing is sent back.',
    { timeout: 30_000 },
  );

  // reason, the one item, a note; an amount above what is left of the payment first
  await dialog.getByTestId('refund-reason').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'The item is unavailable' })
    .click();
  const line = dialog.getByTestId('refund-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.title.slice(0, 20));
  await line.getByRole('spinbutton').fill('1');
  await dialog.getByLabel('Note for the supplier').fill('Sold out at the customer');
  const amount = dialog.getByLabel('Refund amount');
  await amount.fill('99999');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(/^The amount is more than \$[\d,]+\.\d{2}\.$/)).toBeVisible();
  await expect(amount).toHaveValue('99999');
  await expect(dialog.getByLabel('Note for the supplier')).toHaveValue('Sold out at the customer');
  await expectAccessible(page, { label: 'refund dialog', within: '[role="dialog"]' });

  // one dollar back: pending on the order
  await amount.fill('1.00');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('The refund request was sent to the supplier.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const status = supplierOrders.getByTestId('refund-status');
  await expect(status).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
  await expect(status).toContainText('Refund: Pending');
  await expect(status).toContainText('$1.00');

  // under Refund · Pending, with what was asked
  await center.goto();
  await center.search(String(order.id));
  await center.openSection('refund', 'pending');
  const pending = center.row(orderId);
  await expect(pending).toBeVisible({ timeout: 30_000 });
  await expect(center.cell(pending, 'refund_amount')).toHaveText('$1.00');
  await expect(center.cell(pending, 'note')).toHaveText('Sold out at the customer');

  // the submit job opened a CJ dispute under our refund id; CJ's staff give the money back
  let refundId = '';
  await expect
    .poll(
      async () => {
        refundId = (await sourceOrdersOf(api, orderId))[0]?.refund_info?.id ?? '';
        const { disputes } = (await (
          await request.get(`${SANDBOX_URLS.cj}/_control/disputes`)
        ).json()) as { disputes: { businessDisputeId: string }[] };
        return refundId !== '' && disputes.some((d) => d.businessDisputeId === refundId);
      },
      { timeout: 60_000, message: 'the CJ dispute opened by the submit job' },
    )
    .toBe(true);
  const decided = await request.post(`${SANDBOX_URLS.cj}/_control/disputes/decide`, {
    data: { dispute: refundId, status: 'FINISHED' },
  });
  expect(decided.ok()).toBe(true);

  // the follow job reads the decision: completed, the dollar back in the wallet, once
  await expect
    .poll(() => walletBalance(api), { timeout: 60_000, message: 'the refund given back' })
    .toBe(balanceBefore + 100);
  await center.openSection('refund', 'completed');
  const completed = center.row(orderId);
  await expect(completed).toBeVisible({ timeout: 30_000 });
  await completed.getByTestId('order-detail-link').click();
  await detail.expectOpen();
  await expect(status).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(status).toContainText('Refund: Completed');
  await expect(supplierOrders.getByTestId('refund-request')).toBeVisible();
  expect(await walletBalance(api)).toBe(balanceBefore + 100);

  // in Arabic: right to left, the refund's status translated
  const token = await sessionToken(page);
  const setLanguage = (language: string) =>
    request.put(`${e2eConfig.urls.api}/auth/account/set-language`, {
      headers: { authorization: `Bearer ${token}` },
      data: { language },
    });
  const detailUrl = page.url();
  try {
    expect((await setLanguage('ar')).ok()).toBe(true);
    await page.goto(detailUrl);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 30_000 });
    await expect(status).toContainText('الاسترداد: مكتمل');
    await expect(supplierOrders.getByTestId('refund-request')).toHaveText('طلب استرداد');
  } finally {
    await setLanguage('en');
  }
});
