import { expect, type Locator, type Page } from '@playwright/test';

/** /app/orders: section and status tabs, filters, the virtualised list, bulk actions, dialogs. */
export class OrderCenterPage {
  readonly root: Locator;
  readonly list: Locator;
  readonly keyword: Locator;
  readonly placeDialog: Locator;
  readonly progress: Locator;
  readonly payDialog: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('order-center-page');
    this.list = page.getByTestId('order-list');
    this.keyword = page.getByRole('searchbox', { name: 'Search orders' });
    // antd puts the test id on the modal's root; the dialog itself is inside
    this.placeDialog = page.getByTestId('place-orders-dialog').getByRole('dialog');
    this.progress = page.getByTestId('placement-progress');
    this.payDialog = page.getByTestId('pay-orders-dialog').getByRole('dialog');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/orders${query}`);
    await expect(this.root).toBeVisible({ timeout: 30_000 });
  }

  async openSection(section: string, status?: string): Promise<void> {
    await this.page.getByTestId(`order-section-${section}`).click();
    if (status) await this.page.getByTestId(`order-sub-status-${status}`).click();
  }

  /**
   * Searches, and returns once the list's address carries the keyword: the page clears a selection
   * when its query changes, so a row of the list before the search must not be selected.
   */
  async search(keyword: string): Promise<void> {
    await this.keyword.fill(keyword);
    await this.keyword.press('Enter');
    await expect.poll(() => new URL(this.page.url()).searchParams.get('q')).toBe(keyword.trim());
  }

  /** The column headers in order, without the selection column. */
  async columns(): Promise<string[]> {
    const headers = await this.list.getByRole('columnheader').allTextContents();
    return headers.slice(1).map((text) => text.trim());
  }

  /** The row of an order, by its id in the app. */
  row(orderId: string): Locator {
    return this.list.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  }

  cell(row: Locator, column: string): Locator {
    return row.locator(`[data-column="${column}"]`);
  }
}
