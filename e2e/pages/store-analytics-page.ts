import { expect, type Locator, type Page } from '@playwright/test';

/** /app/store-analytics: a store address in, shop info, theme, apps and products out. */
export class StoreAnalyticsPage {
  readonly root: Locator;
  readonly address: Locator;
  readonly analyse: Locator;
  readonly shopInfo: Locator;
  readonly apps: Locator;
  readonly products: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('store-analytics-page');
    this.address = page.getByTestId('store-url');
    this.analyse = page.getByTestId('analyse-store');
    this.shopInfo = page.getByTestId('shop-info');
    this.apps = page.getByTestId('detected-app');
    this.products = page.getByTestId('store-product');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/store-analytics');
    await expect(this.root).toBeVisible();
  }

  async analyseStore(address: string): Promise<void> {
    await this.address.fill(address);
    await this.analyse.click();
  }

  async appNames(): Promise<string[]> {
    return this.apps.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-app') ?? ''));
  }
}
