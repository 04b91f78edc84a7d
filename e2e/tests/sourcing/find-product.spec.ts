import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleOnce } from '../../pages/accessibility';
import { FindProductPage, ProductCardView } from '../../pages/find-product-page';
import { FavoriteSupplierPage } from '../../pages/favorite-supplier-page';
import { ProductDetailPage } from '../../pages/product-detail-page';
import { logInAsDemo } from '../../support/session';

/** Searches lamps and opens the first card's detail, which opens in a new tab on desktop. */
async function openFirstLampDetail(page: Page) {
  const find = new FindProductPage(page);
  await find.goto('?q=lamp');
  await find.expectResults();
  const name = (await find.card(0).name.textContent()) ?? '';
  const [tab] = await Promise.all([page.waitForEvent('popup'), find.card(0).name.click()]);
  const detail = new ProductDetailPage(tab);
  await detail.expectLoaded();
  return { tab, detail, name };
}

test.describe('find product', () => {
  test.beforeEach(async ({ page }) => {
    await logInAsDemo(page);
  });

  test('search, sort, filter and ship-to live in the URL; favourite and import from a card', async ({
    page,
  }) => {
    const find = new FindProductPage(page);
    await find.goto();
    await find.expectResults();

    await find.search('dress');
    await find.expectResults();
    await expect(find.card(0).name).toContainText(/dress/i);

    await find.sortBy('Lowest price');
    await expect(page).toHaveURL(/sort=asc_price/);
    await find.expectResults();
    await expect(async () => {
      const prices = await Promise.all([0, 1, 2].map((i) => find.card(i).priceValue()));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass({ timeout: 15_000 });

    await find.rating4Filter.click();
    await expect(page).toHaveURL(/rating=4/);
    await find.expectResults();
    await expect(async () => {
      // a product nobody reviewed shows no rating; every rating shown is 4 or more
      const texts = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((i) => find.card(i).rating.textContent()),
      );
      const ratings = texts.flatMap((text) => (text ?? '').match(/\d\.\d/) ?? []).map(Number);
      expect(ratings.length).toBeGreaterThan(0);
      for (const rating of ratings) expect(rating).toBeGreaterThanOrEqual(4);
    }).toPass({ timeout: 15_000 });

    await find.shipTo('uk', 'United Kingdom');
    await expect(page).toHaveURL(/ship_to=GB/);
    await expect(find.shipToPicker).toContainText('United Kingdom (UK)');
    await find.expectResults();

    // favourite and import the first card; both survive a reload (they are the workplace's)
    const fresh = find.freshCard();
    const id = await fresh.productId();
    // by id from here on: once marked, the card no longer matches "fresh"
    const card = new ProductCardView(find.grid.getByTestId(`product-card-${id}`));
    await card.favouriteButton.click();
    await expect(card.favouriteButton).toHaveAttribute('aria-pressed', 'true');
    await card.importButton.click();
    await expect(card.importButton).toHaveAttribute('data-state', 'imported', { timeout: 15_000 });

    await page.reload();
    const same = new FindProductPage(page).grid.getByTestId(`product-card-${id}`);
    await expect(same).toBeVisible({ timeout: 30_000 });
    await expect(same.locator('[data-testid^="favourite-button-"]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(same.getByTestId('card-imported-mark')).toBeVisible();
    await expectAccessibleOnce(page, { label: 'find product, a card favourite and imported' });
  });

  test('a card opens its detail in a new tab; price and logistics follow the ship-to country', async ({
    page,
  }) => {
    const { tab, detail, name } = await openFirstLampDetail(page);
    await expect(detail.name).toHaveText(name);
    await detail.expectShipTo('US');

    const priceForGermany = tab.waitForResponse(
      (response) => /\/price-detail\/[^/]+\/[^/]+\/DE$/.test(response.url()) && response.ok(),
    );
    await detail.shipTo('germ', 'Germany');
    await priceForGermany;
    await detail.expectShipTo('DE');
    await expect(detail.reviews).toBeVisible();
    await expectAccessibleOnce(tab, { label: 'product detail' });
  });

  test('a detail’s seller leads to its products, sorted by price, and becomes a favourite supplier', async ({
    page,
  }) => {
    const { tab, detail } = await openFirstLampDetail(page);
    const sellerName = ((await detail.seller.textContent()) ?? '').trim();
    const sellerLink = await detail.seller.getAttribute('href');
    expect(sellerLink).toMatch(/\/app\/find-product\/favorite-supplier\?store_id=\d+$/);

    await tab.goto(sellerLink!);
    const suppliers = new FavoriteSupplierPage(tab);
    await suppliers.expectLoaded();
    await expect(suppliers.productCards.first()).toBeVisible({ timeout: 30_000 });
    await suppliers.sortBy('Lowest price');
    await expect(tab).toHaveURL(/sort=asc_price/);
    await expect(suppliers.productCards.first()).toBeVisible();
    // the cards of the previous order stay until the list sorted by price answers
    await expect
      .poll(async () => {
        const prices = await Promise.all(
          (await suppliers.productCards.all())
            .slice(0, 4)
            .map((card) => new ProductCardView(card).priceValue()),
        );
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);

    await suppliers.addButton.click();
    await expect(suppliers.suppliers.filter({ hasText: sellerName })).toBeVisible();
    await expect(suppliers.products).toContainText(sellerName);
    await expect(suppliers.addButton).toHaveCount(0);
    await expectAccessibleOnce(tab, { label: 'favourite supplier and its products' });
  });
});
