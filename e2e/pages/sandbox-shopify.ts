import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

  /**
   * Shopify's page where the merchant approves an app's charge (appSubscriptionCreate, or a
   * one-time appPurchaseOneTimeCreate).
   */
  chargeApproval(page: Page) {
    const root = page.getByTestId('charge-approval');
    return {
      root,
      name: root.getByTestId('charge-name'),
      price: root.getByTestId('charge-price'),
      test: root.getByTestId('charge-test'),
      replaces: root.getByTestId('charge-replaces'),
      approve: root.getByTestId('approve-charge'),
      decline: root.getByTestId('decline-charge'),
    };
  }

  /** The app's charges to a shop, as the stand-in's control API lists them. */
  async appSubscriptions(
    request: APIRequestContext,
    shop: string,
  ): Promise<Array<{ id: number; name: string; status: string; test: boolean }>> {
    const response = await request.get(
      `${this.baseUrl}/control/shops/${encodeURIComponent(shop)}/app-subscriptions`,
    );
    expect(response.ok()).toBe(true);
    return (
      (await response.json()) as {
        app_subscriptions: Array<{ id: number; name: string; status: string; test: boolean }>;
      }
    ).app_subscriptions;
  }

  /** The app's one-time purchases on a shop, as the stand-in's control API lists them. */
  async appPurchases(
    request: APIRequestContext,
    shop: string,
  ): Promise<Array<{ id: number; name: string; status: string; test: boolean }>> {
    const response = await request.get(
      `${this.baseUrl}/control/shops/${encodeURIComponent(shop)}/app-purchases`,
    );
    expect(response.ok()).toBe(true);
    return (
      (await response.json()) as {
        app_purchases: Array<{ id: number; name: string; status: string; test: boolean }>;
      }
    ).app_purchases;
  }

  /** The merchant removes the app from the shop (a journey's retry starts from a free shop). */
  async uninstall(request: APIRequestContext, shop: string): Promise<void> {
    await request.post(`${this.baseUrl}/control/shops/${encodeURIComponent(shop)}/uninstall`);
  }

  /**
   * A journey that connects `shop` as a new merchant starts from a shop nobody has connected: the
   * app is removed when an earlier journey (or run) left it installed.
   */
  async freeShop(request: APIRequestContext, page: Page, shop: string): Promise<void> {
    const installed = await request.get(`${this.baseUrl}/control/state`);
    const state = (await installed.json()) as { shops: { domain: string; installed: boolean }[] };
    if (state.shops.find((entry) => entry.domain === shop)?.installed) {
      await this.uninstall(request, shop);
      await page.waitForTimeout(2_000);
    }
  }
}
