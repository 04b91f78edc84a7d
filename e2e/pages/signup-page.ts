import { expect, type Locator, type Page } from '@playwright/test';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export class SignupPage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId('signup-form');
  }

  async goto(): Promise<void> {
    await this.page.goto('/signup');
    await expect(this.form).toBeVisible();
  }

  /** Fills and sends the form; the app then shows /signup/confirm ("check your e-mail"). */
  async signUp(account: NewAccount): Promise<void> {
    const field = (name: string) => this.page.getByTestId(`signup-${name}`);
    await field('first-name').fill(account.firstName);
    await field('last-name').fill(account.lastName);
    await field('email').fill(account.email);
    await field('password').fill(account.password);
    const confirm = field('confirm');
    if (await confirm.count()) await confirm.fill(account.password);
    await field('submit').click();
    await expect(this.page).toHaveURL(/\/signup\/confirm/);
  }
}

/** /auth/email-verification?id=…&code=…, opened from the verification e-mail. */
export class EmailVerificationPage {
  readonly verified: Locator;

  constructor(readonly page: Page) {
    this.verified = page.getByTestId('verify-success');
  }

  async open(link: string): Promise<void> {
    await this.page.goto(link);
    await expect(this.verified).toBeVisible();
  }
}
