import { expect, type Locator, type Page } from '@playwright/test';

/** /app/products-center: the product center with its mapped (pushed) list. */
export class ProductCenterPage {
  readonly root: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('product-center-page');
    this.rows = page.getByTestId('mapped-row');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/products-center');
    await expect(this.root).toBeVisible({ timeout: 30_000 });
  }

  /** The mapped row of a product in a store. */
  row(title: string, storeDomain: string): Locator {
    return this.rows
      .filter({ has: this.page.getByTestId('mapped-row-title').getByText(title, { exact: true }) })
      .filter({ has: this.page.getByTestId('mapped-row-store').getByText(storeDomain) });
  }
}
