import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { OrderCenterPage } from '../../pages/order-center-page';
import { SANDBOX_URLS, e2eConfig } from '../../support/e2e-stack';
import { logInAsDemo, sessionToken } from '../../support/session';
import {
  connectShop,
  customerOrders,
  merchantApi,
  type MerchantApi,
} from '../order-center/order-setup';
import { OrderDetailPage } from '../order-detail/order-detail-page';

/** The stand-in's second shop (the order-center and order-detail journeys' too). */
const SHOP = 'omni-demo-gadgets.myshopify.com';
const shopUrl = `${SANDBOX_URLS.shopify}/control/shops/${encodeURIComponent(SHOP)}/orders`;

/** A customer orders the shop's first product; the webhook brings the order into New orders. */
async function customerOrder(api: MerchantApi, request: APIRequestContext) {
  const { order, orderId } = await customerOrders(api, request, SHOP, []);
  return { id: orderId, platformId: order.id, name: order.name };
}

test('the merchant cancels a new order from its row with a reason and two more at once, finds them under Cancelled by channel with the reason, moves one back to New orders from its detail, and the store cancelling another later changes nothing twice', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await logInAsDemo(page);
  const api = await merchantApi(page, request);
  await connectShop(page, SHOP);
  const first = await customerOrder(api, request);
  const second = await customerOrder(api, request);
  const third = await customerOrder(api, request);

  const center = new OrderCenterPage(page);
  await center.goto();
  const cancelledCount = page.getByTestId('order-section-cancelled-count');
  const before = Number(await cancelledCount.textContent());

  // one order from its row's menu, with a reason
  await center.search(String(first.platformId));
  // the list may still be redrawing from the search (it closes an open row menu): open it again
  await expect(async () => {
    await center.row(first.id).getByTestId('order-more').click();
    await page.getByRole('menuitem', { name: 'Cancel order' }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const dialog = page.getByTestId('cancel-orders-dialog').getByRole('dialog');
  await expect(dialog.getByTestId('cancel-orders-names')).toHaveText(`Orders: ${first.name}`);
  await expect(dialog).toContainText('Your store is not changed.');
  await dialog.getByLabel('Reason (optional)').fill('Customer asked to cancel');
  await expectAccessible(page, { label: 'cancel orders dialog', within: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Cancel orders' }).click();
  await expect(page.getByText('Orders cancelled: 1')).toBeVisible();
  await expect(center.row(first.id)).toHaveCount(0);
  await expect(cancelledCount).toHaveText(String(before + 1));

  // two more at once, from the selection
  await center.goto();
  for (const order of [second, third])
    await center.row(order.id).getByTestId('order-select').check();
  await page.getByTestId('order-bulk-cancel').click();
  await expect(dialog.getByTestId('cancel-orders-names')).toContainText(second.name);
  await expect(dialog.getByTestId('cancel-orders-names')).toContainText(third.name);
  await dialog.getByRole('button', { name: 'Cancel orders' }).click();
  await expect(page.getByText('Orders cancelled: 2')).toBeVisible();
  await expect(cancelledCount).toHaveText(String(before + 3));

  // under Cancelled by channel, with the reason in the note column
  await center.openSection('cancelled', 'channel');
  await center.search(String(first.platformId));
  await expect(center.cell(center.row(first.id), 'note')).toHaveText('Customer asked to cancel');

  // its detail says why, and moves it back to New orders
  await center.row(first.id).getByTestId('order-detail-link').click();
  const detail = new OrderDetailPage(page);
  await detail.expectOpen();
  await expect(page.getByTestId('order-detail-cancelled')).toContainText(
    'You cancelled this order. It is still open in your store.',
  );
  await expect(page.getByTestId('order-detail-cancel-note')).toHaveText(
    'Reason: Customer asked to cancel',
  );
  await expect(detail.log).toContainText('Cancelled by the merchant');
  await page.getByTestId('order-undo-cancel').click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Move back to New orders' }).click();
  await expect(page.getByText('Moved back to New orders: 1')).toBeVisible();
  await expect(page.getByTestId('order-detail-status')).toContainText('New orders');
  await expect(detail.log).toContainText('Cancellation taken back, moved to new orders');
  await expect(page.getByTestId('order-detail-cancel')).toBeVisible();

  // the store cancels the second order too: it stays cancelled, once, and cannot come back
  const update = await request.post(`${shopUrl}/${second.platformId}/update`, {
    data: { cancel: true },
  });
  expect(update.ok()).toBe(true);
  await expect
    .poll(
      async () =>
        (await api.get<{ store_cancelled: boolean }>(`orders/v5/detail/${second.id}`))
          .store_cancelled,
      { timeout: 60_000, message: 'the orders/cancelled webhook stored' },
    )
    .toBe(true);
  await page.goto(`/app/orders/detail/${second.id}/cancelled`);
  await detail.expectOpen();
  await expect(page.getByTestId('order-detail-cancelled')).toContainText(
    'The store cancelled this order; it cannot be moved back.',
  );
  await expect(page.getByTestId('order-undo-cancel')).toHaveCount(0);
  const { logs } = await api.get<{ logs: { action: string }[] }>(
    `orders/v4/order_log/order/${second.id}`,
  );
  expect(logs.map((entry) => entry.action)).toEqual(['cancelled_by_merchant']);
  await center.goto();
  await expect(cancelledCount).toHaveText(String(before + 2));

  // in Arabic: right to left, the cancelled order's detail and its undo translated
  const token = await sessionToken(page);
  const setLanguage = (language: string) =>
    request.put(`${e2eConfig.urls.api}/auth/account/set-language`, {
      headers: { authorization: `Bearer ${token}` },
      data: { language },
    });
  try {
    expect((await setLanguage('ar')).ok()).toBe(true);
    await page.goto(`/app/orders/detail/${third.id}/cancelled`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 30_000 });
    await expect(page.getByTestId('order-detail-cancelled')).toContainText(
      'لقد ألغيت هذا الطلب. لا يزال مفتوحاً في متجرك.',
    );
    await expect(page.getByTestId('order-undo-cancel')).toHaveText('إعادة إلى الطلبات الجديدة');
    // the alert only: the header's copy-link icon is named in English in every language (known)
    await expectAccessible(page, {
      label: 'cancelled order detail in Arabic',
      within: '[data-testid="order-detail-cancelled"]',
    });
  } finally {
    await setLanguage('en');
  }
});
