import { expect, type Page } from '@playwright/test';
import { FindProductPage, ProductCardView } from '../pages/find-product-page';
import type { ImportListPage } from '../pages/import-list-page';

/** Find product with its results shown. */
export async function openFindProduct(page: Page): Promise<FindProductPage> {
  const findProduct = new FindProductPage(page);
  await findProduct.goto();
  await findProduct.expectResults();
  return findProduct;
}

/** Imports the first fresh card; returns its name as the import list shows it. */
export async function importFreshCard(findProduct: FindProductPage): Promise<string> {
  const id = await findProduct.freshCard().productId();
  // by id from here on: once imported, the card no longer matches "fresh"
  const card = new ProductCardView(findProduct.grid.getByTestId(`product-card-${id}`));
  const name = ((await card.name.textContent()) ?? '').trim();
  await card.importButton.click();
  await expect(card.importButton).toHaveAttribute('data-state', 'imported', { timeout: 30_000 });
  return name;
}

export async function importFromFindProduct(page: Page): Promise<string> {
  return importFreshCard(await openFindProduct(page));
}

/** The import's id, found in the list by searching its title. */
export async function importIdOf(list: ImportListPage, title: string): Promise<string> {
  await list.search(title.slice(0, 40));
  const row = list.rowTitled(title);
  await expect(row.root).toBeVisible({ timeout: 30_000 });
  return row.id();
}
