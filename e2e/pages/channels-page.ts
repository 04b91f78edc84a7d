import { expect, type Locator, type Page } from '@playwright/test';

export type ChannelKey = 'shopify' | 'woocommerce' | 'tiktok' | 'facebook' | 'google';

/** /app/channel (my channels): channel cards, connected stores, source rows, the dialogs. */
export class ChannelsPage {
  readonly root: Locator;
  readonly connectDialog: Locator;
  readonly addressField: Locator;
  readonly connectSubmit: Locator;
  readonly disconnectDialog: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('channels-page');
    this.connectDialog = page.getByTestId('connect-store-dialog');
    this.addressField = page.getByTestId('connect-store-address');
    this.connectSubmit = page.getByTestId('connect-store-submit');
    this.disconnectDialog = page.getByTestId('disconnect-store-dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/channel');
    await expect(this.root).toBeVisible();
  }

  card(key: ChannelKey): Locator {
    return this.root.getByTestId(`channel-card-${key}`);
  }

  /** A connected store's row, found by its platform domain. */
  store(domain: string): Locator {
    return this.root.locator(`[data-testid="connected-store"][data-domain="${domain}"]`);
  }

  salesChannels(domain: string): Locator {
    return this.store(domain).getByTestId('sales-channel');
  }

  sourceRow(source: 'shopify' | 'aliexpress' | 'cj'): Locator {
    return this.root.getByTestId(`source-row-${source}`);
  }

  /**
   * Types the address in the card's connect dialog and connects: resolves with the connect window
   * the app opens (the auto-login link on its way to the platform's install screen).
   */
  async startConnect(key: ChannelKey, address: string): Promise<Page> {
    await this.card(key).getByTestId('channel-connect').click();
    await expect(this.connectDialog).toBeVisible();
    await this.addressField.fill(address);
    const [connectWindow] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.connectSubmit.click(),
    ]);
    return connectWindow;
  }

  /** Disconnect on a store's row, then confirm in the dialog. */
  async disconnect(domain: string): Promise<void> {
    await this.store(domain).getByTestId('store-disconnect').click();
    await expect(this.disconnectDialog).toBeVisible();
    await this.page.getByTestId('disconnect-confirm').click();
  }

  async refreshSalesChannels(domain: string): Promise<void> {
    await this.store(domain).getByTestId('sales-channels-refresh').click();
  }
}
