import { roundCents, suggestedSellingPrice } from '../../../modules/sourcing/pricing';
import {
  cheapestMethod,
  DESTINATIONS,
  shippingMethods,
  type Warehouse,
} from '../../../modules/sourcing/shipping-lanes';
import {
  CATEGORY_TREE,
  OPTION_VALUES,
  REVIEW_PHRASES,
  REVIEWER_NAMES,
  SUPPLIER_COUNTRIES,
  SUPPLIER_WORDS,
  TITLE_PREFIXES,
  TITLE_SUFFIXES,
  type OptionKind,
  type SubCategory,
  type TopCategory,
} from './vocabulary';

/*
 * Deterministic, offline catalogue generation: product n is always the same product, whatever
 * the catalogue size, so a seed can stop and resume and tests can rely on the first products.
 * Pure functions only; seed-catalogue.ts writes the rows.
 */

/** Product ids start here (they read like marketplace ids). */
export const FIRST_PRODUCT_ID = 1_000_001;
/** Timestamps are relative to this instant, not "now", to stay deterministic. */
const EPOCH = Date.UTC(2026, 9, 1);
const DAY = 86_400_000;

/** mulberry32: small, fast, good enough for test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 32-bit integer hash (for render seeds and per-entity random streams). */
export function hash32(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h ^= part >>> 0;
    h = Math.imul(h, 0x01000193) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995) >>> 0;
  }
  return h >>> 0;
}

type Random = () => number;
/**
 * Whether a product has a short clip (card hover preview). Taken from its own hash, not from the
 * product's random stream, so adding videos changed no other generated field. Best sellers
 * more often have one, as on real marketplaces.
 */
export function hasVideo(id: number, orderCount: number): boolean {
  return hash32(31, id) % 100 < (orderCount >= 500 ? 50 : 15);
}

const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;
const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const intBetween = (random: Random, min: number, max: number) =>
  Math.floor(between(random, min, max + 1));

function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, Math.max(0, Math.min(count, copy.length)));
}

// ---------------------------------------------------------------------------------------------
// Categories and suppliers

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  sort_order: number;
}

interface LeafCategory {
  id: number;
  top: TopCategory;
  sub: SubCategory;
}

/** Top categories get ids 1..n; sub-categories 100·top + position. */
export function categoryRows(): CategoryRow[] {
  return CATEGORY_TREE.flatMap((top, t) => [
    { id: t + 1, parent_id: null, slug: top.slug, name: top.name, sort_order: t },
    ...top.subs.map((sub, s) => ({
      id: (t + 1) * 100 + s + 1,
      parent_id: t + 1,
      slug: sub.slug,
      name: sub.name,
      sort_order: s,
    })),
  ]);
}

const LEAVES: LeafCategory[] = CATEGORY_TREE.flatMap((top, t) =>
  top.subs.map((sub, s) => ({ id: (t + 1) * 100 + s + 1, top, sub })),
);

export interface SupplierRow {
  id: number;
  store_name: string;
  country: string;
  rating: number;
  followers: number;
  opened_year: number;
}

/** Fixed, so product n has the same supplier whatever the catalogue size. */
export const SUPPLIER_COUNT = 600;

export function supplierRow(id: number): SupplierRow {
  const random = rng(hash32(7, id));
  const name = `${pick(random, SUPPLIER_WORDS.first)} ${pick(random, SUPPLIER_WORDS.second)} ${pick(random, SUPPLIER_WORDS.third)}`;
  return {
    id,
    store_name: `${name} ${id}`,
    country: pick(random, SUPPLIER_COUNTRIES),
    rating: roundCents(between(random, 4.1, 5)),
    followers: Math.floor(Math.exp(between(random, 4, 12))),
    opened_year: intBetween(random, 2012, 2025),
  };
}

// ---------------------------------------------------------------------------------------------
// Products

