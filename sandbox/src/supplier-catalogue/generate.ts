/**
 * A deterministic supplier catalogue for the AliExpress and CJ stand-ins: the same index always
 * gives the same product (name, options, variants, prices, stock, weight), so tests and e2e
 * journeys can name products without shipping a data file. Each stand-in keeps its own overlay
 * of changes (price changes, stock running out) on top.
 */

/** mulberry32: small, fast, good enough for believable data. */
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

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

interface CategorySpec {
  name: string;
  nouns: readonly string[];
  adjectives: readonly string[];
  /** Price range in USD of the base variant. */
  price: [number, number];
  /** Parcel weight range in grams. */
  weight: [number, number];
  options: readonly OptionSpec[];
}

interface OptionSpec {
  name: string;
  values: readonly string[];
  /** How many values a product picks. */
  count: [number, number];
  /** Price step per value index, in USD (sizes cost more, colours do not). */
  priceStep: number;
}

const COLORS = [
  'Black',
  'White',
  'Red',
  'Navy Blue',
  'Grey',
  'Pink',
  'Green',
  'Beige',
  'Purple',
  'Yellow',
  'Orange',
  'Brown',
];
const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];
const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'];

export const CATEGORIES: readonly CategorySpec[] = [
  {
    name: "Women's Clothing",
    nouns: [
      'Summer Dress',
      'Knit Cardigan',
      'Linen Blouse',
      'Pleated Skirt',
      'Hooded Sweatshirt',
      'Wide-Leg Trousers',
      'Denim Jacket',
      'Maxi Dress',
    ],
    adjectives: [
      'Casual',
      'Vintage',
      'Elegant',
      'Oversized',
      'Floral',
      'Slim Fit',
      'Boho',
      'Minimalist',
    ],
    price: [6, 28],
    weight: [180, 650],
    options: [
      { name: 'Color', values: COLORS, count: [2, 5], priceStep: 0 },
      { name: 'Size', values: APPAREL_SIZES, count: [3, 5], priceStep: 0.6 },
    ],
  },
  {
    name: "Men's Clothing",
    nouns: [
      'Cotton T-Shirt',
      'Cargo Shorts',
      'Polo Shirt',
      'Bomber Jacket',
      'Chino Pants',
      'Flannel Shirt',
      'Track Suit',
    ],
    adjectives: ['Classic', 'Breathable', 'Streetwear', 'Slim Fit', 'Quick-Dry', 'Heavyweight'],
    price: [5, 32],
    weight: [160, 900],
    options: [
      { name: 'Color', values: COLORS, count: [2, 4], priceStep: 0 },
      { name: 'Size', values: APPAREL_SIZES, count: [3, 6], priceStep: 0.8 },
    ],
  },
  {
    name: 'Shoes',
    nouns: [
      'Running Sneakers',
      'Canvas Shoes',
      'Leather Loafers',
      'Hiking Boots',
      'Slip-On Sandals',
      'Ankle Boots',
    ],
    adjectives: ['Lightweight', 'Non-Slip', 'Breathable', 'Waterproof', 'Cushioned', 'Retro'],
    price: [12, 45],
    weight: [450, 1200],
    options: [
      { name: 'Color', values: COLORS, count: [1, 3], priceStep: 0 },
      { name: 'Shoe Size', values: SHOE_SIZES, count: [4, 7], priceStep: 0 },
    ],
  },
  {
    name: 'Home & Kitchen',
    nouns: [
      'Silicone Spatula Set',
      'Glass Storage Jars',
      'Bamboo Cutting Board',
      'Stainless Steel Water Bottle',
      'Ceramic Coffee Mug',
      'Drawer Organizer',
      'Herb Scissors',
    ],
    adjectives: ['Eco-Friendly', 'Reusable', 'Heat-Resistant', 'Stackable', 'Nordic', 'Compact'],
    price: [2.5, 22],
    weight: [90, 1400],
    options: [
      { name: 'Color', values: COLORS.slice(0, 8), count: [1, 4], priceStep: 0 },
      { name: 'Size', values: ['Small', 'Medium', 'Large'], count: [1, 3], priceStep: 1.5 },
    ],
  },
  {
    name: 'Phone Accessories',
    nouns: [
      'Magnetic Phone Case',
      'Wireless Charger',
      'USB-C Cable',
      'Car Phone Holder',
      'Screen Protector',
      'Power Bank',
    ],
    adjectives: [
      'Shockproof',
      'Fast-Charging',
      'Ultra-Thin',
      'Braided',
      '360° Rotating',
      'Transparent',
    ],
    price: [1.5, 24],
    weight: [30, 380],
    options: [
      { name: 'Color', values: COLORS.slice(0, 6), count: [1, 4], priceStep: 0 },
      {
        name: 'Model',
        values: ['iPhone 15', 'iPhone 15 Pro', 'iPhone 16', 'Galaxy S24', 'Pixel 9', 'Universal'],
        count: [2, 4],
        priceStep: 0.2,
      },
    ],
  },
  {
    name: 'Pet Supplies',
    nouns: [
      'Dog Harness',
      'Cat Scratching Post',
      'Pet Water Fountain',
      'Chew Toy Set',
      'Pet Bed',
      'Grooming Brush',
    ],
    adjectives: ['Adjustable', 'Washable', 'Durable', 'Orthopedic', 'Reflective', 'Self-Cleaning'],
    price: [3, 35],
    weight: [80, 2200],
    options: [
      { name: 'Color', values: COLORS.slice(0, 7), count: [1, 4], priceStep: 0 },
      { name: 'Size', values: ['S', 'M', 'L', 'XL'], count: [2, 4], priceStep: 1.2 },
    ],
  },
  {
    name: 'Beauty & Health',
    nouns: [
      'Facial Cleansing Brush',
      'Jade Roller',
      'Makeup Brush Set',
      'Hair Straightener',
      'Nail Art Kit',
      'Massage Gun',
    ],
    adjectives: ['Rechargeable', 'Professional', 'Portable', 'Gentle', 'Travel-Size', 'Ionic'],
    price: [3, 40],
    weight: [60, 1100],
    options: [
      {
        name: 'Color',
        values: ['Pink', 'White', 'Black', 'Rose Gold', 'Mint'],
        count: [1, 4],
        priceStep: 0,
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    nouns: [
      'Yoga Mat',
      'Resistance Bands',
      'Camping Lantern',
      'Cycling Gloves',
      'Fishing Lure Kit',
      'Jump Rope',
    ],
    adjectives: ['Non-Slip', 'Heavy-Duty', 'Foldable', 'LED', 'Anti-Fatigue', 'All-Weather'],
    price: [2, 38],
    weight: [70, 1800],
    options: [
      { name: 'Color', values: COLORS.slice(0, 8), count: [1, 4], priceStep: 0 },
      { name: 'Size', values: ['One Size', 'S', 'M', 'L'], count: [1, 3], priceStep: 0.9 },
    ],
  },
  {
    name: 'Jewelry',
    nouns: [
      'Pendant Necklace',
      'Hoop Earrings',
      'Charm Bracelet',
      'Stacking Ring',
      'Anklet',
      'Brooch',
    ],
    adjectives: ['Sterling Silver', 'Gold-Plated', 'Minimalist', 'Pearl', 'Zircon', 'Handmade'],
    price: [1.2, 19],
    weight: [10, 80],
    options: [
      { name: 'Metal Color', values: ['Gold', 'Silver', 'Rose Gold'], count: [1, 3], priceStep: 0 },
    ],
  },
  {
    name: 'Toys & Hobbies',
    nouns: [
      'Building Blocks Set',
      'Puzzle Cube',
      'RC Car',
      'Plush Toy',
      'Drawing Tablet',
      'Model Kit',
    ],
    adjectives: ['Educational', 'Creative', "Kids'", 'Rechargeable', 'Glow-in-the-Dark', 'Classic'],
    price: [3, 42],
    weight: [90, 1500],
    options: [
      {
        name: 'Style',
        values: ['Blue', 'Red', 'Green', 'Pink', 'Multicolor'],
        count: [1, 4],
        priceStep: 0.5,
      },
    ],
  },
];

const MATERIALS = [
  'cotton',
  'recycled polyester',
  'food-grade silicone',
  'ABS plastic',
  'stainless steel',
  'bamboo',
  'aluminium alloy',
  'genuine leather',
];

export interface CatalogueVariant {
  /** 0-based index inside the product, stable. */
  index: number;
  options: { name: string; value: string; valueIndex: number }[];
  /** USD with 2 decimals. */
  price: number;
  stock: number;
  weightGrams: number;
}

export interface CatalogueProduct {
  index: number;
  title: string;
  category: string;
  categoryIndex: number;
  description: string;
  options: { name: string; values: string[] }[];
  variants: CatalogueVariant[];
  /** Hue for the locally generated images. */
  hue: number;
  imageCount: number;
  /** Orders the supplier reports (for believable listings). */
  orders: number;
  rating: number;
  /** Warehouse countries the product ships from. */
  shipsFrom: string[];
}

/** Products in each stand-in's catalogue. */
export const CATALOGUE_SIZE = 3000;

function randomInt(random: () => number, [min, max]: [number, number]): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** The product at `index` (0 … CATALOGUE_SIZE-1) of the catalogue seeded with `seed`. */
export function catalogueProduct(seed: number, index: number): CatalogueProduct {
  const random = seededRandom(seed * 1_000_003 + index * 7919 + 17);
  const categoryIndex = index % CATEGORIES.length;
  const category = CATEGORIES[categoryIndex]!;
  const noun = pick(random, category.nouns);
  const adjective = pick(random, category.adjectives);
  const material = pick(random, MATERIALS);
  const extra = pick(random, ['2025 New', 'Hot Sale', 'Premium', 'Best Seller', 'Gift Idea', '']);
  const title = [extra, adjective, noun, `- ${material}`].filter(Boolean).join(' ');

  const options = category.options.map((spec) => {
    const count = Math.min(spec.values.length, randomInt(random, spec.count));
    const start = Math.floor(random() * (spec.values.length - count + 1));
    return { spec, values: spec.values.slice(start, start + count) };
  });
  const base = category.price[0] + random() * (category.price[1] - category.price[0]);
  const weight = randomInt(random, category.weight);
  const soldOutChance = random() * 0.15;

  const combos: { name: string; value: string; valueIndex: number }[][] = [[]];
  for (const option of options) {
    const next: typeof combos = [];
    for (const combo of combos)
      option.values.forEach((value, valueIndex) =>
        next.push([...combo, { name: option.spec.name, value, valueIndex }]),
      );
    combos.splice(0, combos.length, ...next);
  }
  const variants = combos.map((combo, variantIndex) => {
    const step = combo.reduce(
      (sum, choice, i) => sum + choice.valueIndex * options[i]!.spec.priceStep,
      0,
    );
    const stock = random() < soldOutChance ? 0 : randomInt(random, [5, 2400]);
    return {
      index: variantIndex,
      options: combo,
      price: Math.round((base + step) * 100) / 100,
      stock,
      weightGrams: weight + Math.round(step * 20),
    };
  });

  const shipsFrom = random() < 0.25 ? ['CN', pick(random, ['US', 'DE', 'ES', 'FR', 'GB'])] : ['CN'];
  return {
    index,
    title,
    category: category.name,
    categoryIndex,
    description:
      `<p>${adjective} ${noun.toLowerCase()} made of ${material}.</p>` +
      `<ul><li>Material: ${material}</li><li>Package weight: ${weight} g</li>` +
      `<li>Options: ${options.map((o) => `${o.spec.name} (${o.values.join(', ')})`).join('; ')}</li></ul>`,
    options: options.map((o) => ({ name: o.spec.name, values: [...o.values] })),
    variants,
    hue: Math.floor(random() * 360),
    imageCount: randomInt(random, [3, 6]),
    orders: Math.floor(random() ** 3 * 20_000),
    rating: Math.round((3.8 + random() * 1.2) * 10) / 10,
    shipsFrom,
  };
}

export interface CatalogueReview {
  index: number;
  /** 1–5 stars. */
  stars: number;
  text: string;
  author: string;
  country: string;
  /** ISO date. */
  date: string;
  /** How many buyer photos (drawn like the product's pictures). */
  photos: number;
}

const REVIEW_TEXTS: Record<'good' | 'mixed' | 'bad', readonly string[]> = {
  good: [
    'Exactly as described, fast delivery.',
    'Great quality for the price, would buy again.',
    'My customer loved it. Packaging was solid.',
    'Arrived earlier than expected and works perfectly.',
  ],
  mixed: [
    'Decent, but the colour is a bit different from the photos.',
    'OK for the price; shipping took a while.',
  ],
  bad: ['Arrived damaged, the seller refunded quickly.', 'Smaller than expected.'],
};
const REVIEW_AUTHORS = ['A***n', 'M***a', 'J***s', 'L***e', 'K***i', 'S***o', 'R***y', 'P***l'];
const REVIEW_COUNTRIES = ['US', 'GB', 'DE', 'FR', 'ES', 'BR', 'CA', 'AU'];

/** How many buyer reviews a product has (some have none). */
export function reviewCount(product: CatalogueProduct): number {
  return product.orders < 50
    ? 0
    : Math.min(60, Math.floor(product.orders / 300) + (product.index % 7));
}

/** The product's `n`-th review (0-based), stable for a catalogue seed. */
export function catalogueReview(product: CatalogueProduct, n: number): CatalogueReview {
  const random = seededRandom(product.index * 104_729 + n * 31 + 5);
  const roll = random() * 5;
  const stars =
    roll < product.rating - 0.4 ? 5 : roll < product.rating + 0.3 ? 4 : random() < 0.5 ? 3 : 2;
  const tone = stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'bad';
  return {
    index: n,
    stars,
    text: pick(random, REVIEW_TEXTS[tone]),
    author: pick(random, REVIEW_AUTHORS),
    country: pick(random, REVIEW_COUNTRIES),
    date: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * 86_400_000).toISOString(),
    photos: random() < 0.25 ? 1 + Math.floor(random() * 2) : 0,
  };
}
