import type { ProductCard, ProductPage } from '@omni/shared/contracts';

/** A product card as the API sends it; tests override what they look at. */
export function cardFixture(overrides: Partial<ProductCard> = {}): ProductCard {
  const id = overrides.source_product_id ?? '101';
  return {
    source_product_id: id,
    source: 'omni',
    name: `LED desk lamp ${id}`,
    images: ['/img/1.png', '/img/2.png', '/img/3.png'],
    video_url: null,
    price: 12.5,
    details: {
      price_range: { min: 12.5, max: 18 },
      lastest_volume: 1520,
      rating: 4.66,
      reviews_count: 230,
      shipping_cost: 0,
      shipping_time_min: 7,
      shipping_time_max: 12,
      ship_countries: ['US', 'GB', 'DE', 'FR'],
    },
    imported: false,
    mapped: false,
    product_package_id: null,
    total_variants: 4,
    ship_to: 'US',
    design_info: null,
    trade_count: 5000,
    listing_count: 120,
    suggested_price: 29.99,
    profit: 17.49,
    favourited: false,
    category_id: 3,
    ...overrides,
  };
}

/** One page of search results. */
export function pageFixture(
  items: ProductCard[],
  overrides: Partial<ProductPage> = {},
): ProductPage {
  return {
    items,
    page: 1,
    page_size: 40,
    total: items.length,
    total_capped: false,
    has_more: false,
    sort: 'desc_profit',
    ship_to: 'US',
    ...overrides,
  };
}

/**
 * A controllable IntersectionObserver for jsdom (which has none): `intersect()` tells every
 * observer that its targets came into view, as scrolling to the end of the grid would.
 */
export function installIntersectionObserver() {
  const callbacks = new Set<IntersectionObserverCallback>();
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      callbacks.add(this.callback);
    }
    unobserve() {}
    disconnect() {
      callbacks.delete(this.callback);
    }
    takeRecords() {
      return [];
    }
  }
  const previous = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  return {
    intersect() {
      for (const callback of [...callbacks])
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    },
    restore() {
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = previous;
    },
  };
}
