import { expect, type Locator, type Page } from '@playwright/test';

/** The push-to-store dialog (a drawer on phones) and the progress panel it hands over to. */
export class PushDialog {
  readonly root: Locator;
  readonly submit: Locator;
  readonly previewRows: Locator;
  readonly progress: Locator;
  readonly progressEntries: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog').filter({ has: page.getByTestId('push-submit') });
    this.submit = page.getByTestId('push-submit');
    this.previewRows = this.root.getByTestId('push-preview-row');
    this.progress = page.getByTestId('push-progress-panel');
    this.progressEntries = this.progress.getByTestId('push-progress-entry');
  }

  async expectOpen(): Promise<void> {
    await expect(this.root).toBeVisible({ timeout: 30_000 });
    await expect(this.root.getByTestId('push-channel').first()).toBeVisible({ timeout: 30_000 });
  }

  /** A store of the channel list, by its domain. */
  channel(domain: string): Locator {
    return this.root.locator(`[data-testid="push-channel"][data-store="${domain}"]`);
  }

  /** Ticks the store, then each named sales channel of it (000 §3 keys: google, shop …). */
  async choose(domain: string, salesChannels: readonly string[] = []): Promise<void> {
    const channel = this.channel(domain);
    await channel.getByTestId('push-channel-check').check();
    for (const key of salesChannels)
      await channel
        .getByTestId(`push-sales-channel-${key}`)
        .getByTestId('push-sales-channel-check')
        .check();
  }

  async push(): Promise<void> {
    await this.submit.click();
    await expect(this.root).toBeHidden({ timeout: 30_000 });
  }

  /** The progress entry of a product in a store. */
  entry(productId: string, domain: string): Locator {
    return this.progress.locator(
      `[data-testid="push-progress-entry"][data-product="${productId}"][data-store="${domain}"]`,
    );
  }
}
