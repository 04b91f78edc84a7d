/*
 * Deterministic research history of a catalogue product: the same product always gets the same
 * history (a PRNG seeded by its id), shaped by its catalogue figures — price points end at the
 * current price, weekly orders add up to its recent volume, country orders split its order
 * count over the countries it ships to, and listing stores number its listing count.
 */

export interface HistorySource {
  id: number;
  priceMin: number;
  suggestedPrice: number;
  orderCount: number;
  latestVolume: number;
  listingCount: number;
  shipCountries: string[];
  title: string;
}

export const PRICE_WEEKS = 26;
export const ORDER_WEEKS = 12;
/** Listing stores kept per product (the listing count itself may be larger). */
export const MAX_STORE_LISTINGS = 60;
export const AD_PLATFORMS = ['facebook', 'instagram', 'tiktok', 'pinterest'] as const;

/** mulberry32: small, fast, good enough for believable figures. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const DAY = 86_400_000;

/** Monday 00:00 UTC of the week holding `date`, as YYYY-MM-DD. */
export function mondayOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - weekday * DAY).toISOString().slice(0, 10);
}

function weeksBack(anchor: Date, count: number): string[] {
  const monday = new Date(`${mondayOf(anchor)}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, index) =>
    new Date(monday - (count - 1 - index) * 7 * DAY).toISOString().slice(0, 10),
  );
}

/** Weekly prices, oldest first, a random walk that ends on today's price. */
export function priceHistory(product: HistorySource, anchor: Date) {
  const random = seededRandom(product.id * 31 + 1);
  const days = weeksBack(anchor, PRICE_WEEKS);
  const factors: number[] = [1];
  for (let index = 1; index < days.length; index += 1) {
    const step = (random() - 0.5) * 0.08; // ±4 % a week
    factors.unshift(Math.min(1.6, Math.max(0.7, factors[0]! * (1 - step))));
  }
  return days.map((day, index) => ({
    day,
    price: Math.max(0.5, round2(product.priceMin * factors[index]!)),
  }));
}

/** Weekly orders, oldest first; the last four weeks add up to about the 30-day volume. */
export function orderHistory(product: HistorySource, anchor: Date) {
  const random = seededRandom(product.id * 31 + 2);
  const weeks = weeksBack(anchor, ORDER_WEEKS);
  const weekly = product.latestVolume / 4.3;
  const trend = 0.6 + random() * 0.8; // rising or fading
  return weeks.map((week, index) => {
    const position = index / (weeks.length - 1);
    const level = weekly * (trend + (1 - trend) * position);
    return { week, orders: Math.max(0, Math.round(level * (0.8 + random() * 0.4))) };
  });
}

/** The product's orders split over up to eight of its ship-to countries, most first. */
export function countryOrders(product: HistorySource) {
  const random = seededRandom(product.id * 31 + 3);
  const countries = product.shipCountries.slice(0, 8);
  if (countries.length === 0 || product.orderCount === 0) return [];
  const weights = countries.map((_, index) => (1 / (index + 1)) * (0.6 + random() * 0.8));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return countries
    .map((country, index) => ({
      country,
      orders: Math.round((product.orderCount * weights[index]!) / sum),
    }))
    .filter((entry) => entry.orders > 0)
    .sort((a, b) => b.orders - a.orders || a.country.localeCompare(b.country));
}

const STORE_WORDS = [
  ['Cosy', 'Urban', 'Bright', 'Happy', 'Modern', 'Little', 'Golden', 'Wild', 'Pure', 'Nordic'],
  ['Nest', 'Corner', 'Finds', 'Market', 'Studio', 'Goods', 'Haven', 'Lane', 'House', 'Trends'],
];
const STORE_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'NL', 'ES', 'IT', 'BR'];

/** Stores that list the product: believable names, prices around the suggested price. */
export function storeListings(product: HistorySource, anchor: Date) {
  const random = seededRandom(product.id * 31 + 4);
  const count = Math.min(MAX_STORE_LISTINGS, product.listingCount);
  return Array.from({ length: count }, (_, position) => {
    const first = STORE_WORDS[0]![Math.floor(random() * 10)]!;
    const second = STORE_WORDS[1]![Math.floor(random() * 10)]!;
    const number = Math.floor(random() * 900) + 100;
    const slug = `${first}-${second}-${number}`.toLowerCase();
    return {
      position,
      storeName: `${first} ${second}`,
      storeDomain: random() < 0.5 ? `${slug}.myshopify.com` : `${slug}.com`,
      country: STORE_COUNTRIES[Math.floor(random() * STORE_COUNTRIES.length)]!,
      price: round2(product.suggestedPrice * (0.85 + random() * 0.4)),
      listedAt: new Date(anchor.getTime() - Math.floor(random() * 180) * DAY),
    };
  });
}

const CAPTIONS = [
  'The {title} everyone is talking about. Free shipping today only!',
  'Upgrade your everyday with the {title}. Limited stock.',
  'Why did nobody tell me about the {title} sooner?',
  '{title}: loved by thousands of happy customers.',
  'Gift idea: the {title}. Order now, arrives fast.',
];
const CALLS_TO_ACTION = ['Shop now', 'Learn more', 'Order now', 'Get offer'];

/** Social ads that promote the product (ads spy), three to eight of them. */
export function socialAdsFor(product: HistorySource, anchor: Date) {
  const random = seededRandom(product.id * 31 + 5);
  const count = 3 + Math.floor(random() * 6);
  const stores = storeListings(product, anchor);
  const popularity = Math.max(10, product.latestVolume);
  return Array.from({ length: count }, (_, index) => {
    const lastSeen = new Date(anchor.getTime() - Math.floor(random() * 20) * DAY);
    const firstSeen = new Date(lastSeen.getTime() - (3 + Math.floor(random() * 90)) * DAY);
    const likes = Math.round(popularity * (0.5 + random() * 4));
    return {
      id: `${product.id}-${index}`,
      productId: product.id,
      platform: AD_PLATFORMS[Math.floor(random() * AD_PLATFORMS.length)]!,
      advertiser: stores[index % Math.max(1, stores.length)]?.storeName ?? 'Trend Finds',
      caption: CAPTIONS[Math.floor(random() * CAPTIONS.length)]!.replace('{title}', product.title),
      callToAction: CALLS_TO_ACTION[Math.floor(random() * CALLS_TO_ACTION.length)]!,
      country: STORE_COUNTRIES[Math.floor(random() * 5)]!,
      likes,
      comments: Math.round(likes * (0.02 + random() * 0.08)),
      shares: Math.round(likes * (0.01 + random() * 0.05)),
      firstSeen,
      lastSeen,
    };
  });
}
