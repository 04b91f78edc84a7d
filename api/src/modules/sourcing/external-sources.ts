import {
  SOURCE_SEARCH_SUPPORT,
  type LogisticsOption,
  type PriceDetail,
  type ProductCard,
  type ProductPage,
  type ProductSort,
  type ReviewPage,
  type SearchFilterName,
  type SupplierProduct,
} from '@omni/shared/contracts';
import { BodyStatus, MessageKey, type FieldError } from '@omni/shared/errors';
import { AppError, badRequest, notFound } from '../../http/app-error';
import {
  SupplierError,
  type FreightOption,
  type SupplierProduct as SourceProduct,
  type ProductSearch,
  type SupplierProductSummary,
  type SupplierSort,
  type SupplierSource,
  type SupplierSourceKey,
} from '../../integrations/suppliers/supplier-source';
import { roundCents, suggestedSellingPrice, profitFor } from './pricing';
import type { SearchCriteria } from './search-criteria';
import type { WorkplaceMarks } from './workplace-repository';

/*
 * AliExpress and CJ through the supplier adapters (integrations issue), bound to the workplace's
 * linked account. A search passes on the sorts and filters the source's list call supports
 * (SOURCE_SEARCH_SUPPORT) and refuses the others with a field error; cards carry what the list
 * response reports (AliExpress: orders and stars; CJ: listing count). Neither list response
 * carries shipping, so that shows once the detail is opened. Amounts arrive as decimal strings
 * in USD (the adapters ask for USD).
 */

export type SourceFor = (workplaceId: string, source: SupplierSourceKey) => Promise<SupplierSource>;

/** Adapter failures → the API's errors (the source's own text only goes to the log). */
export async function viaSource<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SupplierError) {
      if (error.key === 'error_not_found_sku') throw notFound(MessageKey.DataNotFound);
      throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.SourceUnavailable);
    }
    throw error;
  }
}

const amount = (value: string) => roundCents(Number(value));

export function summaryCard(
  item: SupplierProductSummary,
  marks: WorkplaceMarks,
  shipTo: string,
): ProductCard {
  const price = amount(item.price.amount);
  const orders = item.orders ?? 0;
  return {
    source_product_id: item.sourceProductId,
    source: item.source,
    name: item.title,
    images: item.image ? [item.image] : [],
    video_url: null,
    price,
    details: {
      price_range: { min: price, max: price },
      lastest_volume: orders,
      rating: item.rating ?? 0,
      // the sources' search results carry no review count: unknown, which is not "no reviews"
      reviews_count: null,
      shipping_cost: null,
      shipping_time_min: null,
      shipping_time_max: null,
      ship_countries: [],
    },
    imported: marks.imports.has(item.sourceProductId),
    mapped: false,
    product_package_id: marks.imports.get(item.sourceProductId) ?? null,
    total_variants: 0,
    ship_to: shipTo,
    design_info: null,
    trade_count: orders,
    listing_count: item.listedCount ?? 0,
    suggested_price: suggestedSellingPrice(price, 0),
    profit: null,
    favourited: marks.favourites.has(item.sourceProductId),
    category_id: 0,
  };
}

const SUPPLIER_SORTS: Partial<Record<ProductSort, SupplierSort>> = {
  relevance: 'relevance',
  asc_price: 'price_asc',
  desc_price: 'price_desc',
  desc_orders: 'orders_desc',
};

/** The filters a search asks for, by their query names. */
function requestedFilters(criteria: SearchCriteria): SearchFilterName[] {
  const set = (range: { min: number | null; max: number | null }) =>
    range.min !== null || range.max !== null;
  return [
    ...(set(criteria.orderCount) ? (['order_count'] as const) : []),
    ...(set(criteria.price) ? (['price'] as const) : []),
    ...(set(criteria.listingCount) ? (['listing_count'] as const) : []),
    ...(criteria.ratingAtLeast !== null ? (['rating_4_up'] as const) : []),
    ...(criteria.categoryId !== null ? (['category_id'] as const) : []),
  ];
}

