import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ChannelsPage } from './channels-page';

/** A product the WooCommerce stand-in holds, as its control API lists it. */
export interface WooStandInProduct {
  id: number;
  name: string;
  type: string;
  status: string;
  sku: string;
  price: string;
  variations: { id: number; sku: string; price: string; options: string[] }[];
}

/**
 * The WooCommerce stand-in as a merchant meets it: its wc-auth screen (Approve) and, for the
 * journey's checks, its control API's products.
 */
export class SandboxWooCommerce {
  constructor(readonly baseUrl: string) {}

  /** The store's address as My channels lists it once connected (host and port). */
  get domain(): string {
    return new URL(this.baseUrl).host;
  }

  /** The store as the push dialog and its progress name it (its address with the scheme). */
  get label(): string {
    return new URL(this.baseUrl).origin;
  }

  /** On the wc-auth screen the connect window reached: approve the app's access. */
  async approveConnect(window: Page): Promise<void> {
    const approve = window.locator('#wc-auth-approve');
    await expect(approve).toBeVisible({ timeout: 30_000 });
    await approve.click();
  }

  /**
   * Connects the stand-in store from My channels (its address in the WooCommerce card's dialog,
   * Approve on its wc-auth screen) unless this merchant already has it.
   */
  async connectFromMyChannels(page: Page): Promise<void> {
    const channels = new ChannelsPage(page);
    await channels.goto();
    if ((await channels.store(this.domain).count()) > 0) return;
    const connectWindow = await channels.startConnect('woocommerce', this.baseUrl);
    await this.approveConnect(connectWindow);
    await expect(connectWindow.getByTestId('platform-callback-success')).toBeVisible({
      timeout: 45_000,
    });
    await connectWindow.close();
    await channels.goto();
    await expect(channels.store(this.domain)).toBeVisible({ timeout: 30_000 });
  }

  /** Disconnects it from My channels (so another account may connect it) and waits until it is gone. */
  async disconnectFromMyChannels(page: Page): Promise<void> {
    const channels = new ChannelsPage(page);
    await channels.goto();
    await channels.disconnect(this.domain);
    await expect(channels.store(this.domain)).toHaveCount(0, { timeout: 30_000 });
  }

  async products(request: APIRequestContext): Promise<WooStandInProduct[]> {
    const response = await request.get(`${this.baseUrl}/_control/state`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { products: WooStandInProduct[] }).products;
  }
}
