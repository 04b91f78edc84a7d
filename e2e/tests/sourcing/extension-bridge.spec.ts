import { expect, test } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { ExtensionImportsView } from '../../pages/extension-imports';
import { logInAsDemo } from '../../support/session';

test('a Temu product sent by the browser extension lands in the import list', async ({ page }) => {
  await logInAsDemo(page);
  const view = new ExtensionImportsView(page);
  await view.goto('temu');
  // no extension in this browser: the page says so
  await expect(view.status).toContainText('was not found in this browser');

  // the extension's content script announces itself, then sends the product the merchant chose
  const goodsId = `601${Date.now()}`;
  await view.postFromExtension('extension:ready', { extension_version: '1.0.0' }, 'ready-1');
  await expect(view.status).toContainText('is connected');
  const product = {
    source: 'temu',
    source_product_id: goodsId,
    source_url: `https://www.temu.com/goods.html?goods_id=${goodsId}`,
    title: 'Silicone kitchen utensil set',
    images: ['https://img.kwcdn.com/product/utensils.jpg'],
    currency: 'USD',
    options: [{ name: 'Colour', values: ['Grey'] }],
    variants: [{ sku_id: 'grey', options: { Colour: 'Grey' }, price: 12.99, quantity: 40 }],
    seller: { id: '634418', name: 'Home Goods Store' },
  };
  await view.postFromExtension('extension:product', { product }, 'product-1');
  const row = view.received('temu', goodsId);
  await expect(row).toContainText('Silicone kitchen utensil set');
  await expect(row).toContainText('Temu · $12.99 · Seller: Home Goods Store');
  await expect(row.getByText('Imported')).toBeVisible({ timeout: 20_000 });
  await expectAccessibleOnce(page, { label: 'extension imports' });

  // sent again after a reload: the API answers it is already imported, nothing is charged twice
  await page.reload();
  // the page listens once its status shows (a real extension answers the page's hello)
  await expect(view.status).toBeVisible();
  await view.postFromExtension('extension:product', { product }, 'product-2');
  await expect(view.received('temu', goodsId).getByText('Imported')).toBeVisible({
    timeout: 20_000,
  });
});
