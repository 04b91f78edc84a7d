import { expect, type Locator, type Page } from '@playwright/test';
import { FormFields } from '../../pages/form-fields';

/** /app/orders/detail/:orderId/:orderStatus: header, lines, address card and form, history. */
export class OrderDetailPage extends FormFields {
  readonly root: Locator;
  readonly title: Locator;
  readonly address: Locator;
  readonly log: Locator;

  constructor(page: Page) {
    super(page, page.getByTestId('address-form'));
    this.root = page.getByTestId('order-detail-page');
    this.title = page.getByTestId('order-detail-title');
    this.address = page.getByTestId('order-customer');
    this.log = page.getByTestId('order-log');
  }

  async expectOpen(): Promise<void> {
    await expect(this.root).toBeVisible({ timeout: 30_000 });
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save address' }).click();
  }
}
