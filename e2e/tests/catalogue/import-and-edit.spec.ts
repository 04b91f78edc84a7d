import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectAccessibleOnce } from '../../pages/accessibility';
import { expectFocusTrapped } from '../../pages/keyboard';
import { ImagePickerDialog } from '../../pages/image-picker-dialog';
import { ImportListPage, sideMenuBadge } from '../../pages/import-list-page';
import { ProductEditorPage } from '../../pages/product-editor-page';
import {
  importFreshCard,
  importFromFindProduct,
  importIdOf,
  openFindProduct,
} from '../../support/catalogue-imports';
import { e2eConfig } from '../../support/e2e-stack';
import { logInAsDemo, markDocument, expectSameDocument } from '../../support/session';

/** A merchant's photo: a catalogue picture (480 × 480 PNG) fetched from the API. */
async function merchantPhoto(page: Page) {
  const answer = await page.request.get(
    `${e2eConfig.urls.api}/catalogue-media/products/1000001/0.png`,
  );
  expect(answer.ok()).toBe(true);
  return { name: 'my product photo.png', mimeType: 'image/png', buffer: await answer.body() };
}

/**
 * The editor journey of issue 9: the title changed, the description rewritten by AI writing (the
 * stand-in), accepted and typed on, a variant's price changed, a photo uploaded to the gallery, cropped and
 * made the main image; saved, and every change still there after a reload.
 */
async function editAndSave(page: Page, productCenterId: string, title: string): Promise<void> {
  const editor = new ProductEditorPage(page);
  await editor.goto(productCenterId);
  await expectAccessibleOnce(page, { label: 'product editor' });
  await editor.setTitle(title);
  const rewrite = await editor.aiRewrite('Description', () =>
    // AI writing is a panel of the editor, not a dialog: checked with its text written
    expectAccessibleOnce(page, {
      label: 'AI writing with a text written',
      within: '[data-testid="ai-writing-panel"]',
    }),
  );
  const firstParagraph = rewrite.split('\n')[0]!.trim();
  expect(firstParagraph.length).toBeGreaterThan(0);
  await expect(editor.description).toContainText(firstParagraph);
  await editor.appendToDescription(' Ships in a gift box.');
  await expect(editor.description).toContainText('Ships in a gift box.');
  await editor.openSection('variants');
  await editor.setVariantPrice(0, '24.5');

  await editor.openSection('images');
  const addImage = page.getByTestId('editor-add-image');
  const picker = new ImagePickerDialog(page);
  await expectFocusTrapped(page, {
    opener: addImage,
    dialog: page.getByRole('dialog').filter({ has: picker.root }),
  });
  await editor.openImagePicker();
  await picker.upload(await merchantPhoto(page));
  await expectAccessibleOnce(page, {
    label: 'image picker, a photo uploaded',
    within: '[role="dialog"]',
  });
  await picker.cropSelectedToQuarter();
  const before = await editor.images.count();
  await picker.choose();
  await expect(editor.images).toHaveCount(before + 1);
  const cropped = await editor.images.last().locator('img').getAttribute('src');
  expect(cropped).toContain('/gallery-media/');
  await editor.setMainImage(before);
  await expect(editor.images.first().locator('img')).toHaveAttribute('src', cropped!);
  await expect(editor.images.first().getByTestId('editor-image-main')).toBeVisible();
  await expect(editor.unsaved).toBeVisible();
  await editor.saveChanges();

  await page.reload();
  await editor.expectLoaded();
  await expect(editor.title).toHaveValue(title);
  await expect(editor.description).toContainText(firstParagraph);
  await expect(editor.description).toContainText('Ships in a gift box.');
  await expect(editor.variantPrice(0)).toHaveValue('24.50');
  const main = editor.images.first().locator('img');
  await expect(main).toHaveAttribute('src', cropped!);
  // the cropped picture, not the upload: about a quarter of the 480 × 480 photo
  await main.scrollIntoViewIfNeeded();
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const width = await main.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(width).toBeLessThan(400);
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
