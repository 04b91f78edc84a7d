import type { NormalizedStoreProduct } from '../../modules/store-products/store-product-repository';
import { wooGmtDate } from './map-woo-order';
import type { WooProduct, WooVariation } from './woo-types';

/**
 * A WooCommerce product (REST v3 / webhook payload) with its variations → what we keep. A
 * variable product's payload lists only variation ids, so the caller fetches the variations; a
 * simple product is its own single variant.
 */
export function mapWooProduct(
  product: WooProduct,
  variations: WooVariation[],
): NormalizedStoreProduct {
  const variants =
    product.type === 'variable'
      ? variations.map((v) => ({
          external_id: String(v.id),
          sku: v.sku ?? '',
          price: v.price ?? '',
        }))
      : [{ external_id: String(product.id), sku: product.sku ?? '', price: product.price ?? '' }];
  return {
    externalId: String(product.id),
    title: product.name,
    status: product.status,
    variants,
    // a product without a modified time (never the case on WooCommerce 3+) sorts oldest
    updatedAt: product.date_modified_gmt ? wooGmtDate(product.date_modified_gmt) : new Date(0),
  };
}
