import { expect, type Locator, type Page } from '@playwright/test';

/** /app: the quick-start checklist and the help cards. */
export class HomePage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('home-page');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/app\/?$/);
    await expect(this.root).toBeVisible();
  }
}
