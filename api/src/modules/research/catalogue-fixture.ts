import sharp from 'sharp';
import type { Database } from '../../db/database';
import {
  sourcingCategories,
  sourcingProductImages,
  sourcingProducts,
  sourcingSuppliers,
} from '../../db/schema';

/**
 * A few catalogue rows for the API tests of image search and research, written straight to the
 * tables (the full catalogue seed is too slow for a test), plus a stand-in picture renderer.
 */
export interface FixtureProduct {
  id: number;
  title: string;
  priceMin: number;
  orderCount: number;
  rating: number;
  categoryId?: number;
  imageSeeds: number[];
}

export const FIXTURE_CATEGORY = 9001;
export const FIXTURE_SUBCATEGORY = 9002;
export const FIXTURE_SUPPLIER = 9101;

export async function insertFixtureCatalogue(db: Database, products: FixtureProduct[]) {
  await db
    .insert(sourcingCategories)
    .values([
      { id: FIXTURE_CATEGORY, parentId: null, slug: 'fixture-home', name: 'Home' },
      {
        id: FIXTURE_SUBCATEGORY,
        parentId: FIXTURE_CATEGORY,
        slug: 'fixture-lamps',
        name: 'Lamps',
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(sourcingSuppliers)
    .values({
      id: FIXTURE_SUPPLIER,
      storeName: 'Fixture Lighting Store',
      country: 'CN',
      rating: 4.6,
      followers: 1200,
      openedYear: 2019,
    })
    .onConflictDoNothing();
  await db.insert(sourcingProducts).values(
    products.map((product) => ({
      id: product.id,
      supplierId: FIXTURE_SUPPLIER,
      categoryId: product.categoryId ?? FIXTURE_SUBCATEGORY,
      title: product.title,
      description: `${product.title} for every room.`,
      priceMin: product.priceMin,
      priceMax: product.priceMin + 5,
      suggestedPrice: product.priceMin * 2.5,
      orderCount: product.orderCount,
      latestVolume: Math.round(product.orderCount / 10),
      rating: product.rating,
      reviewCount: Math.round(product.orderCount / 20),
      listingCount: 40,
      shipFrom: 'CN',
      weightGrams: 300,
      shipCountries: ['US', 'DE', 'FR'],
      variantCount: 1,
      options: [],
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })),
  );
  await db.insert(sourcingProductImages).values(
    products.flatMap((product) =>
      product.imageSeeds.map((renderSeed, position) => ({
        productId: product.id,
        position,
        renderSeed,
      })),
    ),
  );
}

/** A picture of bands whose count, colour and angle come from the seed. */
export async function renderFixtureImage(seed: number, size = 320): Promise<Buffer> {
  const bands = 3 + (Math.abs(seed) % 7);
  const rects = Array.from(
    { length: bands },
    (_, i) =>
      `<rect x="${(i * size) / bands}" y="0" width="${size / bands / 2}" height="${size}" fill="hsl(${(seed * 37) % 360},70%,${20 + i * 6}%)" transform="rotate(${(seed * 23) % 180} ${size / 2} ${size / 2})"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#fff"/>${rects}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
