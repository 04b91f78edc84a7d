import { expect, type Locator, type Page } from '@playwright/test';

/** One product card of the find-product grid. */
export class ProductCardView {
  readonly name: Locator;
  readonly price: Locator;
  readonly rating: Locator;
  readonly favouriteButton: Locator;
  readonly importButton: Locator;
  readonly importedMark: Locator;

  constructor(readonly root: Locator) {
    this.name = root.getByTestId('card-name');
    this.price = root.getByTestId('card-price');
    this.rating = root.getByTestId('card-rating');
    this.favouriteButton = root.locator('[data-testid^="favourite-button-"]');
    this.importButton = root.locator('[data-testid^="import-button-"]');
    this.importedMark = root.getByTestId('card-imported-mark');
  }

  /** The product id, read from the card's test id (product-card-{id}). */
  async productId(): Promise<string> {
    const testId = await this.root.getAttribute('data-testid');
    return (testId ?? '').replace(/^product-card-/, '');
  }

  /** The shown price as a number (display currency, any symbol). */
  async priceValue(): Promise<number> {
    const text = (await this.price.textContent()) ?? '';
    return Number(text.replace(/[^0-9.]/g, ''));
  }
}

/** /app/find-product: source choice, search, sorts, filters, ship-to, collections, the grid. */
export class FindProductPage {
  readonly root: Locator;
  readonly searchBox: Locator;
  readonly sortSelect: Locator;
  readonly rating4Filter: Locator;
  readonly shipToPicker: Locator;
  readonly results: Locator;
  readonly grid: Locator;
  readonly cards: Locator;
  readonly total: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('find-product-page');
    this.searchBox = page.getByRole('combobox', { name: 'Search products' });
    this.sortSelect = page.getByTestId('sort-select');
    this.rating4Filter = page.getByTestId('filter-rating');
    this.shipToPicker = page.getByTestId('ship-to-picker');
    this.results = page.getByTestId('find-product-results');
    this.grid = page.getByTestId('product-grid');
    this.cards = this.grid.locator('[data-testid^="product-card-"]');
    this.total = page.getByTestId('products-total');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/find-product${query}`);
    await expect(this.root).toBeVisible({ timeout: 30_000 });
  }

  card(index: number): ProductCardView {
    return new ProductCardView(this.cards.nth(index));
  }

  /**
   * The first card that is neither a favourite nor imported yet: a journey that marks one stays
   * repeatable on the same database (a retry, another journey's marks).
   */
  freshCard(): ProductCardView {
    return new ProductCardView(
      this.cards
        .filter({
          has: this.page.locator('[data-testid^="favourite-button-"][aria-pressed="false"]'),
        })
        .filter({ has: this.page.locator('[data-testid^="import-button-"][data-state="idle"]') })
        .first(),
    );
  }

  /**
   * Waits until the grid shows cards for the current URL. The address changes first and the
   * router draws the new search's page a moment later (in a transition: up to seconds on a busy
   * machine), so until the results say they were drawn for this URL's search, the cards on screen
   * may be the previous search's.
   */
  async expectResults(): Promise<void> {
    const search = new URL(this.page.url()).searchParams.toString();
    await expect(this.results).toHaveAttribute('data-search', search, { timeout: 30_000 });
    // drawn for this search: no longer busy (the previous search's cards were inert till now)
    await expect(this.results).not.toHaveAttribute('aria-busy');
    await expect(this.cards.first()).toBeVisible({ timeout: 30_000 });
  }

  async search(keyword: string): Promise<void> {
    await this.searchBox.fill(keyword);
    await this.searchBox.press('Enter');
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(keyword)}`));
  }

  /** Picks a sort by its label in the sort dropdown. */
  async sortBy(label: string): Promise<void> {
    await this.sortSelect.click();
    await this.page.locator('.ant-select-item-option').filter({ hasText: label }).click();
  }

  /** Opens a picker (dropdown) and chooses the country found by typing `query`. */
  async shipTo(query: string, countryName: string): Promise<void> {
    await chooseCountry(this.page, this.shipToPicker, query, countryName);
  }
}

/** The ship-to dropdown of find product and the detail page: type, then pick the country. */
export async function chooseCountry(
  page: Page,
  picker: Locator,
  query: string,
  countryName: string,
): Promise<void> {
  await picker.click();
  await page.keyboard.type(query);
  await page.locator('.ant-select-item-option').filter({ hasText: countryName }).click();
}