export interface SkuPropertyJson {
  property_value_id_long: string;
  sku_property_id: string;
  sku_property_name: string;
  sku_property_value: string;
  property_value_definition_name: string;
  sku_image: null;
  /** Position of the picture showing this value (resolved to a URL by the API). */
  image_position: number | null;
}

export interface GeneratedProduct {
  product: {
    id: number;
    supplier_id: number;
    category_id: number;
    title: string;
    tags: string;
    price_min: number;
    price_max: number;
    suggested_price: number;
    order_count: number;
    latest_volume: number;
    rating: number;
    review_count: number;
    listing_count: number;
    ship_from: Warehouse;
    weight_grams: number;
    ship_countries: string[];
    variant_count: number;
    has_video: boolean;
    created_at: string;
  };
  details: { product_id: number; description: string; options: unknown };
  variants: Array<{
    product_id: number;
    sku_id: string;
    sku_properties: SkuPropertyJson[];
    stock: number;
    price_usd: number;
    image_position: number | null;
    position: number;
  }>;
  images: Array<{ product_id: number; position: number; render_seed: number }>;
  shipping: Array<{
    product_id: number;
    country_code: string;
    cost: number;
    min_days: number;
    max_days: number;
    profit: number;
  }>;
  reviews: Array<{
    id: number;
    product_id: number;
    star_percent: number;
    feedback: string;
    country: string;
    reviewer_name: string;
    image_seeds: number[];
    order_info: string[];
    created_at: string;
  }>;
  madeInUs: boolean;
}

function warehouseFor(random: Random, supplierCountry: string): Warehouse {
  if (supplierCountry === 'CN') return random() < 0.85 ? 'CN' : 'US';
  return supplierCountry as Warehouse;
}

const OPTION_VALUE_COUNT: Record<OptionKind, readonly [number, number]> = {
  color: [2, 5],
  size: [3, 5],
  shoe_size: [4, 8],
  capacity: [2, 4],
  style: [2, 4],
  plug: [2, 4],
  length: [2, 4],
  pack: [2, 4],
};

