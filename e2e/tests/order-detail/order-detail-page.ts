import { expect, type Locator, type Page } from '@playwright/test';

/** /app/orders/detail/:orderId/:orderStatus: header, lines, address card and form, history. */
export class OrderDetailPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly address: Locator;
  readonly form: Locator;
  readonly log: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('order-detail-page');
    this.title = page.getByTestId('order-detail-title');
    this.address = page.getByTestId('order-customer');
    this.form = page.getByTestId('address-form');
    this.log = page.getByTestId('order-log');
  }

  async expectOpen(): Promise<void> {
    await expect(this.root).toBeVisible({ timeout: 30_000 });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** The error text antd shows under a form field. */
  fieldError(label: string): Locator {
    return this.form
      .locator('.ant-form-item')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator('.ant-form-item-explain-error');
  }

  async chooseCountry(name: string): Promise<void> {
    const country = this.field('Country');
    await country.fill(name);
    // the first match is active; antd's option list is virtual, so Enter rather than a click
    await country.press('Enter');
    await expect(this.form.getByTitle(name, { exact: true })).toBeVisible();
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save address' }).click();
  }
}
