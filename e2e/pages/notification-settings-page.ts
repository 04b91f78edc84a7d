import { expect, type Locator, type Page } from '@playwright/test';

type Channel = 'app' | 'email';

/** /app/setting/notification: a switch per kind of event, in the app and by e-mail. */
export class NotificationSettingsPage {
  readonly root: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('notification-settings');
    this.save = page.getByTestId('notification-settings-save');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/app\/setting\/notification$/);
    await expect(this.root.getByTestId('notification-pref-orderShipped')).toBeVisible();
  }

  toggle(kind: string, channel: Channel): Locator {
    return this.page.getByTestId(`notification-pref-${kind}-${channel}`);
  }

  async expectOn(kind: string, channel: Channel, on: boolean): Promise<void> {
    await expect(this.toggle(kind, channel)).toHaveAttribute('aria-checked', String(on));
  }
}
