import { expect, type Locator, type Page } from '@playwright/test';

/** One import of the list. */
export class ImportRowView {
  readonly title: Locator;
  readonly select: Locator;
  readonly price: Locator;

  constructor(readonly root: Locator) {
    this.title = root.getByTestId('import-row-title');
    this.select = root.getByTestId('import-row-select');
    this.price = root.getByTestId('import-row-price');
  }

  async id(): Promise<string> {
    return (await this.root.getAttribute('data-id')) ?? '';
  }
}

/** /app/products-import: the import list with its search, filters, selection and bulk actions. */
export class ImportListPage {
  readonly root: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  readonly searchBox: Locator;
  readonly bulkBar: Locator;
  readonly bulkDelete: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('import-list-page');
    this.rows = page.getByTestId('import-row');
    this.empty = page.getByTestId('import-list-empty');
    this.searchBox = page.getByRole('searchbox', { name: 'Search imports by title' });
    this.bulkBar = page.getByTestId('bulk-action-bar');
    this.bulkDelete = page.getByTestId('bulk-delete');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/products-import${query}`);
    await this.expectLoaded();
  }

  /** The list (or its empty state) answered. */
  async expectLoaded(): Promise<void> {
    await expect(this.root).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByTestId('import-list-rows').or(this.empty)).toBeVisible({
      timeout: 30_000,
    });
  }

  /** The import-list total the list's own tab shows (GET center/products/count). */
  async total(): Promise<number> {
    const badge = this.page.getByTestId('count-importList');
    await expect(badge).toBeVisible({ timeout: 30_000 });
    return Number(await badge.getAttribute('data-count'));
  }

  row(id: string): ImportRowView {
    return new ImportRowView(this.page.locator(`[data-testid="import-row"][data-id="${id}"]`));
  }

  rowTitled(title: string): ImportRowView {
    return new ImportRowView(
      this.rows.filter({
        has: this.page.getByTestId('import-row-title').getByText(title, { exact: true }),
      }),
    );
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
    await expect.poll(() => new URL(this.page.url()).searchParams.get('q')).toBe(text);
  }

  /** Ticks the rows and deletes them, confirming. */
  async deleteRows(ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.row(id).select.check();
    await expect(this.page.getByTestId('bulk-selected-count')).toHaveAttribute(
      'data-count',
      String(ids.length),
    );
    await this.bulkDelete.click();
    await this.page.getByTestId('bulk-delete-confirm').click();
  }
}

/** The badge count of a side-menu entry (0 when it shows no badge). */
export async function sideMenuBadge(
  page: Page,
  key: 'import-list' | 'product-center',
): Promise<number> {
  const badge = page.getByTestId(`side-menu-${key}`).locator('.ant-badge-count');
  if ((await badge.count()) === 0) return 0;
  const title = await badge.first().getAttribute('title');
  return Number(title ?? '0');
}
