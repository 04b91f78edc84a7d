import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The part of an /app page a remote renders, and the host's "temporarily unavailable" panel
 * that replaces it when the remote cannot be loaded.
 */
export class RemoteArea {
  readonly unavailablePanel: Locator;
  readonly retryButton: Locator;

  constructor(readonly page: Page) {
    this.unavailablePanel = page.getByTestId('remote-unavailable');
    // The panel's one action; found by role so it does not depend on a test id.
    this.retryButton = this.unavailablePanel.getByRole('button');
  }

  async expectUnavailable(): Promise<void> {
    await expect(this.unavailablePanel).toBeVisible({ timeout: 30_000 });
    await expect(this.retryButton).toBeVisible();
  }

  async retry(): Promise<void> {
    await this.retryButton.click();
  }
}

/** Each remote's first route, and what on it proves the remote loaded and called the api. */
export interface FirstRoute {
  remote: 'sourcing' | 'catalogue' | 'orders' | 'billing';
  path: string;
  /** The remote's page root. */
  page: (page: Page) => Locator;
  /** Shown only once the page's api call answered (a list, a count, an empty state). */
  apiContent: (page: Page) => Locator;
}

export const FIRST_ROUTES: FirstRoute[] = [
  {
    remote: 'sourcing',
    path: '/app/find-product',
    page: (page) => page.getByTestId('find-product-page'),
    apiContent: (page) =>
      page.getByTestId('collection-list').or(page.getByTestId('collections-empty')),
  },
  {
    remote: 'catalogue',
    path: '/app/products-import',
    page: (page) => page.getByTestId('import-list-page'),
    apiContent: (page) =>
      page.getByTestId('import-list-empty').or(page.getByTestId('import-list-rows')),
  },
  {
    remote: 'orders',
    path: '/app/orders',
    page: (page) => page.getByTestId('order-center-page'),
    apiContent: (page) => page.getByTestId('orders-empty').or(page.getByTestId('order-list')),
  },
  {
    remote: 'billing',
    path: '/app/setting/billing',
    page: (page) => page.getByTestId('billing-settings-page'),
    apiContent: (page) => page.getByTestId('plan-list'),
  },
];

/** Opens a remote's first route and waits until the remote rendered what the api answered. */
export async function expectFirstRoute(page: Page, route: FirstRoute): Promise<void> {
  await expect(route.page(page), `${route.remote} renders ${route.path}`).toBeVisible({
    timeout: 30_000,
  });
  await expect(route.apiContent(page), `${route.remote} shows its api data`).toBeVisible();
}
