import type {
  LogisticsOption,
  PriceDetail,
  ProductCard,
  ProductPage,
  SupplierProduct,
} from '@omni/shared/contracts';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { AppError, notFound } from '../../http/app-error';
import {
  SupplierError,
  type FreightOption,
  type SupplierProduct as SourceProduct,
  type SupplierProductSummary,
  type SupplierSource,
  type SupplierSourceKey,
} from '../../integrations/suppliers/supplier-source';
import { roundCents, suggestedSellingPrice, profitFor } from './pricing';
import type { SearchCriteria } from './search-criteria';
import type { WorkplaceMarks } from './workplace-repository';

/*
 * AliExpress and CJ through the supplier adapters (integrations issue), bound to the workplace's
 * linked account. The adapters search by keyword and page only: sorts and filters of the own
 * catalogue do not apply, and a card has no volume, rating or shipping until its detail is
 * opened. Amounts arrive as decimal strings in USD (the adapters ask for USD).
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
  return {
    source_product_id: item.sourceProductId,
    source: item.source,
    name: item.title,
    images: item.image ? [item.image] : [],
    video_url: null,
    price,
    details: {
      price_range: { min: price, max: price },
      lastest_volume: 0,
      rating: 0,
      reviews_count: 0,
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
    trade_count: 0,
    listing_count: 0,
    suggested_price: suggestedSellingPrice(price, 0),
    profit: null,
    favourited: marks.favourites.has(item.sourceProductId),
    category_id: 0,
  };
}

export async function searchSource(
  source: SupplierSource,
  criteria: SearchCriteria,
  marksOf: (ids: string[]) => Promise<WorkplaceMarks>,
): Promise<ProductPage> {
  const page = await viaSource(() =>
    source.productSearch({
      keyword: criteria.keyword ?? undefined,
      page: criteria.page,
      pageSize: criteria.pageSize,
    }),
  );
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
    sort: 'relevance',
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
    avg_evaluation_rating: 0,
    evaluation_count: 0,
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
