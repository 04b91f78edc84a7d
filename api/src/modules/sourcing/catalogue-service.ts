import {
  OWN_SOURCE,
  type LogisticsOption,
  type PriceDetail,
  type ProductCard,
  type ProductPage,
  type ReviewPage,
  type SupplierProduct,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/app-error';
import { productImagePath, productVideoPath, reviewImagePath } from '../catalogue-media/routes';
import { profitFor, roundCents, suggestedSellingPrice } from './pricing';
import {
  findImagePositions,
  findProduct,
  findReviews,
  findShipping,
  findVariants,
  parseProductId,
  type ProductRow,
  type ReviewFilter,
} from './product-repository';
import { searchCacheFor } from './search-cache';
import type { SearchCriteria } from './search-criteria';
import { searchCatalogue, type CardRow, type SearchScope } from './search-repository';
import {
  cheapestMethod,
  shippingMethods,
  type ShippingMethod,
  type Warehouse,
} from './shipping-lanes';
import { marksFor, type WorkplaceMarks } from './workplace-repository';

/** Where the caller reaches the API (`http://host:port/api`): picture URLs are absolute. */
export interface MediaUrls {
  apiBase: string;
  appUrl: string;
}

const productVideo = (media: MediaUrls, id: number, hasVideo: boolean) =>
  hasVideo ? `${media.apiBase}${productVideoPath(id)}` : null;

const productImage = (media: MediaUrls, id: number, position: number) =>
  `${media.apiBase}${productImagePath(id, position)}`;

/** A search row → the card of spec 001 §3, with the workplace's marks. */
export function toProductCard(
  row: CardRow,
  marks: WorkplaceMarks,
  shipTo: string,
  media: MediaUrls,
): ProductCard {
  const id = String(row.id);
  return {
    source_product_id: id,
    source: OWN_SOURCE,
    name: row.title,
    images: row.image_positions
      .slice(0, 5)
      .map((position) => productImage(media, row.id, position)),
    video_url: productVideo(media, row.id, row.has_video),
    price: row.price_min,
    details: {
      price_range: { min: row.price_min, max: row.price_max },
      lastest_volume: row.latest_volume,
      rating: row.rating,
      reviews_count: row.review_count,
      shipping_cost: row.shipping_cost,
      shipping_time_min: row.min_days,
      shipping_time_max: row.max_days,
      ship_countries: row.ship_countries,
    },
    imported: marks.imports.has(id),
    // Mapping links a product-center item to a store listing (catalogue issue); the catalogue
    // does not know it, so a find-product card is never shown mapped.
    mapped: false,
    product_package_id: marks.imports.get(id) ?? null,
    total_variants: row.variant_count,
    ship_to: shipTo,
    design_info: null,
    trade_count: row.order_count,
    listing_count: row.listing_count,
    suggested_price: row.suggested_price,
    profit: row.shipping_cost === null ? null : row.profit,
    favourited: marks.favourites.has(id),
    category_id: row.category_id,
  };
}

/** Cards for rows, with the workplace's marks. */
export async function cardsFor(
  db: Database,
  rows: readonly CardRow[],
  workplaceId: string,
  shipTo: string,
  media: MediaUrls,
): Promise<ProductCard[]> {
  const marks = await marksFor(
    db,
    workplaceId,
    OWN_SOURCE,
    rows.map((row) => String(row.id)),
  );
  return rows.map((row) => toProductCard(row, marks, shipTo, media));
}

export async function searchPage(
  db: Database,
  criteria: SearchCriteria,
  workplaceId: string,
  media: MediaUrls,
  scope: SearchScope = {},
): Promise<ProductPage> {
  const cache = searchCacheFor(db);
  const result = await cache.get(criteria, scope, () =>
    searchCatalogue(db, criteria, scope, (count) => cache.count(criteria, scope, count)),
  );
  return {
    items: await cardsFor(db, result.rows, workplaceId, criteria.shipTo, media),
    page: criteria.page,
    page_size: criteria.pageSize,
    total: result.total,
    total_capped: result.totalCapped,
    has_more: result.hasMore,
    sort: criteria.sort,
    ship_to: criteria.shipTo,
  };
}

/** The product or DataNotFound (also for ids that cannot be catalogue ids). */
export async function requireProduct(db: Database, sourceProductId: string): Promise<ProductRow> {
  const id = parseProductId(sourceProductId);
  const product = id === null ? null : await findProduct(db, id);
  if (!product) throw notFound(MessageKey.DataNotFound);
  return product;
}

export async function productDetail(
  db: Database,
  sourceProductId: string,
  workplaceId: string,
  media: MediaUrls,
): Promise<SupplierProduct> {
  const product = await requireProduct(db, sourceProductId);
  const [variants, images, marks] = await Promise.all([
    findVariants(db, product.id),
    findImagePositions(db, product.id),
    marksFor(db, workplaceId, OWN_SOURCE, [String(product.id)]),
  ]);
  const image = (position: number | null) =>
    position === null ? null : productImage(media, product.id, position);
  const id = String(product.id);
  return {
    store_info: {
      store_id: String(product.supplierId),
      store_name: product.storeName,
      store_url: `${media.appUrl}/app/find-product/favorite-supplier?store_id=${product.supplierId}`,
    },
    category_id: product.categoryId,
    aliexpress_product_id: null,
    source_product_id: id,
    source: OWN_SOURCE,
    name: product.title,
    description: product.description,
    avg_evaluation_rating: product.rating,
    evaluation_count: product.reviewCount,
    variants: variants.map((variant) => ({
      sku_id: variant.skuId,
      aliexpress_options: variant.skuProperties
        .map((p) => `${p.sku_property_name}:${p.sku_property_value}`)
        .join(';'),
      quantity: variant.stock,
      price_usd: variant.priceUsd,
      sku_property: variant.skuProperties.map(({ image_position, ...property }) => ({
        ...property,
        sku_image: image(image_position),
      })),
    })),
    price_range: { min: product.priceMin, max: product.priceMax },
    options: product.options.map((option) => ({
      id: option.id,
      name: option.name,
      values: option.values.map((value) => ({
        id: value.id,
        value: value.value,
        image: image(value.image_position),
        countryCode: value.countryCode,
      })),
    })),
    images: images.map((position) => productImage(media, product.id, position)),
    video_url: productVideo(media, product.id, product.hasVideo),
    currency: 'USD',
    product_link: `${media.appUrl}/app/find-product/${OWN_SOURCE}/detail/${id}/US`,
    trade_count: product.orderCount,
    lastest_volume: product.latestVolume,
    listing_count: product.listingCount,
    suggested_price: product.suggestedPrice,
    ship_from: product.shipFrom,
    ship_countries: product.shipCountries,
    imported: marks.imports.has(id),
    product_package_id: marks.imports.get(id) ?? null,
    favourited: marks.favourites.has(id),
  };
}

function toLogisticsOption(method: ShippingMethod, shipFrom: string): LogisticsOption {
  return {
    code: method.code,
    name_key: `logistics.${method.code}`,
    name: null,
    amount: method.amount,
    currency: method.currency,
    delivery_time: { min: method.min_days, max: method.max_days },
    ship_from: shipFrom,
  };
}

/**
 * Every method of the product's lane to `country` for `quantity` units (the parcel weighs
 * quantity × unit weight; free standard shipping stays free), cheapest first. Empty when the
 * product does not ship there or not from `shipFrom`.
 */
export async function logisticsOptions(
  db: Database,
  product: ProductRow,
  country: string,
  quantity: number,
  shipFrom: string | null,
): Promise<LogisticsOption[]> {
  if (shipFrom && shipFrom !== product.shipFrom) return [];
  const shipping = await findShipping(db, product.id, country);
  if (!shipping) return [];
  return shippingMethods(
    product.shipFrom as Warehouse,
    country,
    product.weightGrams * quantity,
    shipping.cost === 0,
  )
    .sort((a, b) => a.amount - b.amount || a.min_days - b.min_days)
    .map((method) => toLogisticsOption(method, product.shipFrom));
}

/** A SKU id of the product, or a BAD_REQUEST on `sku_id`. */
export async function requireSku(db: Database, product: ProductRow, skuId: string): Promise<void> {
  const variants = await findVariants(db, product.id, true);
  if (!variants.some((variant) => variant.skuId === skuId)) {
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'sku_id', message: MessageKey.FieldInvalid },
    ]);
  }
}

