import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { CreateOrderPage } from '../../pages/create-order-page';
import { OrderCenterPage } from '../../pages/order-center-page';
import { logInAsDemo } from '../../support/session';

test('the merchant creates an order by hand from an imported product, is told in words what the postal code must be, fixes it, lands on its detail, and finds it under New orders', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInAsDemo(page);

  const center = new OrderCenterPage(page);
  await center.goto();
  await page.getByTestId('orders-create').click();
  await expect(page).toHaveURL(/\/app\/orders\/create$/);
  const create = new CreateOrderPage(page);
  await create.expectOpen();
  await expectAccessible(page, { label: 'create order' });

  // one of the demo's imported products, two of its first variant, shipping charged
  await create.chooseFirstProduct(1);
  const unitPrice = await create.field('Unit price, line 1').inputValue();
  await create.field('Quantity, line 1').fill('2');
  await create.field('Shipping charged to the buyer').fill('4.99');
  const expectedTotal = (Number(unitPrice) * 2 + 4.99).toFixed(2);
  await expect(create.total).toContainText(expectedTotal);

  // a British buyer with a postal code of the wrong shape: refused in words, nothing typed lost
  await create.field('First name').fill('Olivia');
  await create.field('Last name').fill('Hughes');
  await create.field('Phone').fill('020 7946 0018');
  await create.field('Address').fill('10 Downing Street');
  await create.field('City').fill('London');
  await create.field('Postal code').fill('12345');
  await create.chooseCountry('United Kingdom');
  await create.field('Note').fill('Phone order, gift wrap');
  await create.submit();
  await expect(create.fieldError('Postal code')).toHaveText(
    "Enter the postal code in this country's format, for example SW1A 1AA.",
  );
  await expect(create.field('City')).toHaveValue('London');
  await expect(create.field('Quantity, line 1')).toHaveValue('2');
  await expectAccessible(page, { label: 'create order with field errors' });

  // fixed: created, and its detail opens
  await create.field('Postal code').fill('SW1A 2AA');
  await create.submit();
  await expect(page).toHaveURL(/\/app\/orders\/detail\/[0-9a-f-]{36}\/placement$/, {
    timeout: 30_000,
  });
  const orderId = /detail\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  const title = page.getByTestId('order-detail-title');
  await expect(title).toHaveText(/^Order M\d+$/);
  const orderName = ((await title.textContent()) ?? '').replace('Order ', '');
  await expect(page.getByTestId('order-detail-channel')).toHaveText('Created manually');
  await expect(page.getByTestId('order-detail-status')).toHaveText('New orders · Ready to order');
  await expect(page.getByText('Phone order, gift wrap')).toBeVisible();
  await expect(page.getByTestId('order-address-lines')).toContainText('SW1A 2AA London');
  await expect(page.getByTestId('order-line-unmapped')).toHaveCount(0);
  await expect(page.getByTestId('order-log')).toContainText('Order created by hand');

  // in the order center's New orders
  await center.goto();
  await center.search(orderName);
  await expect(center.row(orderId)).toBeVisible({ timeout: 30_000 });
  // before placing, its product cost is its import's supplier cost, marked as an estimate
  await expect(center.cell(center.row(orderId), 'product_cost')).toHaveText(/^≈ \$\d+\.\d{2}$/);
  await center.row(orderId).getByTestId('order-detail-link').click();
  await expect(page).toHaveURL(new RegExp(`/app/orders/detail/${orderId}/`));
});