/** The product with 0-based catalogue index `index` (id FIRST_PRODUCT_ID + index). */
export function generateProduct(index: number): GeneratedProduct {
  const id = FIRST_PRODUCT_ID + index;
  const random = rng(hash32(11, index));
  const leaf = LEAVES[index % LEAVES.length]!;
  const { top, sub } = leaf;
  const supplierId = 1 + (hash32(13, index) % SUPPLIER_COUNT);
  const supplier = supplierRow(supplierId);
  const shipFrom = warehouseFor(random, supplier.country);

  const adjective = pick(random, top.adjectives);
  const material = pick(random, sub.materials);
  const noun = pick(random, sub.nouns);
  const prefix = pick(random, TITLE_PREFIXES);
  const suffix = pick(random, TITLE_SUFFIXES);
  const title = [prefix, adjective, material, noun, suffix].filter(Boolean).join(' ');

  // Options: the sub-category's first option kind always, the second most of the time. Every
  // 150th product is a "wide" sneaker listing with every colour and size: 120 variants, more
  // than the 100 a listing holds (spec 001 §9 quota rules need such products).
  const wide = index % 150 === 6;
  const kinds = sub.options.filter((_, i) => i === 0 || wide || random() < 0.75).slice(0, 2);
  const imageCount = intBetween(random, 3, 6);
  const options = kinds.map((kind, k) => {
    const all = OPTION_VALUES[kind].values;
    const [low, high] = OPTION_VALUE_COUNT[kind];
    const chosen = wide ? [...all] : sample(random, all, intBetween(random, low, high));
    return {
      id: String(200 + k),
      kind,
      name: OPTION_VALUES[kind].name,
      values: chosen.map((value, v) => ({
        id: String(hash32(id, k, v) % 10_000_000),
        value,
        // Colours have their own picture; other options share the gallery.
        image_position: k === 0 && kind === 'color' ? v % imageCount : null,
        countryCode: null,
      })),
    };
  });

  // One listing in twenty is a premium version (bigger, branded, bundled) priced well above the band.
  const premium = random() < 0.05 ? between(random, 1.6, 3.2) : 1;
  const basePrice = between(random, sub.price[0], sub.price[1]) * premium;
  const combos = options.reduce<Array<Array<{ k: number; v: number }>>>(
    (acc, option, k) => acc.flatMap((combo) => option.values.map((_, v) => [...combo, { k, v }])),
    [[]],
  );
  const variants = combos.map((combo, position) => {
    const stockRandom = rng(hash32(17, id, position));
    const surcharge = combo.reduce((sum, { k, v }) => sum + (k === 1 ? v * 0.06 : v * 0.02), 0);
    const properties = combo.map(({ k, v }) => {
      const option = options[k]!;
      const value = option.values[v]!;
      return {
        property_value_id_long: value.id,
        sku_property_id: option.id,
        sku_property_name: option.name,
        sku_property_value: value.value,
        property_value_definition_name: value.value,
        sku_image: null,
        image_position: value.image_position,
      };
    });
    return {
      product_id: id,
      sku_id: `${id}-${position + 1}`,
      sku_properties: properties,
      // About one SKU in twenty is sold out (dropped from the detail, spec 001 §5).
      stock: position > 0 && stockRandom() < 0.05 ? 0 : intBetween(stockRandom, 20, 3000),
      price_usd: roundCents(basePrice * (1 + surcharge)),
      image_position: properties.find((p) => p.image_position !== null)?.image_position ?? null,
      position,
    };
  });
  const inStock = variants.filter((variant) => variant.stock > 0);
  const priceMin = Math.min(...inStock.map((v) => v.price_usd));
  const priceMax = Math.max(...inStock.map((v) => v.price_usd));

  const weight = intBetween(random, sub.weight[0], sub.weight[1]);
  const freeStandard = random() < 0.3;
  const madeInUs = supplier.country === 'US' && random() < 0.5;
  const countryCount = intBetween(random, 6, 16);
  const others = DESTINATIONS.filter((c) => c !== 'US');
  const countries = [
    ...(random() < 0.96 ? ['US'] : []),
    ...sample(random, others, countryCount - 1),
  ];
  const byCountry = countries.map((country) => {
    const methods = shippingMethods(
      shipFrom,
      country,
      weight,
      freeStandard && (country === 'US' || random() < 0.4),
    );
    return { country, methods, cheapest: cheapestMethod(methods) };
  });
  const usStandard = shippingMethods(shipFrom, 'US', weight, false).find(
    (m) => m.code === 'standard',
  )!;
  const suggested = suggestedSellingPrice(priceMin, usStandard.amount);

  // Orders spread over four orders of magnitude; the recent share says how hot it is now.
  const orderCount = Math.floor(Math.exp(between(random, 0, 10.2)));
  const latestVolume = Math.floor(orderCount * between(random, 0.02, 0.35));
  const rating = roundCents(Math.min(5, between(random, 3.4, 5.3)));
  const reviewCount = Math.floor(orderCount * between(random, 0.04, 0.25));
  const listingCount = Math.floor(Math.exp(between(random, 0, 7.4)));
  const createdAt = new Date(EPOCH - intBetween(random, 1, 720) * DAY);

  const features = sample(random, top.sellingPoints, 2);
  const optionText = options
    .map((o) => `${o.values.length} ${o.name.toLowerCase()} options`)
    .join(' and ');
  const description = [
    `${adjective} ${noun.toLowerCase()} made of ${material.toLowerCase()}, with ${features[0]} and ${features[1]}.`,
    `Available in ${optionText || 'one version'}.`,
    `Ships from ${shipFrom === 'CN' ? 'China' : shipFrom} in ${usStandard.min_days}-${usStandard.max_days} days to the US.`,
  ].join(' ');

  const reviewSample = Math.min(reviewCount, intBetween(random, 0, 5));
  const reviews = Array.from({ length: reviewSample }, (_, r) => {
    const reviewRandom = rng(hash32(19, id, r));
    const roll = reviewRandom() * 5;
    const stars =
      roll < rating - 0.5
        ? 5
        : roll < rating + 0.2
          ? 4
          : roll < 4.6
            ? 3
            : reviewRandom() < 0.5
              ? 2
              : 1;
    const phrases =
      stars >= 4 ? REVIEW_PHRASES.good : stars === 3 ? REVIEW_PHRASES.mixed : REVIEW_PHRASES.bad;
    const variant = pick(reviewRandom, inStock);
    return {
      id: id * 10 + r,
      product_id: id,
      star_percent: stars * 20,
      feedback: pick(reviewRandom, phrases),
      country: pick(reviewRandom, countries),
      reviewer_name: pick(reviewRandom, REVIEWER_NAMES),
      image_seeds:
        reviewRandom() < 0.3
          ? Array.from({ length: intBetween(reviewRandom, 1, 3) }, (_, i) => hash32(23, id, r, i))
          : [],
      order_info: [
        ...variant.sku_properties.map((p) => `${p.sku_property_name}: ${p.sku_property_value}`),
        `Logistics: ${pick(reviewRandom, ['Standard Shipping', 'Economy Shipping', 'Express Shipping'])}`,
      ],
      created_at: new Date(
        createdAt.getTime() + intBetween(reviewRandom, 5, 300) * DAY,
      ).toISOString(),
    };
  });

  return {
    product: {
      id,
      supplier_id: supplierId,
      category_id: leaf.id,
      title,
      tags: [top.name, sub.name, material, adjective, ...(madeInUs ? ['Made in USA'] : [])].join(
        ' ',
      ),
      price_min: priceMin,
      price_max: priceMax,
      suggested_price: suggested,
      order_count: orderCount,
      latest_volume: latestVolume,
      rating,
      review_count: reviewCount,
      listing_count: listingCount,
      ship_from: shipFrom,
      weight_grams: weight,
      ship_countries: countries,
      variant_count: variants.length,
      has_video: hasVideo(id, orderCount),
      created_at: createdAt.toISOString(),
    },
    details: {
      product_id: id,
      description,
      options: options.map((o) => ({ id: o.id, name: o.name, values: o.values })),
    },
    variants,
    images: Array.from({ length: imageCount }, (_, position) => ({
      product_id: id,
      position,
      render_seed: hash32(29, id, position),
    })),
    shipping: byCountry.map(({ country, cheapest }) => ({
      product_id: id,
      country_code: country,
      cost: cheapest.amount,
      min_days: cheapest.min_days,
      max_days: cheapest.max_days,
      profit: roundCents(suggested - priceMin - cheapest.amount),
    })),
    reviews,
    madeInUs,
  };
}

// ---------------------------------------------------------------------------------------------
// Keywords

export interface KeywordRow {
  keyword: string;
  search_volume: number;
  growth: number;
  category_id: number;
}

/** Each noun, and a few adjective + noun pairs, per sub-category. */
export function keywordRows(): KeywordRow[] {
  const rows = new Map<string, KeywordRow>();
  LEAVES.forEach(({ id, top, sub }) => {
    sub.nouns.forEach((noun, n) => {
      const random = rng(hash32(31, id, n));
      const phrases = [
        noun,
        ...sample(random, top.adjectives, 2).map((adjective) => `${adjective} ${noun}`),
      ];
      phrases.forEach((phrase, p) => {
        const keyword = phrase.toLowerCase();
        if (rows.has(keyword)) return;
        rows.set(keyword, {
          keyword,
          search_volume: Math.floor(Math.exp(between(random, 6, 12)) / (p + 1)),
          growth: Math.round(between(random, -35, 180) * 10) / 10,
          category_id: id,
        });
      });
    });
  });
  return [...rows.values()];
}
