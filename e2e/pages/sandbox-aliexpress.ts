import { expect, type Page } from '@playwright/test';

/** The AliExpress stand-in's consent screen (its OAuth authorize page), as a merchant sees it. */
export class SandboxAliExpress {
  /** On the consent screen the connect window reached: name the account and authorize. */
  async authorize(window: Page, account: string): Promise<void> {
    const field = window.getByLabel('AliExpress account');
    await expect(field).toBeVisible({ timeout: 30_000 });
    await field.fill(account);
    await window.getByRole('button', { name: 'Authorize' }).click();
  }
}
