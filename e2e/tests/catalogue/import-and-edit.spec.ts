import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../pages/accessibility';
import { ImportListPage, sideMenuBadge } from '../../pages/import-list-page';
import { ProductEditorPage } from '../../pages/product-editor-page';
import {
  importFreshCard,
  importFromFindProduct,
  importIdOf,
  openFindProduct,
} from '../../support/catalogue-imports';
import { logInAsDemo, markDocument, expectSameDocument } from '../../support/session';

/** The editor journey: title and a variant price changed, saved, and still there after a reload. */
async function editAndSave(page: Page, productCenterId: string, title: string): Promise<void> {
  const editor = new ProductEditorPage(page);
  await editor.goto(productCenterId);
  await expectAccessible(page, { label: 'product editor' });
  await editor.setTitle(title);
  await editor.openSection('variants');
  await editor.setVariantPrice(0, '24.5');
  await expect(editor.unsaved).toBeVisible();
  await editor.saveChanges();

  await page.reload();
  await editor.expectLoaded();
  await expect(editor.title).toHaveValue(title);
  await expect(editor.variantPrice(0)).toHaveValue('24.50');
}

test.describe('catalogue: import list and product editor', () => {
  test('an import from find product is in the list at once, with the badge one up; edit, save, reload', async ({
    page,
  }) => {
    await logInAsDemo(page);
    const list = new ImportListPage(page);
    await list.goto();
    await expectAccessible(page, { label: 'import list' });
    const before = await list.total();
    await expect.poll(() => sideMenuBadge(page, 'import-list')).toBe(before);

    const findProduct = await openFindProduct(page);
    await markDocument(page);
    const name = await importFreshCard(findProduct);
    // the badge follows the import without a reload (realtime event / invalidation)
    await expect
      .poll(() => sideMenuBadge(page, 'import-list'), { timeout: 30_000 })
      .toBe(before + 1);
    await expectSameDocument(page);

    await page.getByTestId('side-menu-import-list').click();
    await list.expectLoaded();
    const id = await importIdOf(list, name);

    await editAndSave(page, id, `${name.slice(0, 60)} — edited`);
  });

  test('bulk-delete two imports', async ({ page }) => {
    await logInAsDemo(page);
    const first = await importFromFindProduct(page);
    const second = await importFromFindProduct(page);
    const list = new ImportListPage(page);
    await list.goto();
    const ids = [await importIdOf(list, first)];
    await list.goto();
    ids.push(await importIdOf(list, second));

    await list.goto();
    const before = await list.total();
    await expect.poll(() => sideMenuBadge(page, 'import-list')).toBe(before);
    await list.deleteRows(ids);
    for (const id of ids) await expect(list.row(id).root).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(() => sideMenuBadge(page, 'import-list'), { timeout: 30_000 })
      .toBe(before - 2);
  });

  test('the editor journey on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAsDemo(page);
    const name = await importFromFindProduct(page);
    const list = new ImportListPage(page);
    await list.goto();
    await expectAccessible(page, { label: 'import list on a phone' });
    const id = await importIdOf(list, name);
    await editAndSave(page, id, `${name.slice(0, 50)} (mobile)`);
    // nothing wider than the phone: the editor fits without sideways scrolling
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