/** Variant prices with the ship-to country's cheapest shipping (spec 001 §7 price-detail). */
export async function priceDetail(
  db: Database,
  product: ProductRow,
  shipTo: string,
): Promise<PriceDetail> {
  const [variants, shipping] = await Promise.all([
    findVariants(db, product.id),
    findShipping(db, product.id, shipTo),
  ]);
  const warehouse = product.shipFrom as Warehouse;
  const cheapest = shipping
    ? cheapestMethod(shippingMethods(warehouse, shipTo, product.weightGrams, shipping.cost === 0))
    : null;
  const usStandard = shippingMethods(warehouse, 'US', product.weightGrams, false).find(
    (m) => m.code === 'standard',
  );
  const shippingUsd = cheapest?.amount ?? null;
  return {
    ship_to: shipTo,
    currency: 'USD',
    product: {
      source_product_id: String(product.id),
      variants: variants.map((variant) => {
        const suggested = suggestedSellingPrice(variant.priceUsd, usStandard?.amount ?? 0);
        return {
          sku_id: variant.skuId,
          price_usd: variant.priceUsd,
          quantity: variant.stock,
          shipping_usd: shippingUsd,
          total_usd: shippingUsd === null ? null : roundCents(variant.priceUsd + shippingUsd),
          suggested_price: suggested,
          profit: profitFor(suggested, variant.priceUsd, shippingUsd),
        };
      }),
    },
    logistics: cheapest ? toLogisticsOption(cheapest, product.shipFrom) : null,
  };
}

/** Reviews with rating = star percentage / 20 (spec 001 §3). */
export async function reviewPage(
  db: Database,
  product: ProductRow,
  filter: ReviewFilter,
  media: MediaUrls,
): Promise<ReviewPage> {
  const { rows, total, avgStarPercent } = await findReviews(db, product.id, filter);
  return {
    items: rows.map((review) => ({
      id: review.id,
      feedback: review.feedback,
      rating: starRating(review.starPercent),
      createdAt: review.createdAt,
      country: review.country,
      images: review.imageSeeds.map((seed) => `${media.apiBase}${reviewImagePath(seed)}`),
      name: review.reviewerName,
      orderInfos: review.orderInfo,
    })),
    page: filter.page,
    page_size: filter.pageSize,
    total,
    avg_rating: Math.round(starRating(avgStarPercent) * 10) / 10,
  };
}

/** Star percentage (0–100) → 0–5 stars. */
export function starRating(starPercent: number): number {
  return Math.min(5, Math.max(0, starPercent / 20));
}
