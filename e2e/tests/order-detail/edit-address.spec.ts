import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { OrderCenterPage } from '../../pages/order-center-page';
import { SANDBOX_URLS } from '../../support/e2e-stack';
import { logInAsDemo } from '../../support/session';
import { connectShop, linkSuppliers, merchantApi } from '../order-center/order-setup';
import { OrderDetailPage } from './order-detail-page';

/** The stand-in's second shop (the order-center and push journeys' too). */
const SHOP = 'omni-demo-gadgets.myshopify.com';

test('the merchant opens a channel order from the list, moves it to Brazil, is told in words what the postal code and CPF must be, fixes them, links the unlinked item to an AliExpress product, chooses its shipping method, and the history shows each change', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await logInAsDemo(page);
  const api = await merchantApi(page, request);
  await connectShop(page, SHOP);
  await linkSuppliers(page, api);

  // a customer (Ava Thompson, Boston) orders the shop's first product: the webhook brings it in
  const placed = await request.post(
    `${SANDBOX_URLS.shopify}/control/shops/${encodeURIComponent(SHOP)}/orders`,
    { data: { note: 'Ring twice' } },
  );
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number; name: string } };
  let orderId = '';
  await expect
    .poll(
      async () => {
        const found = await api.get<{ orders: { id: string; platform_order_id: string }[] }>(
          `orders/v5/list?keyword=${order.id}`,
        );
        orderId = found.orders.find((o) => o.platform_order_id === String(order.id))?.id ?? '';
        return orderId;
      },
      { timeout: 60_000, message: `order ${order.name} stored from the orders/create webhook` },
    )
    .not.toBe('');

  // from New orders to its detail
  const center = new OrderCenterPage(page);
  await center.goto();
  await center.search(String(order.id));
  await center.row(orderId).getByTestId('order-detail-link').click();
  await expect(page).toHaveURL(new RegExp(`/app/orders/detail/${orderId}/`));
  const detail = new OrderDetailPage(page);
  await detail.expectOpen();
  await expect(detail.title).toHaveText(`Order ${order.name}`);
  await expect(page.getByTestId('order-detail-channel')).toHaveText('Shopify');
  await expect(page.getByTestId('order-line-unmapped')).toContainText(
    'Not linked to a supplier product',
  );
  await expect(page.getByText('Ring twice')).toBeVisible();
  await expect(page.getByTestId('order-address-lines')).toContainText('02110 Boston');
  await expect(detail.log).toContainText('Nothing has happened to this order yet.');
  await expectAccessible(page, { label: 'order detail' });

  // to Brazil with a short CEP and no CPF: both refused, in words, nothing typed lost
  await detail.address.getByRole('button', { name: 'Edit' }).click();
  await detail.chooseCountry('Brazil');
  await detail.field('Address').fill('Av. Paulista 1000');
  await detail.field('City').fill('São Paulo');
  await detail.field('State or province').fill('São Paulo');
  await detail.field('State or province code').fill('SP');
  await detail.field('Postal code').fill('01310');
  await detail.field('Phone').fill('+55 11 91234-5678');
  await detail.save();
  await expect(detail.fieldError('Postal code')).toHaveText(
    "Enter the postal code in this country's format, for example 01310-100.",
  );
  await expect(detail.fieldError('CPF (Brazilian taxpayer number)')).toHaveText(
    "Brazilian customs need the buyer's CPF.",
  );
  await expect(detail.field('City')).toHaveValue('São Paulo');
  await expect(detail.field('Postal code')).toHaveValue('01310');
  await expectAccessible(page, {
    label: 'address form with field errors',
    within: '[data-testid="address-form"]',
  });

  // fixed: saved, shown, and in the history
  await detail.field('Postal code').fill('01310-100');
  await detail.field('CPF (Brazilian taxpayer number)').fill('529.982.247-25');
  await detail.save();
  await expect(page.getByText('Address saved.')).toBeVisible();
  await expect(page.getByTestId('order-address-lines')).toHaveText(
    'Av. Paulista 1000, 01310-100 São Paulo, São Paulo, Brazil',
  );
  const entry = detail.log.getByTestId('order-log-entry').first();
  await expect(entry).toContainText('Customer information updated');
  await expect(entry).toContainText('Postal code: 02110 → 01310-100');
  await expect(entry).toContainText('Country: US → BR');

  // the item is linked to no supplier product: the merchant has found one on AliExpress that
  // ships to Brazil (its ID as find product shows it) and moves the item to it
  const found = await api.get<{ items: { source_product_id: string }[] }>(
    'center/products/find?source=aliexpress&ship_to=BR&page_size=5',
  );
  const productId = found.items[0]!.source_product_id;
  await page.getByTestId('order-line-change-supplier').click();
  const supplierDialog = page.getByRole('dialog', { name: /^Change the supplier of / });
  await expect(supplierDialog).toBeVisible();
  await supplierDialog.getByLabel('Supplier product ID').fill(productId);
  await supplierDialog.getByRole('button', { name: 'Find' }).click();
  const variant = supplierDialog.getByLabel('Variant');
  await expect(variant).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, { label: 'change supplier dialog', within: '[role="dialog"]' });
  await variant.click();
  // antd's option list is virtual: the first option is active, Enter picks it
  await variant.press('Enter');
  await supplierDialog.getByRole('button', { name: 'Save' }).click();
  await expect(supplierDialog).toBeHidden();
  const mapping = page.getByTestId('order-line-mapping');
  await expect(mapping).toContainText(productId, { timeout: 30_000 });
  await expect(page.getByTestId('order-line-unmapped')).toHaveCount(0);

  // now linked, the item takes one of the supplier's shipping methods to Brazil
  await expect(mapping).toContainText('No shipping method chosen');
  await mapping.getByTestId('order-line-change-shipping').click();
  const shippingDialog = page.getByRole('dialog', { name: /^Shipping method for / });
  const firstMethod = shippingDialog.getByTestId('shipping-method-option').first();
  await expect(firstMethod).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, { label: 'shipping method dialog', within: '[role="dialog"]' });
  const methodName = ((await firstMethod.textContent()) ?? '').split(' · ')[0]!.trim();
  await firstMethod.click();
  await shippingDialog.getByRole('button', { name: 'Save' }).click();
  await expect(shippingDialog).toBeHidden();
  await expect(mapping).toContainText(methodName);

  // the history tells both, newest first
  const entries = detail.log.getByTestId('order-log-entry');
  await expect(entries.nth(0)).toContainText('Shipping method changed');
  await expect(entries.nth(0)).toContainText(methodName);
  await expect(entries.nth(1)).toContainText('Supplier changed');
});