/**
 * The adapter query for a search, or BAD_REQUEST naming the sort and filters the source cannot
 * apply (rule unsupported_by_source): a result that ignored them would look filtered but not be.
 */
export function supplierSearch(source: SupplierSourceKey, criteria: SearchCriteria): ProductSearch {
  const support = SOURCE_SEARCH_SUPPORT[source];
  const errors: FieldError[] = [];
  const unsupported = (field: string) =>
    errors.push({
      field,
      message: MessageKey.FieldInvalid,
      params: { rule: 'unsupported_by_source', source },
    });
  const sort = SUPPLIER_SORTS[criteria.sort];
  if (!support.sorts.includes(criteria.sort) || !sort) unsupported('sort');
  for (const filter of requestedFilters(criteria))
    if (!support.filters.includes(filter)) unsupported(filter);
  if (errors.length > 0) throw badRequest(MessageKey.ValidationFailed, errors);
  return {
    keyword: criteria.keyword ?? undefined,
    page: criteria.page,
    pageSize: criteria.pageSize,
    sort,
    shipTo: criteria.shipTo,
    // criteria ranges are [min, max) (free bounds nudged up by half a cent); sources take
    // inclusive bounds in cents
    minPrice: criteria.price.min ?? undefined,
    maxPrice:
      criteria.price.max === null ? undefined : Math.floor(criteria.price.max * 100 - 0.5) / 100,
  };
}

export async function searchSource(
  source: SupplierSource,
  criteria: SearchCriteria,
  marksOf: (ids: string[]) => Promise<WorkplaceMarks>,
): Promise<ProductPage> {
  const query = supplierSearch(source.key, criteria);
  const page = await viaSource(() => source.productSearch(query));
  const marks = await marksOf(page.items.map((item) => item.sourceProductId));
  const total = Math.min(page.total, 1000);
  return {
    // Some sources have a minimum page size (CJ: 10): never more than asked for.
    items: page.items
      .slice(0, criteria.pageSize)
      .map((item) => summaryCard(item, marks, criteria.shipTo)),
    page: criteria.page,
    page_size: criteria.pageSize,
    total,
    total_capped: page.total > 1000,
    has_more: criteria.page * criteria.pageSize < page.total,
    sort: criteria.sort,
    ship_to: criteria.shipTo,
  };
}

/** In-stock variants only (spec 001 §5); a product without any is invalid. */
export function sellableVariants(product: SourceProduct) {
  return product.variants.filter((variant) => variant.stock > 0);
}

