import { createHash } from 'node:crypto';
import {
  CATALOGUE_SIZE,
  catalogueProduct,
  type CatalogueProduct,
  type CatalogueVariant,
} from '../supplier-catalogue/generate';
import { quoteShipping, type ShippingServiceSpec } from '../supplier-catalogue/shipping';

/** AliExpress product ids are 16 digits starting 1005…; the sandbox's are 1005007 + index. */
const PRODUCT_ID_BASE = 1_005_007_000_000_000;
const SEED = 4103;

export const ALIEXPRESS_SERVICES: readonly ShippingServiceSpec[] = [
  {
    code: 'CAINIAO_SUPER_ECONOMY',
    name: 'Cainiao Super Economy',
    first100g: 0.9,
    per100g: 0.45,
    zoneBFactor: 1.4,
    days: [15, 35],
    tracked: false,
    maxWeightGrams: 2000,
  },
  {
    code: 'CAINIAO_STANDARD',
    name: 'AliExpress Standard Shipping',
    first100g: 2.1,
    per100g: 0.7,
    zoneBFactor: 1.5,
    days: [10, 20],
    tracked: true,
    maxWeightGrams: 20000,
    freeAboveUsd: 15,
  },
  {
    code: 'AE_SELECTION_STANDARD',
    name: 'AliExpress Selection Standard',
    first100g: 2.8,
    per100g: 0.75,
    zoneBFactor: 1.5,
    days: [7, 15],
    tracked: true,
    maxWeightGrams: 20000,
  },
  {
    code: 'DHL',
    name: 'DHL',
    first100g: 18,
    per100g: 1.6,
    zoneBFactor: 1.3,
    days: [4, 9],
    tracked: true,
    maxWeightGrams: 30000,
  },
];

/** AliExpress property ids of the option names the catalogue uses. */
const PROPERTY_IDS: Record<string, number> = {
  Color: 14,
  Size: 5,
  'Shoe Size': 200000124,
  Model: 200000639,
  Style: 200000828,
  'Metal Color': 200000783,
};

export function productIdOf(index: number): string {
  return String(PRODUCT_ID_BASE + index);
}

export function indexOfProductId(productId: string): number | undefined {
  if (!/^\d{16}$/.test(productId)) return undefined;
  const index = Number(productId) - PRODUCT_ID_BASE;
  return index >= 0 && index < CATALOGUE_SIZE ? index : undefined;
}

/**
 * The seller (store) of a product: 97 sandbox stores, a product's by its index. AliExpress makes
 * one order per seller of a ds.order.create, so products of two stores are two orders.
 */
export function storeIdOf(productIndex: number): number {
  return 1100000 + (productIndex % 97);
}

export function skuIdOf(productIndex: number, variantIndex: number): string {
  return `1200004${String(productIndex).padStart(6, '0')}${String(variantIndex).padStart(3, '0')}`;
}

function valueId(value: string): number {
  return 100_000 + (createHash('md5').update(value).digest().readUInt32BE(0) % 900_000);
}

export function skuAttrOf(variant: CatalogueVariant): string {
  return variant.options
    .map((o) => `${PROPERTY_IDS[o.name] ?? 200000000}:${valueId(o.value)}#${o.value}`)
    .join(';');
}

/** Changes the outside world made (control page): price factors, stock. */
export class AliExpressCatalogue {
  private readonly priceFactor = new Map<number, number>();
  private readonly stock = new Map<string, number>();

  product(index: number): CatalogueProduct {
    const product = catalogueProduct(SEED, index);
    const factor = this.priceFactor.get(index) ?? 1;
    return {
      ...product,
      variants: product.variants.map((variant) => ({
        ...variant,
        price: Math.round(variant.price * factor * 100) / 100,
        stock: this.stock.get(skuIdOf(index, variant.index)) ?? variant.stock,
      })),
    };
  }

