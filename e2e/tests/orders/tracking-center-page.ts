import { expect, type Locator, type Page } from '@playwright/test';

/** /app/tracking-center/*: the supplier-available and supplier-unavailable lists. */
export class TrackingCenterPage {
  readonly heading: Locator;
  readonly available: Locator;
  readonly unavailable: Locator;
  readonly parcelRows: Locator;
  readonly awaitingRows: Locator;
  readonly search: Locator;
  readonly awaitingSearch: Locator;
  readonly statusFilter: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByTestId('tracking-center-heading');
    this.available = page.getByTestId('tracking-center-supplier-available');
    this.unavailable = page.getByTestId('tracking-center-supplier-unavailable');
    this.parcelRows = page.getByTestId('tracking-list').locator('tbody tr.ant-table-row');
    this.awaitingRows = page.getByTestId('awaiting-list').locator('tbody tr.ant-table-row');
    this.search = page.getByTestId('tracking-search').locator('input');
    this.awaitingSearch = page.getByTestId('awaiting-search').locator('input');
    this.statusFilter = page.getByTestId('tracking-status-filter');
  }

  tab(key: 'supplier-available' | 'supplier-unavailable'): Locator {
    return this.page.getByTestId(`tracking-center-tab-${key}`);
  }

  /** A list's row holding the text (a tracking number, a supplier's order number). */
  row(rows: Locator, text: string): Locator {
    return rows.filter({ hasText: text });
  }

  /** Waits for the list to settle: no spinner over the table. */
  async settled(): Promise<void> {
    await expect(this.page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0, {
      timeout: 30_000,
    });
  }

  async chooseStatus(label: string): Promise<void> {
    await this.statusFilter.click();
    await this.page
      .locator('.ant-select-dropdown .ant-select-item-option', { hasText: label })
      .first()
      .click();
  }
}
