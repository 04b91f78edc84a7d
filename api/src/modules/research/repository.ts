import { and, asc, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  researchCountryOrders,
  researchOrderPoints,
  researchPricePoints,
  researchStoreListings,
  socialAds,
  sourcingKeywords,
  sourcingProducts,
  sourcingReviews,
  sourcingSuppliers,
} from '../../db/schema';
import {
  countryOrders,
  orderHistory,
  priceHistory,
  socialAdsFor,
  storeListings,
  type HistorySource,
} from './history-generator';

export interface ResearchProduct extends HistorySource {
  supplierId: number;
  categoryId: number;
  rating: number;
  reviewCount: number;
}

export async function findResearchProduct(
  db: Database,
  id: number,
): Promise<ResearchProduct | undefined> {
  const [row] = await db
    .select({
      id: sourcingProducts.id,
      title: sourcingProducts.title,
      priceMin: sourcingProducts.priceMin,
      suggestedPrice: sourcingProducts.suggestedPrice,
      orderCount: sourcingProducts.orderCount,
      latestVolume: sourcingProducts.latestVolume,
      listingCount: sourcingProducts.listingCount,
      shipCountries: sourcingProducts.shipCountries,
      supplierId: sourcingProducts.supplierId,
      categoryId: sourcingProducts.categoryId,
      rating: sourcingProducts.rating,
      reviewCount: sourcingProducts.reviewCount,
    })
    .from(sourcingProducts)
    .where(eq(sourcingProducts.id, id));
  return row;
}

/**
 * Writes the product's research history once (the first time its research is opened); later
 * calls find the rows and write nothing. Concurrent first calls are harmless: every insert
 * skips rows that exist.
 */
export async function ensureHistory(db: Database, product: ResearchProduct, now: Date) {
  const [existing] = await db
    .select({ n: count() })
    .from(researchPricePoints)
    .where(eq(researchPricePoints.productId, product.id));
  if (Number(existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(researchPricePoints)
      .values(priceHistory(product, now).map((point) => ({ productId: product.id, ...point })))
      .onConflictDoNothing();
    await tx
      .insert(researchOrderPoints)
      .values(orderHistory(product, now).map((point) => ({ productId: product.id, ...point })))
      .onConflictDoNothing();
    const countries = countryOrders(product);
    if (countries.length > 0)
      await tx
        .insert(researchCountryOrders)
        .values(countries.map((entry) => ({ productId: product.id, ...entry })))
        .onConflictDoNothing();
    const stores = storeListings(product, now);
    if (stores.length > 0)
      await tx
        .insert(researchStoreListings)
        .values(stores.map((store) => ({ productId: product.id, ...store })))
        .onConflictDoNothing();
    await tx.insert(socialAds).values(socialAdsFor(product, now)).onConflictDoNothing();
  });
}

export function readPricePoints(db: Database, productId: number) {
  return db
    .select({ day: researchPricePoints.day, price: researchPricePoints.price })
    .from(researchPricePoints)
    .where(eq(researchPricePoints.productId, productId))
    .orderBy(asc(researchPricePoints.day));
}

export function readOrderPoints(db: Database, productId: number) {
  return db
    .select({ week: researchOrderPoints.week, orders: researchOrderPoints.orders })
    .from(researchOrderPoints)
    .where(eq(researchOrderPoints.productId, productId))
    .orderBy(asc(researchOrderPoints.week));
}

export function readCountryOrders(db: Database, productId: number) {
  return db
    .select({ country: researchCountryOrders.country, orders: researchCountryOrders.orders })
    .from(researchCountryOrders)
    .where(eq(researchCountryOrders.productId, productId))
    .orderBy(desc(researchCountryOrders.orders), asc(researchCountryOrders.country));
}

export async function readStoreListings(
  db: Database,
  productId: number,
  offset: number,
  limit: number,
) {
  const [total] = await db
    .select({ n: count() })
    .from(researchStoreListings)
    .where(eq(researchStoreListings.productId, productId));
  const rows = await db
    .select()
    .from(researchStoreListings)
    .where(
      and(
        eq(researchStoreListings.productId, productId),
        gte(researchStoreListings.position, offset),
      ),
    )
    .orderBy(asc(researchStoreListings.position))
    .limit(limit);
  return { total: Number(total?.n ?? 0), rows };
}

/** Products of the same sub-category with the most similar titles (pg_trgm). */
export function readSimilarProducts(db: Database, product: ResearchProduct, limit: number) {
  const score = sql<number>`similarity(${sourcingProducts.title}, ${product.title})`;
  return db
    .select({
      id: sourcingProducts.id,
      title: sourcingProducts.title,
      priceMin: sourcingProducts.priceMin,
      rating: sourcingProducts.rating,
      orderCount: sourcingProducts.orderCount,
      score,
    })
    .from(sourcingProducts)
    .where(
      and(eq(sourcingProducts.categoryId, product.categoryId), ne(sourcingProducts.id, product.id)),
    )
    .orderBy(desc(score), desc(sourcingProducts.orderCount), asc(sourcingProducts.id))
    .limit(limit);
}

/** Keywords of the product's category or found in its title, by search volume. */
export function readKeywords(db: Database, product: ResearchProduct) {
  return db
    .select({
      keyword: sourcingKeywords.keyword,
      searchVolume: sourcingKeywords.searchVolume,
      growth: sourcingKeywords.growth,
    })
    .from(sourcingKeywords)
    .where(
      sql`${sourcingKeywords.categoryId} = ${product.categoryId} OR position(lower(${sourcingKeywords.keyword}) in lower(${product.title})) > 0`,
    )
    .orderBy(desc(sourcingKeywords.searchVolume), asc(sourcingKeywords.keyword))
    .limit(20);
}

export async function readSeller(db: Database, supplierId: number) {
  const [supplier] = await db
    .select()
    .from(sourcingSuppliers)
    .where(eq(sourcingSuppliers.id, supplierId));
  if (!supplier) return undefined;
  const [stats] = await db
    .select({
      products: sql<number>`count(DISTINCT ${sourcingProducts.id})`,
      reviews: sql<number>`count(${sourcingReviews.id})`,
      positive: sql<number>`count(${sourcingReviews.id}) FILTER (WHERE ${sourcingReviews.starPercent} >= 80)`,
    })
    .from(sourcingProducts)
    .leftJoin(sourcingReviews, eq(sourcingReviews.productId, sourcingProducts.id))
    .where(eq(sourcingProducts.supplierId, supplierId));
  return {
    supplier,
    products: Number(stats?.products ?? 0),
    reviews: Number(stats?.reviews ?? 0),
    positive: Number(stats?.positive ?? 0),
  };
}

/** Star distribution (star_percent / 20, spec 001 §3) and countries of the product's reviews. */
export async function readReviewSummary(db: Database, productId: number) {
  const stars = await db
    .select({
      stars: sql<number>`round(${sourcingReviews.starPercent} / 20.0)::int`,
      count: count(),
    })
    .from(sourcingReviews)
    .where(eq(sourcingReviews.productId, productId))
    .groupBy(sql`1`);
  const countries = await db
    .select({ country: sourcingReviews.country, count: count() })
    .from(sourcingReviews)
    .where(eq(sourcingReviews.productId, productId))
    .groupBy(sourcingReviews.country)
    .orderBy(desc(count()), asc(sourcingReviews.country))
    .limit(10);
  return {
    stars: stars.map((row) => ({ stars: Number(row.stars), count: Number(row.count) })),
    countries: countries.map((row) => ({ country: row.country, count: Number(row.count) })),
  };
}
