import { expect, type Locator, type Page } from '@playwright/test';

/** /app/find-product/favorite-supplier: favourite suppliers and one supplier's products. */
export class FavoriteSupplierPage {
  readonly root: Locator;
  readonly suppliers: Locator;
  readonly addButton: Locator;
  readonly products: Locator;
  readonly productCards: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('favorite-supplier-page');
    this.suppliers = page.getByTestId('supplier-card');
    this.addButton = page.getByTestId('supplier-add');
    this.products = page.getByTestId('supplier-products');
    this.productCards = this.products.locator('[data-testid^="product-card-"]');
  }

  async expectLoaded(): Promise<void> {
    await expect(this.root).toBeVisible({ timeout: 30_000 });
  }

  /** Sorts the supplier's products (a segment of the sort control, by its label). */
  async sortBy(label: string): Promise<void> {
    await this.products.getByTestId('supplier-sort').getByText(label, { exact: true }).click();
  }
}
