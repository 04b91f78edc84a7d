import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/result-rows';

/* Reads of one catalogue product: detail, variants, pictures, shipping, reviews. */

export interface ProductRow {
  id: number;
  supplierId: number;
  storeName: string;
  categoryId: number;
  title: string;
  description: string;
  priceMin: number;
  priceMax: number;
  suggestedPrice: number;
  orderCount: number;
  latestVolume: number;
  rating: number;
  reviewCount: number;
  listingCount: number;
  shipFrom: string;
  weightGrams: number;
  shipCountries: string[];
  variantCount: number;
  options: Array<{
    id: string;
    name: string;
    values: Array<{
      id: string;
      value: string;
      image_position: number | null;
      countryCode: string | null;
    }>;
  }>;
  hasVideo: boolean;
}

export interface VariantRow {
  skuId: string;
  skuProperties: Array<{
    property_value_id_long: string;
    sku_property_id: string;
    sku_property_name: string;
    sku_property_value: string;
    property_value_definition_name: string;
    image_position: number | null;
  }>;
  stock: number;
  priceUsd: number;
}

export interface ShippingRow {
  cost: number;
  minDays: number;
  maxDays: number;
}

/** The catalogue id of a source_product_id, or null when it cannot be one. */
export function parseProductId(value: string): number | null {
  if (!/^[0-9]{1,15}$/.test(value)) return null;
  return Number(value);
}

export async function findProduct(db: Database, id: number): Promise<ProductRow | null> {
  const result = await db.execute(sql`
    SELECT p.*, d.description, d.options, s.store_name
    FROM sourcing_products p
    JOIN sourcing_product_details d ON d.product_id = p.id
    JOIN sourcing_suppliers s ON s.id = p.supplier_id
    WHERE p.id = ${id}`);
  const raw = rowsOf<Record<string, unknown>>(result)[0];
  if (!raw) return null;
  return {
    id: Number(raw.id),
    supplierId: Number(raw.supplier_id),
    storeName: String(raw.store_name),
    categoryId: Number(raw.category_id),
    title: String(raw.title),
    description: String(raw.description),
    priceMin: Number(raw.price_min),
    priceMax: Number(raw.price_max),
    suggestedPrice: Number(raw.suggested_price),
    orderCount: Number(raw.order_count),
    latestVolume: Number(raw.latest_volume),
    rating: Math.round(Number(raw.rating) * 10) / 10,
    reviewCount: Number(raw.review_count),
    listingCount: Number(raw.listing_count),
    shipFrom: String(raw.ship_from),
    weightGrams: Number(raw.weight_grams),
    shipCountries: raw.ship_countries as string[],
    variantCount: Number(raw.variant_count),
    options: raw.options as ProductRow['options'],
    hasVideo: Boolean(raw.has_video),
  };
}

/** Variants in option order; sold-out ones only when asked for. */
export async function findVariants(
  db: Database,
  id: number,
  includeSoldOut = false,
): Promise<VariantRow[]> {
  const result = await db.execute(sql`
    SELECT sku_id, sku_properties, stock, price_usd FROM sourcing_product_variants
    WHERE product_id = ${id} ${includeSoldOut ? sql`` : sql`AND stock > 0`}
    ORDER BY position`);
  return rowsOf<Record<string, unknown>>(result).map((raw) => ({
    skuId: String(raw.sku_id),
    skuProperties: raw.sku_properties as VariantRow['skuProperties'],
    stock: Number(raw.stock),
    priceUsd: Number(raw.price_usd),
  }));
}

export async function findImagePositions(db: Database, id: number): Promise<number[]> {
  const result = await db.execute(
    sql`SELECT position FROM sourcing_product_images WHERE product_id = ${id} ORDER BY position`,
  );
  return rowsOf<{ position: unknown }>(result).map((row) => Number(row.position));
}

export async function findShipping(
  db: Database,
  id: number,
  country: string,
): Promise<ShippingRow | null> {
  const result = await db.execute(sql`
    SELECT cost, min_days, max_days FROM sourcing_product_shipping
    WHERE product_id = ${id} AND country_code = ${country}`);
  const raw = rowsOf<Record<string, unknown>>(result)[0];
  return raw
    ? { cost: Number(raw.cost), minDays: Number(raw.min_days), maxDays: Number(raw.max_days) }
    : null;
}

export interface ReviewFilter {
  page: number;
  pageSize: number;
  withPictures: boolean;
  country: string | null;
}

export async function findReviews(db: Database, id: number, filter: ReviewFilter) {
  const conditions = [sql`product_id = ${id}`];
  if (filter.withPictures) conditions.push(sql`cardinality(image_seeds) > 0`);
  if (filter.country) conditions.push(sql`country = ${filter.country}`);
  const where = sql.join(conditions, sql` AND `);
  const [page, summary] = await Promise.all([
    db.execute(sql`
      SELECT id, star_percent, feedback, country, reviewer_name, image_seeds, order_info, created_at
      FROM sourcing_reviews WHERE ${where}
      ORDER BY created_at DESC, id
      LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`),
    db.execute(
      sql`SELECT count(*)::int AS n, coalesce(avg(star_percent), 0)::float AS avg FROM sourcing_reviews WHERE ${where}`,
    ),
  ]);
  const totals = rowsOf<{ n: unknown; avg: unknown }>(summary)[0];
  return {
    rows: rowsOf<Record<string, unknown>>(page).map((raw) => ({
      id: String(raw.id),
      starPercent: Number(raw.star_percent),
      feedback: String(raw.feedback),
      country: String(raw.country),
      reviewerName: String(raw.reviewer_name),
      imageSeeds: (raw.image_seeds as unknown[]).map(Number),
      orderInfo: raw.order_info as string[],
      createdAt: new Date(raw.created_at as string | Date).toISOString(),
    })),
    total: Number(totals?.n ?? 0),
    avgStarPercent: Number(totals?.avg ?? 0),
  };
}
