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

  /** My channels, at /app/channel or under General settings (/app/setting/channel). */
  async goto(path: '/app/channel' | '/app/setting/channel' = '/app/channel'): Promise<void> {
    await this.page.goto(path);
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

  /** Connect on the AliExpress row: resolves with the window on its way to the consent screen. */
  async startAliExpressLink(): Promise<Page> {
    const [linkWindow] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.sourceRow('aliexpress').getByTestId('source-connect').click(),
    ]);
    return linkWindow;
  }

  /** Connect on the CJ row, then the API key (and e-mail) in its dialog. */
  async linkCj(apiKey: string, email: string): Promise<void> {
    await this.sourceRow('cj').getByTestId('source-connect').click();
    const dialog = this.page.getByTestId('cj-link-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('cj-api-key').fill(apiKey);
    await dialog.getByTestId('cj-email').fill(email);
    await this.page.getByTestId('cj-link-submit').click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
  }

  /**
   * Takes the pointer off the page: a linked source row shows Disconnect instead of its Active
   * badge while hovered, and the pointer stays where the last click was.
   */
  async movePointerAway(): Promise<void> {
    await this.page.mouse.move(0, 0);
  }

  /** A linked source's Active badge turns into Disconnect on hover; then confirm. */
  async disconnectSource(source: 'aliexpress' | 'cj'): Promise<void> {
    const row = this.sourceRow(source);
    await row.hover();
    await row.getByTestId('source-disconnect').click();
    await this.page.getByTestId('source-disconnect-confirm').click();
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
