import { expect, type Locator, type Page } from '@playwright/test';
import { FormFields } from './form-fields';

/** /app/orders/create: store and currency, product lines, the buyer's address, note, totals. */
export class CreateOrderPage extends FormFields {
  readonly root: Locator;
  readonly total: Locator;

  constructor(page: Page) {
    super(page, page.getByTestId('create-order-form'));
    this.root = page.getByTestId('create-order-page');
    this.total = page.getByTestId('create-order-total');
  }

  async expectOpen(): Promise<void> {
    await expect(this.root).toBeVisible({ timeout: 30_000 });
  }

  /**
   * Picks the first imported product the search finds for line `number`; it starts on its first
   * variant at its selling price.
   */
  async chooseFirstProduct(number: number, search = ''): Promise<void> {
    const picker = this.field(`Product, line ${number}`);
    await picker.click();
    if (search) await picker.fill(search);
    const option = this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .first();
    await expect(option).toBeVisible({ timeout: 30_000 });
    // antd's option list is virtual: the first option is active, Enter picks it
    await picker.press('Enter');
    await expect(this.field(`Unit price, line ${number}`)).not.toHaveValue('', { timeout: 30_000 });
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: 'Create order' }).click();
  }
}
