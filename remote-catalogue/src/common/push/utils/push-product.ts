import type { ImportListItem, ImportProduct } from '@omni/shared/contracts/catalogue';
import type { PushProduct } from '@omni/shared/push-ui';

/** An import-list row as the push dialog previews it. */
export const pushProductOfItem = (item: ImportListItem): PushProduct => ({
  id: item.id,
  title: item.title,
  image: item.image,
  currency: item.currency,
  price_from: item.price_from,
  price_to: item.price_to,
  variant_count: item.variant_count,
  pushedStoreIds: item.pushed_store_ids,
});

/**
 * The editor's product (with its unsaved changes, which the push saves) as the dialog previews it.
 * `alsoIn`: stores the editor pushed it to since the product was read (its `pushes` are as loaded).
 */
export function pushProductOfProduct(
  product: ImportProduct,
  alsoIn: readonly string[] = [],
): PushProduct {
  const prices = product.variants.map((v) => v.price);
  return {
    id: product.id,
    title: product.title,
    image: product.images[0]?.url ?? null,
    currency: product.currency,
    price_from: prices.length > 0 ? Math.min(...prices) : 0,
    price_to: prices.length > 0 ? Math.max(...prices) : 0,
    variant_count: product.variants.length,
    pushedStoreIds: [...new Set([...product.pushes.map((p) => p.store_id), ...alsoIn])],
  };
}
