import { parseExactJson } from '../../integrations/json/exact-json';
import type { Database } from '../../db/database';
import type { WoocommerceConnectionRow } from '../../db/schema';
import { mapWooProduct } from '../../integrations/woocommerce/map-woo-product';
import { WooApiError, type WooRestClient } from '../../integrations/woocommerce/woo-rest-client';
import type { WooProduct, WooVariation } from '../../integrations/woocommerce/woo-types';
import { PermanentJobError } from '../../jobs/job-types';
import { unmapStoreProduct } from '../push/push-repository';
import {
  markStoreProductDeleted,
  upsertStoreProduct,
} from '../store-products/store-product-repository';

export const WOO_PRODUCT_TOPICS = [
  'product.created',
  'product.updated',
  'product.deleted',
] as const;

export function isWooProductTopic(topic: string): boolean {
  return (WOO_PRODUCT_TOPICS as readonly string[]).includes(topic);
}

/**
 * Applies a verified product webhook to what we keep of the store's products. WooCommerce sends
 * the product's REST JSON on create/update (variation ids only: a variable product's variations
 * are read from the store) and `{ id }` on delete. Idempotent: the same or an older version
 * changes nothing.
 */
export async function applyWooProductWebhook(
  db: Database,
  client: () => WooRestClient,
  connection: WoocommerceConnectionRow,
  topic: string,
  body: string,
  now: Date,
): Promise<{ unmapped: boolean }> {
  const payload = parseExactJson(body) as Partial<WooProduct>;
  if (typeof payload.id !== 'number' && typeof payload.id !== 'string')
    throw new PermanentJobError(`${topic} without a product id`);
  const { workplaceId, storeId } = connection;
  if (topic === 'product.deleted') {
    await markStoreProductDeleted(db, workplaceId, storeId, String(payload.id), now);
    // a product we pushed is gone from the store: it is unmapped (the import stays)
    return {
      unmapped: await unmapStoreProduct(db, {
        workplaceId,
        storeId,
        storeProductId: String(payload.id),
      }),
    };
  }
  const product = payload as WooProduct;
  let variations: WooVariation[] = [];
  if (product.type === 'variable' && product.variations.length > 0) {
    try {
      variations = await allVariations(client(), product.id);
    } catch (error) {
      // deleted since the delivery: its product.deleted follows
      if (error instanceof WooApiError && error.status === 404) return { unmapped: false };
      throw error;
    }
  }
  await upsertStoreProduct(db, workplaceId, storeId, mapWooProduct(product, variations));
  return { unmapped: false };
}

async function allVariations(client: WooRestClient, productId: number): Promise<WooVariation[]> {
  const all: WooVariation[] = [];
  for (let page = 1; ; page += 1) {
    const result = await client.listVariations(productId, page);
    all.push(...result.items);
    if (page >= result.totalPages || result.items.length === 0) return all;
  }
}
