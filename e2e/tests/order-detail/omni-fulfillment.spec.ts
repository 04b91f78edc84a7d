import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { CreateOrderPage } from '../../pages/create-order-page';
import { SANDBOX_URLS } from '../../support/e2e-stack';
import { logInAsDemo } from '../../support/session';
import { OrderDetailPage } from './order-detail-page';

test('the merchant reads about Omni Fulfilment, enables it, requests fulfilment for a new order from its detail, and watches it go from processing to placed as the order moves to Payment · Waiting for payment (issue 11 §3, ADR 037)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await logInAsDemo(page);

  // the settings frame's own-service page: view and interact are recorded, Confirm enables it
  await page.goto('/app/setting/omni-fulfillment');
  await expect(page.getByTestId('omni-fulfillment-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('settings-menu-fulfillment')).toBeVisible();
  await page.getByRole('button', { name: 'How it works' }).click();
  await expect(page.getByTestId('omni-fulfillment-how')).toContainText(
    'We source every item of the order',
  );
  await expectAccessible(page, { label: 'omni fulfilment settings' });
  await page.getByTestId('omni-fulfillment-confirm').click();
  await expect(page.getByTestId('omni-fulfillment-enabled')).toContainText('Omni Fulfilment is on');

  // a new order, made by hand from one of the demo's own-catalogue imports
  await page.goto('/app/orders/create');
  const create = new CreateOrderPage(page);
  await create.expectOpen();
  await create.chooseFirstProduct(1);
  await create.field('First name').fill('Grace');
  await create.field('Last name').fill('Hopper');
  await create.field('Phone').fill('+1 212 555 0147');
  await create.field('Address').fill('350 Fifth Avenue');
  await create.field('City').fill('New York');
  await create.field('Postal code').fill('10118');
  await create.chooseCountry('United States');
  await create.submit();
  await expect(page).toHaveURL(/\/app\/orders\/detail\/[0-9a-f-]{36}\/placement$/, {
    timeout: 30_000,
  });
  const detail = new OrderDetailPage(page);
  await detail.expectOpen();
  await expect(page.getByTestId('order-detail-status')).toHaveText('New orders · Ready to order');

  // the service answers slowly for a moment, so the entry is seen processing first
  const slow = await request.post(`${SANDBOX_URLS.omni}/_control/conditions`, {
    data: { slowMs: 2_000, paths: ['/v1/fulfillment-requests'] },
  });
  expect(slow.ok()).toBe(true);
  try {
    const card = page.getByTestId('omni-fulfillment-card');
    await card.getByTestId('omni-request').click();
    const entry = card.getByTestId('placement-entry');
    await expect(entry).toHaveAttribute('data-status', 'processing');
    await expect(entry).toContainText('Omni fulfilment');
    await expectAccessible(page, {
      label: 'omni fulfilment progress',
      within: '[data-testid="omni-fulfillment-card"]',
    });
    await expect(entry).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
    await expect(entry.getByTestId('source-order-number')).toContainText(/OF\d+/);
  } finally {
    await request.post(`${SANDBOX_URLS.omni}/_control/conditions`, {
      data: { slowMs: 0, paths: [] },
    });
  }

  // placed: the order moved on, and its history says who placed it
  await expect(page.getByTestId('order-detail-status')).toHaveText(
    'Payment · Waiting for payment',
    { timeout: 30_000 },
  );
  await expect(detail.log).toContainText('Placed with Omni fulfilment');
});
