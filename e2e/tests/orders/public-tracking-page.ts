import { expect, type Locator, type Page } from '@playwright/test';

/** /tracking/:orderId: the end customer's page of an order's parcels (ADR 046), no session. */
export class PublicTrackingPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly parcels: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('public-tracking-page');
    this.title = page.getByTestId('public-tracking-title');
    this.parcels = page.getByTestId('public-parcel');
    this.notFound = page.getByTestId('public-tracking-not-found');
  }

  async goto(orderId: string): Promise<void> {
    await this.page.goto(`/tracking/${orderId}`);
  }

  async expectOpen(): Promise<void> {
    await expect(this.root).toBeVisible({ timeout: 30_000 });
  }
}
