import { expect, type Locator, type Page } from '@playwright/test';

/** /app: the quick-start checklist and the help cards; /app/guide-line: the checklist alone. */
export class HomePage {
  readonly root: Locator;
  readonly quickStart: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('home-page');
    this.quickStart = page.getByTestId('quick-start');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/app\/?$/);
    await expect(this.root).toBeVisible();
  }

  /** Closes the checklist on the home, then opens it again on its own page from the home's link. */
  async closeAndReopenQuickStart(): Promise<void> {
    await this.page.getByTestId('quick-start-dismiss').click();
    await expect(this.quickStart).toBeHidden();
    await this.page.getByTestId('quick-start-reopen').click();
    await expect(this.page).toHaveURL(/\/app\/guide-line$/);
    await expect(this.page.getByTestId('guide-line-page')).toBeVisible();
    await expect(this.quickStart).toBeVisible();
  }
}
