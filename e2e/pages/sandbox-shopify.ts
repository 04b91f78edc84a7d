import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ChannelsPage } from './channels-page';

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
   * Connects the stand-in shop `<handle>.myshopify.com` from My channels (the Shopify card's
   * address, Install on the stand-in's screen) unless this merchant already has it.
   */
  async connectFromMyChannels(page: Page, handle: string): Promise<void> {
    const shop = `${handle}.myshopify.com`;
    const channels = new ChannelsPage(page);
    await channels.goto();
    if ((await channels.store(shop).count()) > 0) return;
    const connectWindow = await channels.startConnect('shopify', handle);
    await this.approveInstall(connectWindow);
    await expect(connectWindow.getByTestId('platform-callback-success')).toBeVisible({
      timeout: 45_000,
    });
    await connectWindow.close();
    await expect(channels.store(shop)).toBeVisible({ timeout: 30_000 });
  }

  /** A product of the shop as its admin shows it (admin/products/<id>), found by its title. */
  async openAdminProduct(page: Page, shop: string, title: string): Promise<void> {
    const state = await page.request.get(`${this.baseUrl}/control/state`);
    expect(state.ok()).toBe(true);
    const { shops } = (await state.json()) as {
      shops: { domain: string; products: { id: number; title: string }[] }[];
    };
    const held = shops.find((s) => s.domain === shop)!.products.filter((p) => p.title === title);
    expect(held, `${shop} holds "${title}" once`).toHaveLength(1);
    await page.goto(`${this.baseUrl}/shops/${shop}/admin/products/${held[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
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
