import { expect, type Locator, type Page } from '@playwright/test';

/** /app/find-product/image: upload a picture, see similar catalogue products. */
export class ImageSearchPage {
  readonly root: Locator;
  readonly matches: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('image-search-page');
    this.matches = page.getByTestId('image-match');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/find-product/image');
    await expect(this.root).toBeVisible();
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.root.locator('input[type="file"]').setInputFiles(file);
  }
}