export function sourceDetail(
  product: SourceProduct,
  marks: WorkplaceMarks,
  appUrl: string,
): SupplierProduct {
  const variants = sellableVariants(product);
  const prices = variants.map((variant) => amount(variant.price.amount));
  const optionIds = new Map(product.options.map((option, i) => [option.name, String(i + 1)]));
  const min = prices.length > 0 ? Math.min(...prices) : 0;
  return {
    store_info: { store_id: product.source, store_name: product.source, store_url: '' },
    category_id: 0,
    aliexpress_product_id: product.source === 'aliexpress' ? product.sourceProductId : null,
    source_product_id: product.sourceProductId,
    source: product.source,
    name: product.title,
    // Supplier HTML never reaches the client as markup: tags are dropped.
    description: (product.descriptionHtml ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    avg_evaluation_rating: product.rating ?? null,
    evaluation_count: product.reviewCount ?? null,
    variants: variants.map((variant) => ({
      sku_id: variant.skuId,
      aliexpress_options: Object.entries(variant.options)
        .map(([name, value]) => `${name}:${value}`)
        .join(';'),
      quantity: variant.stock,
      price_usd: amount(variant.price.amount),
      sku_property: Object.entries(variant.options).map(([name, value]) => ({
        property_value_id_long: `${optionIds.get(name) ?? '0'}:${value}`,
        sku_property_id: optionIds.get(name) ?? '0',
        sku_property_name: name,
        sku_property_value: value,
        property_value_definition_name: value,
        sku_image: variant.image ?? null,
      })),
    })),
    price_range: { min, max: prices.length > 0 ? Math.max(...prices) : 0 },
    options: product.options.map((option, i) => ({
      id: String(i + 1),
      name: option.name,
      values: option.values.map((value) => ({
        id: `${i + 1}:${value}`,
        value,
        image: null,
        countryCode: null,
      })),
    })),
    images: product.images,
    video_url: null,
    currency: 'USD',
    product_link: `${appUrl}/app/find-product/${product.source}/detail/${product.sourceProductId}/US`,
    trade_count: 0,
    lastest_volume: 0,
    listing_count: 0,
    suggested_price: suggestedSellingPrice(min, 0),
    ship_from: product.shipsFrom?.[0] ?? '',
    ship_countries: [],
    imported: marks.imports.has(product.sourceProductId),
    product_package_id: marks.imports.get(product.sourceProductId) ?? null,
    favourited: marks.favourites.has(product.sourceProductId),
  };
}

export function freightOption(option: FreightOption): LogisticsOption {
  return {
    code: option.serviceCode,
    name_key: 'logistics.carrier',
    name: option.serviceName,
    amount: amount(option.cost.amount),
    currency: option.cost.currency,
    delivery_time: { min: option.minDays, max: option.maxDays },
    ship_from: option.shipFrom ?? '',
  };
}

export async function sourceLogistics(
  source: SupplierSource,
  productId: string,
  country: string,
  quantity: number,
  skuId: string | undefined,
): Promise<LogisticsOption[]> {
  const options = await viaSource(() =>
    source.freightQuery({ productId, skuId, shipTo: { countryCode: country }, quantity }),
  );
  return options
    .map(freightOption)
    .sort((a, b) => a.amount - b.amount || a.delivery_time.min - b.delivery_time.min);
}

export async function sourcePriceDetail(
  source: SupplierSource,
  product: SourceProduct,
  shipTo: string,
): Promise<PriceDetail> {
  const logistics = await sourceLogistics(source, product.sourceProductId, shipTo, 1, undefined);
  const cheapest = logistics[0] ?? null;
  const shipping = cheapest?.amount ?? null;
  return {
    ship_to: shipTo,
    currency: 'USD',
    product: {
      source_product_id: product.sourceProductId,
      variants: sellableVariants(product).map((variant) => {
        const price = amount(variant.price.amount);
        const suggested = suggestedSellingPrice(price, shipping ?? 0);
        return {
          sku_id: variant.skuId,
          price_usd: price,
          quantity: variant.stock,
          shipping_usd: shipping,
          total_usd: shipping === null ? null : roundCents(price + shipping),
          suggested_price: suggested,
          profit: profitFor(suggested, price, shipping),
        };
      }),
    },
    logistics: cheapest,
  };
}

/**
 * Reviews of a supplier product, for the sources whose API has them (CJ); an empty page for the
 * others, as failed scrapes are (spec 001 §8). Ratings are already 0–5 stars.
 */
export async function sourceReviews(
  source: SupplierSource,
  productId: string,
  page: number,
  pageSize: number,
): Promise<ReviewPage> {
  const empty = { items: [], page, page_size: pageSize, total: 0, avg_rating: 0 };
  if (!source.productReviews) return empty;
  const found = await viaSource(() => source.productReviews!(productId, { page, pageSize }));
  const items = found.items.map((review) => ({
    id: review.id,
    feedback: review.text,
    rating: review.rating,
    createdAt: review.createdAt,
    country: review.country ?? '',
    images: review.images,
    name: review.author ?? '',
    orderInfos: [],
  }));
  const average =
    items.length > 0 ? items.reduce((sum, review) => sum + review.rating, 0) / items.length : 0;
  return {
    items,
    page,
    page_size: pageSize,
    total: found.total,
    avg_rating: Math.round(average * 10) / 10,
  };
}
