import { expect, type Locator, type Page } from '@playwright/test';
import { chooseCountry } from './find-product-page';

/** /app/find-product/{source}/detail/{id}/{shipTo}: price and logistics for the ship-to country. */
export class ProductDetailPage {
  readonly root: Locator;
  readonly name: Locator;
  readonly priceDetail: Locator;
  readonly price: Locator;
  readonly shipping: Locator;
  readonly logistics: Locator;
  readonly shipToPicker: Locator;
  readonly reviews: Locator;
  readonly seller: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('product-detail-page');
    this.name = page.getByTestId('detail-name');
    this.priceDetail = page.getByTestId('price-detail');
    this.price = page.getByTestId('detail-price');
    this.shipping = page.getByTestId('detail-shipping');
    this.logistics = page.getByTestId('logistics-options').or(page.getByTestId('logistics-empty'));
    this.shipToPicker = page.getByTestId('ship-to-picker');
    this.reviews = page.getByTestId('detail-reviews');
    this.seller = page.getByTestId('seller-name');
  }

  async expectLoaded(): Promise<void> {
    await expect(this.name).toBeVisible({ timeout: 30_000 });
  }

  /**
   * Price detail and logistics both shown for `code` (ISO): the shipping options there, or the
   * notice that the product does not ship there.
   */
  async expectShipTo(code: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/detail/[^/]+/${code}$`));
    await expect(this.priceDetail).toHaveAttribute('data-ship-to', code);
    await expect(this.logistics).toHaveAttribute('data-country', code);
  }

  async shipTo(query: string, countryName: string): Promise<void> {
    await chooseCountry(this.page, this.shipToPicker, query, countryName);
  }
}
