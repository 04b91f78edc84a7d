import { expect, type Locator, type Page } from '@playwright/test';

/** An antd form's fields found by their labels, their error texts, and its country picker. */
export class FormFields {
  constructor(
    readonly page: Page,
    readonly form: Locator,
  ) {}

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
}