  /** "Price changes": multiplies every variant's price by (1 + percent/100). */
  changePrice(index: number, percent: number): void {
    this.priceFactor.set(index, (this.priceFactor.get(index) ?? 1) * (1 + percent / 100));
  }

  /** "Stock runs out" for one variant or the whole product. */
  runOutOfStock(index: number, variantIndex?: number): void {
    for (const variant of catalogueProduct(SEED, index).variants)
      if (variantIndex === undefined || variant.index === variantIndex)
        this.stock.set(skuIdOf(index, variant.index), 0);
  }

  takeStock(index: number, variantIndex: number, quantity: number): void {
    const current = this.product(index).variants[variantIndex]!.stock;
    this.stock.set(skuIdOf(index, variantIndex), Math.max(0, current - quantity));
  }

  /** Indexes whose title matches every word of the keyword. */
  search(keyword: string | undefined): number[] {
    const words = (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const hits: number[] = [];
    for (let index = 0; index < CATALOGUE_SIZE; index += 1) {
      if (words.length === 0) {
        hits.push(index);
        continue;
      }
      const product = catalogueProduct(SEED, index);
      const text = `${product.title} ${product.category}`.toLowerCase();
      if (words.every((word) => text.includes(word))) hits.push(index);
    }
    return hits;
  }
}

export function imageUrls(publicUrl: string, product: CatalogueProduct): string[] {
  return Array.from(
    { length: product.imageCount },
    (_, n) => `${publicUrl}/images/${productIdOf(product.index)}/${n}.svg`,
  );
}

/** The `result` of aliexpress.ds.product.get, in the documented field names. */
export function productGetResult(publicUrl: string, product: CatalogueProduct, country: string) {
  const images = imageUrls(publicUrl, product);
  return {
    ae_item_base_info_dto: {
      product_id: Number(productIdOf(product.index)),
      subject: product.title,
      detail: product.description,
      category_id: 200000000 + product.categoryIndex,
      currency_code: 'USD',
      product_status_type: 'onSelling',
      avg_evaluation_rating: String(product.rating),
      sales_count: String(product.orders),
      evaluation_count: String(Math.floor(product.orders / 7)),
    },
    ae_multimedia_info_dto: { image_urls: images.join(';') },
    ae_item_sku_info_dtos: {
      ae_item_sku_info_d_t_o: product.variants.map((variant) => ({
        sku_id: skuIdOf(product.index, variant.index),
        id: skuAttrOf(variant),
        sku_attr: skuAttrOf(variant),
        sku_price: variant.price.toFixed(2),
        offer_sale_price: variant.price.toFixed(2),
        offer_bulk_sale_price: (variant.price * 0.95).toFixed(2),
        sku_available_stock: variant.stock,
        sku_stock: variant.stock > 0,
        currency_code: 'USD',
        ae_sku_property_dtos: {
          ae_sku_property_d_t_o: variant.options.map((o) => ({
            sku_property_id: PROPERTY_IDS[o.name] ?? 200000000,
            sku_property_name: o.name,
            sku_property_value: o.value,
            property_value_id: valueId(o.value),
            property_value_definition_name: o.value,
            sku_image: images[o.valueIndex % images.length],
          })),
        },
      })),
    },
    package_info_dto: {
      gross_weight: (product.variants[0]!.weightGrams / 1000).toFixed(3),
      package_type: false,
    },
    logistics_info_dto: { ship_to_country: country, delivery_time: 7 },
    ae_store_info: {
      store_id: storeIdOf(product.index),
      store_name: `Sandbox ${product.category} Store ${product.index % 97}`,
      store_country_code: product.shipsFrom[0],
    },
  };
}

export function freightOptions(
  product: CatalogueProduct,
  variant: CatalogueVariant,
  country: string,
  quantity: number,
) {
  return quoteShipping(ALIEXPRESS_SERVICES, {
    productIndex: product.index,
    country,
    weightGrams: variant.weightGrams,
    quantity,
    shipsFrom: product.shipsFrom,
    orderValueUsd: variant.price * quantity,
  });
}
