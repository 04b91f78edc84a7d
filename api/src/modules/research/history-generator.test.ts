import {
  countryOrders,
  MAX_STORE_LISTINGS,
  mondayOf,
  ORDER_WEEKS,
  orderHistory,
  PRICE_WEEKS,
  priceHistory,
  socialAdsFor,
  storeListings,
  type HistorySource,
} from './history-generator';

const product: HistorySource = {
  id: 1_000_042,
  priceMin: 12.5,
  suggestedPrice: 31,
  orderCount: 5200,
  latestVolume: 430,
  listingCount: 120,
  shipCountries: ['US', 'GB', 'DE', 'FR'],
  title: 'Moon lamp',
};
const anchor = new Date('2026-11-18T10:00:00Z'); // a Wednesday

describe('mondayOf', () => {
  it('gives the Monday of the week', () => {
    expect(mondayOf(anchor)).toBe('2026-11-16');
    expect(mondayOf(new Date('2026-11-16T00:00:00Z'))).toBe('2026-11-16');
    expect(mondayOf(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-16');
  });
});

describe('history generation', () => {
  it('is the same every time for the same product', () => {
    expect(priceHistory(product, anchor)).toEqual(priceHistory(product, anchor));
    expect(socialAdsFor(product, anchor)).toEqual(socialAdsFor(product, anchor));
    expect(priceHistory({ ...product, id: 7 }, anchor)).not.toEqual(priceHistory(product, anchor));
  });

  it('prices: weekly, oldest first, ending on the current price', () => {
    const points = priceHistory(product, anchor);
    expect(points).toHaveLength(PRICE_WEEKS);
    expect(points.at(-1)).toEqual({ day: '2026-11-16', price: 12.5 });
    expect(points[0]!.day < points[1]!.day).toBe(true);
    for (const point of points) expect(point.price).toBeGreaterThan(0);
  });

  it('orders: the last four weeks add up to about the 30-day volume', () => {
    const weeks = orderHistory(product, anchor);
    expect(weeks).toHaveLength(ORDER_WEEKS);
    const lastFour = weeks.slice(-4).reduce((sum, week) => sum + week.orders, 0);
    expect(lastFour).toBeGreaterThan(430 * 0.6);
    expect(lastFour).toBeLessThan(430 * 1.3);
  });

  it('countries: split over the ship-to countries, most first, adding up to the orders', () => {
    const countries = countryOrders(product);
    expect(countries.map((entry) => entry.country).sort()).toEqual(['DE', 'FR', 'GB', 'US']);
    const total = countries.reduce((sum, entry) => sum + entry.orders, 0);
    expect(Math.abs(total - 5200)).toBeLessThanOrEqual(4);
    for (let index = 1; index < countries.length; index += 1)
      expect(countries[index - 1]!.orders).toBeGreaterThanOrEqual(countries[index]!.orders);
    expect(countryOrders({ ...product, orderCount: 0 })).toEqual([]);
  });

  it('stores: as many as listed (capped), priced around the suggested price', () => {
    const stores = storeListings(product, anchor);
    expect(stores).toHaveLength(MAX_STORE_LISTINGS);
    expect(storeListings({ ...product, listingCount: 3 }, anchor)).toHaveLength(3);
    for (const store of stores) {
      expect(store.price).toBeGreaterThanOrEqual(31 * 0.85 - 0.01);
      expect(store.price).toBeLessThanOrEqual(31 * 1.25 + 0.01);
      expect(store.storeDomain).toMatch(/^[a-z]+-[a-z]+-\d{3}\.(myshopify\.)?com$/);
    }
  });

  it('ads: three to eight, seen within the ad window, mentioning the product', () => {
    const ads = socialAdsFor(product, anchor);
    expect(ads.length).toBeGreaterThanOrEqual(3);
    expect(ads.length).toBeLessThanOrEqual(8);
    for (const ad of ads) {
      expect(ad.caption).toContain('Moon lamp');
      expect(ad.firstSeen.getTime()).toBeLessThan(ad.lastSeen.getTime());
      expect(ad.lastSeen.getTime()).toBeLessThanOrEqual(anchor.getTime());
    }
  });
});
