import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { OrderCenterPage } from '../../pages/order-center-page';
import { SANDBOX_URLS } from '../../support/e2e-stack';
import { readyMerchant, customerOrders, importStockedProduct, pushToShop } from './order-setup';

/** The shop of the place-and-pay journey: its setup is reused when that journey ran first. */
const SHOP = 'omni-demo-gadgets.myshopify.com';
/** Only CJ's order create: prices are still quoted, so the preview and confirm go through. */
const CJ_ORDER_CREATE = '/api2.0/v1/shopping/order/createOrderV2';
/**
 * Longer than the job's pending retry when Stop is pressed (2, 4, 8 s … after each failed
 * attempt, and Stop comes a few attempts in): a retry that ignored Stop would place by then.
 */
const RETRY_WINDOW_MS = 20_000;

const cjConditions = async (request: APIRequestContext, conditions: object) =>
  expect(
    (await request.post(`${SANDBOX_URLS.cj}/_control/conditions`, { data: conditions })).ok(),
  ).toBe(true);

const cjOrderCount = async (request: APIRequestContext) =>
  ((await (await request.get(`${SANDBOX_URLS.cj}/_control/state`)).json()) as { orders: unknown[] })
    .orders.length;

test('stopping a bulk placement midway: AliExpress has placed its part, CJ cannot create its order yet; Stop turns the CJ entry to "stopped" and CJ never gets the order', async ({
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
  const { order, orderId } = await customerOrders(api, request, SHOP, variantIds);

  const center = new OrderCenterPage(page);
  await center.goto();
  await center.search(String(order.id));
  const row = center.row(orderId);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByTestId('order-select').check();
  await page.getByTestId('order-bulk-place').click();
  await expect(center.placeDialog.getByText('CJ Dropshipping', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(center.placeDialog.getByText('AliExpress', { exact: true })).toBeVisible();

  const cjOrders = await cjOrderCount(request);
  // CJ answers its order create with 503 (a transient outage): the job retries with backoff
  await cjConditions(request, { down: true, paths: [CJ_ORDER_CREATE] });
  try {
    await center.placeDialog.getByRole('button', { name: 'Confirm (2)' }).click();
    const entries = center.progress.getByTestId('placement-entry');
    await expect(entries).toHaveCount(2);
    const cj = entries.filter({ hasText: 'CJ Dropshipping' });
    const aliexpress = entries.filter({ hasText: 'AliExpress' });
    await expect(aliexpress).toHaveAttribute('data-status', 'success', { timeout: 90_000 });
    await expect(cj).toHaveAttribute('data-status', 'processing');

    await center.progress.getByRole('button', { name: 'Stop CJ Dropshipping' }).click();
    await expect(cj).toHaveAttribute('data-status', 'error');
    await expect(cj.getByTestId('placement-error')).toHaveText(
      'Stopped: the order was not placed.',
    );
    await expect(center.progress.getByRole('button', { name: /^Stop / })).toHaveCount(0);
    await expectAccessible(page, {
      label: 'placement progress, an entry stopped',
      within: '[data-testid="placement-progress"]',
    });
  } finally {
    await cjConditions(request, { down: false, paths: [] });
  }

  // CJ is back: the job's next attempt finds the placement stopped and places nothing
  await page.waitForTimeout(RETRY_WINDOW_MS);
  expect(await cjOrderCount(request)).toBe(cjOrders);
  const { entries: stored } = await api.get<{
    entries: { order_id: string; source: string; status: string; error_key: string | null }[];
  }>('orders/v2/bulk-place-orders');
  const mine = stored.filter((e) => e.order_id === orderId);
  expect(mine.find((e) => e.source === 'cj')).toMatchObject({
    status: 'error',
    error_key: 'cancel_order',
  });
  expect(mine.find((e) => e.source === 'aliexpress')).toMatchObject({ status: 'success' });
});
