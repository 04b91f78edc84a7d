import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inSystemScope } from '../../db/tenant-scope';
import {
  orderLineItems,
  orders,
  researchPricePoints,
  sourcingKeywords,
  sourcingProducts,
  sourcingReviews,
  sourcingSuppliers,
} from '../../db/schema';

/*
 * Research shows only what was observed (issue 13 §2): the supplier price as we saw it, day by
 * day from the first day we saw it, and the platform's own orders of the product, counted over
 * every workplace and shown only as totals. Nothing here invents a figure: where nothing was
 * observed yet, the answer is empty and the screen says so.
 */

export const ORDER_WEEKS = 12;

export interface ResearchProduct {
  id: number;
  title: string;
  priceMin: number;
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
 * Records the supplier price as seen today (one point a day; the first one is the day we first
 * saw the product). The catalogue row is the supplier's current price.
 */
export async function observePrice(db: Database, product: ResearchProduct, now: Date) {
  await db
    .insert(researchPricePoints)
    .values({ productId: product.id, day: now.toISOString().slice(0, 10), price: product.priceMin })
    .onConflictDoNothing();
}

export function readPricePoints(db: Database, productId: number) {
  return db
    .select({ day: researchPricePoints.day, price: researchPricePoints.price })
    .from(researchPricePoints)
    .where(eq(researchPricePoints.productId, productId))
    .orderBy(asc(researchPricePoints.day));
}

/** Orders (any workplace) with a line of this catalogue product, and when they were made. */
function productOrders(db: Database, productId: number) {
  return db
    .selectDistinct({
      id: orders.id,
      country: orders.countryCode,
      at: sql<Date>`coalesce(${orders.platformCreatedAt}, ${orders.createdAt})`.as('at'),
    })
    .from(orders)
    .innerJoin(orderLineItems, eq(orderLineItems.orderId, orders.id))
    .where(eq(orderLineItems.sourceProductId, String(productId)))
    .as('product_orders');
}

/** Orders of the product per week (Monday), the last ORDER_WEEKS weeks, every week listed. */
export async function readOrderPoints(db: Database, productId: number, now: Date) {
  const found = productOrders(db, productId);
  const since = new Date(`${lastWeeks(now, ORDER_WEEKS)[0]}T00:00:00Z`);
  const week = sql<string>`to_char(date_trunc('week', ${found.at}), 'YYYY-MM-DD')`;
  // totals over every workplace's orders, none of them shown: the system scope (ADR 025)
  const rows = await inSystemScope(
    async () =>
      await db
        .select({ week, orders: count() })
        .from(found)
        .where(sql`${found.at} >= ${since.toISOString()}::timestamptz`)
        .groupBy(week),
  );
  const byWeek = new Map(rows.map((row) => [row.week, Number(row.orders)]));
  return lastWeeks(now, ORDER_WEEKS).map((monday) => ({
    week: monday,
    orders: byWeek.get(monday) ?? 0,
  }));
}

/** Mondays (YYYY-MM-DD, UTC) of the last `count` weeks, oldest first, this week last. */
export function lastWeeks(now: Date, count: number): string[] {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000;
  return Array.from({ length: count }, (_, index) =>
    new Date(monday - (count - 1 - index) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Orders of the product per destination country, most first (totals only). */
export async function readCountryOrders(db: Database, productId: number) {
  const found = productOrders(db, productId);
  // totals over every workplace's orders, none of them shown: the system scope (ADR 025)
  const rows = await inSystemScope(
    async () =>
      await db
        .select({ country: found.country, orders: count() })
        .from(found)
        .groupBy(found.country)
        .orderBy(desc(count()), asc(found.country))
        .limit(10),
  );
  return rows.map((row) => ({ country: row.country, orders: Number(row.orders) }));
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
