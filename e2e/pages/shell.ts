import { expect, type Locator, type Page } from '@playwright/test';

export type SideMenuKey =
  | 'home'
  | 'find-product'
  | 'import-list'
  | 'product-center'
  | 'order-list'
  | 'general-settings'
  | 'integration'
  | 'help-center';

/** The host's shell around every /app page: top bar, side menu, workplace selector, menus. */
export class Shell {
  readonly topBar: Locator;
  readonly sideMenu: Locator;
  readonly workplaceSelector: Locator;
  readonly currentWorkplace: Locator;
  readonly currentWorkplaceName: Locator;
  readonly languagePicker: Locator;
  readonly userMenu: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByTestId('top-bar');
    this.sideMenu = page.getByTestId('side-menu');
    this.workplaceSelector = page.getByTestId('workplace-selector');
    this.currentWorkplace = page.getByTestId('workplace-current');
    this.currentWorkplaceName = this.currentWorkplace.locator('.omni-workplace-name');
    this.languagePicker = page.getByTestId('language-picker');
    this.userMenu = page.getByTestId('user-menu');
  }

  async expectVisible(): Promise<void> {
    await expect(this.topBar).toBeVisible();
    await expect(this.sideMenu).toBeVisible();
  }

  menuItem(key: SideMenuKey): Locator {
    return this.sideMenu.getByTestId(`side-menu-${key}`);
  }

  async openFromMenu(key: SideMenuKey): Promise<void> {
    await this.menuItem(key).click();
  }

  /**
   * Opens a dropdown and clicks one of its items until `done` holds. A click that lands while the
   * dropdown is still animating in (or re-rendering after a refetch) can be lost; a person would
   * simply click again, and so does this.
   */
  private async pick(trigger: Locator, item: Locator, done: () => Promise<void>): Promise<void> {
    await expect(async () => {
      if (!(await item.isVisible())) await trigger.click();
      await item.click({ timeout: 5_000 });
      await done();
    }).toPass({ timeout: 45_000 });
  }

  /** Opens the workplace dropdown and picks a workplace by its name. */
  async switchWorkplace(name: string): Promise<void> {
    const option = this.page.getByTestId('workplace-option').filter({ hasText: name });
    await this.pick(this.currentWorkplace, option, () =>
      expect(this.currentWorkplaceName).toHaveText(name, { timeout: 5_000 }),
    );
  }

  /** Creates a workplace from the selector; the host switches to it. */
  async createWorkplace(name: string): Promise<void> {
    const input = this.page.getByTestId('workplace-name-input');
    await this.pick(this.currentWorkplace, this.page.getByTestId('workplace-create'), () =>
      expect(input).toBeVisible({ timeout: 5_000 }),
    );
    await input.fill(name);
    await input.press('Enter');
    await expect(this.currentWorkplaceName).toHaveText(name);
  }

  /**
   * Picks a language. Signed in, also waits until the account has saved it: the page switches at
   * once, but a page loaded before the save lands adopts the account's old language again.
   */
  async chooseLanguage(code: string, { signedIn = true } = {}): Promise<void> {
    const saved = signedIn
      ? this.page.waitForResponse(
          (response) =>
            response.url().includes('/auth/account/set-language') &&
            response.request().method() === 'PUT',
          { timeout: 45_000 },
        )
      : null;
    void saved?.catch(() => undefined); // awaited below, unless the pick itself failed first
    await this.pick(this.languagePicker, this.page.getByTestId(`language-option-${code}`), () =>
      expect(this.page.locator('html')).toHaveAttribute('lang', code, { timeout: 5_000 }),
    );
    if (saved) expect((await saved).ok(), 'the account saved the language').toBe(true);
  }

  async signOut(): Promise<void> {
    await this.pick(this.userMenu, this.page.getByTestId('user-menu-log-out'), () =>
      expect(this.page).toHaveURL(/\/(signout|login)/, { timeout: 5_000 }),
    );
  }
}
