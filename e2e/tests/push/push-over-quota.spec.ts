import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { ImportListPage } from '../../pages/import-list-page';
import { PushDialog } from '../../pages/push-dialog';
import { SandboxWooCommerce } from '../../pages/sandbox-woocommerce';
import { importIdOf } from '../../support/catalogue-imports';
import { SANDBOX_URLS } from '../../support/e2e-stack';
import { signUpNewMerchant } from '../../support/new-merchant';
import { merchantApi } from '../order-center/order-setup';

interface Usage {
  features: Record<string, { limit: number; usage: number }>;
}

/**
 * Issue 10 §6 e2e 5: a push over the listing quota shows the banner (usage/limit and the upgrade
 * link) and pushes nothing. A merchant of its own (the demo merchant's plan is the billing
 * journey's): the free plan's listings are used up the way a merchant uses them, one import
 * pushed to the WooCommerce stand-in at a time, then the next push is refused in the dialog.
 * The stand-in store is disconnected at the end: a store has one owner, and the push journey's
 * demo merchant connects it next.
 */
test('over the listing quota, the push dialog shows usage, limit and the upgrade link, and pushes nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signUpNewMerchant(page, request, 'push-quota');
  const woo = new SandboxWooCommerce(SANDBOX_URLS.woocommerce);
  await woo.connectFromMyChannels(page);

  const api = await merchantApi(page, request);
  const listing = async () =>
    (await api.post<Usage>('payments/quota/calc-usage')).features.LISTING_PRODUCTS!;
  const { limit, usage } = await listing();
  expect(limit, 'a new merchant starts on the free plan').toBe(20);
  expect(usage).toBe(0);

  // limit + 1 products imported; the first `limit` pushed one push each (no bulk publish)
  const found = await api.get<{ items: { source_product_id: string }[] }>(
    `center/products/find?source=omni&ship_to=US&page_size=${limit + 1}`,
  );
  expect(found.items).toHaveLength(limit + 1);
  const imports: { id: string; title: string }[] = [];
  for (const item of found.items) {
    const { product_package_id: id } = await api.post<{ product_package_id: string }>(
      'center/products/import/omni',
      { product_id: item.source_product_id, ship_to: 'US' },
    );
    imports.push({ id, title: (await api.get<{ title: string }>(`center/products/${id}`)).title });
  }
  const { stores } = await api.get<{ stores: { id: string; platform: string }[] }>(
    'stores/list-store',
  );
  const store = stores.find((s) => s.platform === 'woocommerce')!;
  for (const product of imports.slice(0, limit))
    await api.post('center/products/push-multiple-channel', {
      product_package_ids: [product.id],
      settings: [
        {
          store_id: store.id,
          settings: { is_publish: true, allow_sell_out_of_stock: true, sync_order: true },
        },
      ],
    });
  const heldNames = async () => new Set((await woo.products(request)).map((p) => p.name));
  await expect
    .poll(
      async () => {
        const held = await heldNames();
        return imports.slice(0, limit).filter((p) => held.has(p.title)).length;
      },
      { timeout: 180_000, message: 'the first pushes reached the WooCommerce stand-in' },
    )
    .toBe(limit);
  expect((await listing()).usage).toBe(limit);

  // the next product: the dialog shows the banner at once and the push button stays disabled
  const next = imports[limit]!;
  const list = new ImportListPage(page);
  await list.goto();
  await importIdOf(list, next.title);
  await list.row(next.id).root.getByTestId('import-row-push').click();
  const dialog = new PushDialog(page);
  await dialog.expectOpen();
  await dialog.choose(woo.label);
  const banner = dialog.root.getByTestId('push-quota-exceeded');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('You have exceeded your listing product quota');
  await expect(banner).toContainText(`Listing quota: ${limit} of ${limit} used`);
  await expect(dialog.submit).toBeDisabled();
  const upgrade = banner.getByTestId('push-quota-upgrade');
  await expect(upgrade).toHaveText('Upgrade to continue listing products');
  await expectAccessible(page, {
    label: 'push dialog over the listing quota',
    within: '[role="dialog"]',
  });

  // nothing was pushed: no entry, the store does not hold it, the quota is where it was
  await expect(dialog.progress).toHaveCount(0);
  expect((await heldNames()).has(next.title)).toBe(false);
  expect((await listing()).usage).toBe(limit);

  await upgrade.click();
  await expect(page).toHaveURL(/\/app\/setting\/billing-plan\/change-plan$/);
  await expect(page.getByTestId('change-plan-page')).toBeVisible();

  // the stand-in store has one owner at a time: given back for the demo merchant's push journey
  await woo.disconnectFromMyChannels(page);
});
