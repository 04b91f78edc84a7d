import { expect, type Locator, type Page } from '@playwright/test';

/** Integrations (/app/setting/integration, catalogue remote) and its AI writing defaults page. */
export class IntegrationsPage {
  readonly root: Locator;
  readonly cards: Locator;
  readonly comingSoon: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('integrations-page');
    this.cards = this.root.locator('.omni-integration-card');
    this.comingSoon = this.root.locator('[data-testid$="-coming-soon"]');
  }

  card(integration: string): Locator {
    return this.root.getByTestId(`integration-${integration}`);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/app\/setting\/integration\/?$/);
    await expect(this.root).toBeVisible({ timeout: 30_000 });
    await expect(this.cards).toHaveCount(7);
  }

  async openAiWriting(): Promise<AiWritingDefaultsPage> {
    await this.card('ai-writing').getByRole('link').click();
    const defaults = new AiWritingDefaultsPage(this.page);
    await defaults.expectLoaded();
    return defaults;
  }
}

/** The workplace's AI writing defaults: style, tone and language, saved together. */
export class AiWritingDefaultsPage {
  readonly root: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('ai-writing-settings-page');
    this.save = this.root.getByTestId('ai-writing-settings-save');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/setting/integration/ai-writing');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/app\/setting\/integration\/ai-writing$/);
    await expect(this.root).toBeVisible({ timeout: 30_000 });
  }

  choice(name: 'style' | 'tone' | 'language'): Locator {
    return this.root.getByTestId(`ai-writing-${name}`);
  }

  async choose(name: 'style' | 'tone' | 'language', option: string): Promise<void> {
    await this.choice(name).click();
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .click();
    await expect(this.choice(name)).toContainText(option);
  }

  /** Saves and waits for the success message. */
  async saveDefaults(): Promise<void> {
    await this.save.click();
    await expect(this.page.getByText('AI writing defaults saved.')).toBeVisible();
    await expect(this.save).toBeDisabled();
  }
}
