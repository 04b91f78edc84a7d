import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly notVerified: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId('login-form');
    this.email = page.getByTestId('login-email');
    this.password = page.getByTestId('login-password');
    this.submit = page.getByTestId('login-submit');
    this.notVerified = page.getByTestId('login-not-verified');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.form).toBeVisible();
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /**
   * Logs in and waits for the shell of /app. The sign-in page is the public entry (ADR 034): the
   * app (antd, the shell) starts loading only once the sign-in has succeeded, so its boot is part
   * of this wait rather than of the sign-in page's.
   */
  async logInToApp(email: string, password: string): Promise<void> {
    await this.logIn(email, password);
    await expect(this.page).toHaveURL(/\/app\/?$/, { timeout: 30_000 });
    await expect(this.page.getByTestId('top-bar')).toBeVisible({ timeout: 60_000 });
  }
}
