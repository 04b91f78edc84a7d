import { expect, test } from '@playwright/test';
import { FindProductPage, ProductCardView } from '../../pages/find-product-page';
import { ImportListPage } from '../../pages/import-list-page';
import { arrowTo, expectFocusTrapped, tabTo } from '../../pages/keyboard';
import { LoginPage } from '../../pages/login-page';
import { ProductDetailPage } from '../../pages/product-detail-page';
import { ProductEditorPage } from '../../pages/product-editor-page';
import { DEMO_USER } from '../../support/e2e-stack';

/**
 * Issue 15 §3: log in, find a product, open its detail (a new tab on a desktop) and import it there,
 * open the import list and the editor with the keyboard only (no click anywhere), the focus
 * visible at every stop; the push dialog traps the focus and gives it back.
 */
test('keyboard only: log in, search, import, import list, editor', async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const login = new LoginPage(page);
  await login.goto();
  await tabTo(page, login.email);
  await page.keyboard.type(DEMO_USER.email);
  await tabTo(page, login.password);
  await page.keyboard.type(DEMO_USER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/?$/, { timeout: 30_000 });

  // the first stop is the skip link, shown when focused, and it moves the focus to the content
  const skip = page.getByTestId('skip-link');
  await tabTo(page, skip, { max: 1 });
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#omni-main')).toBeFocused();

  // the side menu sits before the content: back to it, then its arrow keys
  const sideMenu = page.getByTestId('side-menu');
  const menuItem = (key: string) =>
    sideMenu.getByRole('menuitem').filter({ has: page.getByTestId(`side-menu-${key}`) });
  await tabTo(page, sideMenu.getByRole('menu').first(), { backward: true });
  await arrowTo(page, menuItem('find-product'));
  await page.keyboard.press('Enter');
  const findProduct = new FindProductPage(page);
  await expect(findProduct.root).toBeVisible({ timeout: 30_000 });

  await tabTo(page, findProduct.searchBox);
  await page.keyboard.type('dress');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=dress/);
  await findProduct.expectResults();
  const id = await findProduct.freshCard().productId();
  const card = new ProductCardView(findProduct.grid.getByTestId(`product-card-${id}`));
  const name = ((await card.name.textContent()) ?? '').trim();

  // the card's name opens the detail; on a desktop in a new tab, where the journey goes on
  await tabTo(page, card.name);
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await tab.emulateMedia({ reducedMotion: 'reduce' });
  const detail = new ProductDetailPage(tab);
  await detail.expectLoaded();
  await expect(detail.name).toHaveText(name);
  const importButton = tab.locator(`[data-testid="import-button-${id}"]`);
  await tabTo(tab, importButton);
  await tab.keyboard.press('Enter');
  await expect(importButton).toHaveAttribute('data-state', 'imported', { timeout: 30_000 });
  await tab.close();
  await page.bringToFront();

  await tabTo(page, sideMenu.getByRole('menu').first(), { backward: true, max: 300 });
  await arrowTo(page, menuItem('import-list'));
  await page.keyboard.press('Enter');
  const list = new ImportListPage(page);
  await list.expectLoaded();

  const row = list.rowTitled(name);
  await expect(row.root).toBeVisible({ timeout: 30_000 });
  await tabTo(page, row.root.getByTestId('import-row-edit'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/editor\//);
  await new ProductEditorPage(page).expectLoaded();

  // a dialog keeps the focus inside while open, and gives it back to its button when closed
  const push = page.getByTestId('editor-push');
  await tabTo(page, push);
  await expectFocusTrapped(page, { opener: push, dialog: page.getByRole('dialog'), presses: 12 });
});
