import { expect, type Page } from '@playwright/test';

/** The Shopify stand-in's screens a merchant sees: the install (OAuth) screen and the admin. */
export class SandboxShopify {
  constructor(
    readonly baseUrl: string,
    readonly appHandle = 'omni-dropshipping',
  ) {}

  /** On the install screen the connect window reached: approve the app. */
  async approveInstall(window: Page): Promise<void> {
    const install = window.getByTestId('install-app');
    await expect(install).toBeVisible({ timeout: 30_000 });
    await install.click();
  }

  /**
   * The admin page of a shop with the app embedded in its iframe, as one of the shop's staff
   * members sees it (the stand-in's account owner when none is named).
   */
  adminAppUrl(shop: string, staffId?: number): string {
    const page = `${this.baseUrl}/shops/${encodeURIComponent(shop)}/admin/apps/${this.appHandle}/`;
    return staffId === undefined ? page : `${page}?staff=${staffId}`;
  }
}
