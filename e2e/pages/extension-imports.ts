import type { Locator, Page } from '@playwright/test';

/**
 * The find-product page with an extension source chosen (eBay, Amazon, Temu), and what the
 * browser extension's content script does there: post bridge messages into the page.
 */
export class ExtensionImportsView {
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.status = page.getByTestId('extension-status');
  }

  async goto(source: 'ebay' | 'amazon' | 'temu'): Promise<void> {
    await this.page.goto(`/app/find-product?source=${source}`);
  }

  received(source: string, productId: string): Locator {
    return this.page.getByTestId(`extension-product-${source}:${productId}`);
  }

  /** Posts a bridge message as the content script does: same window, the page's origin. */
  async postFromExtension(type: string, payload: unknown, id: string): Promise<void> {
    await this.page.evaluate(
      ([messageType, messagePayload, messageId]) =>
        window.postMessage(
          {
            protocol: 'omni-extension-bridge',
            version: 1,
            type: messageType,
            id: messageId,
            payload: messagePayload,
          },
          window.location.origin,
        ),
      [type, payload, id] as const,
    );
  }
}
