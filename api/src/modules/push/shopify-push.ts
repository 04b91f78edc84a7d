import { minorToDecimalString } from '@omni/shared/money';
import type { ShopifyAdminClient } from '../../integrations/shopify/admin-client';
import {
  findProductIdByHandle,
  publishProduct,
  saveProduct,
  unpublishProduct,
} from '../../integrations/shopify/admin-operations';
import type { PushEntrySettings, PushPublicationTarget } from '../../db/schema';
import { optionsOf, optionValuesOf, type PushProduct, type StorePushResult } from './push-product';

export interface ShopifyPushTarget {
  shopDomain: string;
  /** The product id saved by an earlier push (update), or null. */
  existingId: string | null;
  handle: string;
  settings: PushEntrySettings;
  publications: PushPublicationTarget[];
  /** Called the moment the shop answers with the product id, before anything else. */
  saveProductId: (id: string) => Promise<void>;
}

const numericId = (gid: string) => gid.split('/').pop() ?? gid;

/**
 * Puts an import into a Shopify shop: one productSet with options, variants and media (an update
 * when we know the product, or find it by our handle after a crash), then the sales channels.
 * The id is saved before publishing, so a retry after any later failure updates this product.
 */
export async function pushToShopify(
  client: ShopifyAdminClient,
  product: PushProduct,
  target: ShopifyPushTarget,
): Promise<StorePushResult> {
  const known = target.existingId ?? (await findProductIdByHandle(client, target.handle));
  const options = optionsOf(product);
  const money = (amount: number) => minorToDecimalString(amount, product.currency);
  const saved = await saveProduct(client, {
    ...(known ? { id: known } : {}),
    handle: target.handle,
    title: product.title,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    status: target.settings.is_publish ? 'ACTIVE' : 'DRAFT',
    options,
    variants: product.variants.map((variant) => {
      const values = optionValuesOf(product, variant);
      return {
        options: Object.fromEntries(options.map((option, i) => [option.name, values[i] ?? ''])),
        price: money(variant.price),
        compareAtPrice: variant.compare_at_price === null ? null : money(variant.compare_at_price),
        sku: variant.sku || null,
      };
    }),
    images: product.images.map((url) => ({ url, alt: product.title })),
  });
  if (saved.id !== target.existingId) await target.saveProductId(saved.id);

  const byMode = (mode: PushPublicationTarget['mode']) =>
    target.publications.filter((p) => p.mode === mode).map((p) => p.id);
  await publishProduct(client, saved.id, byMode('publish'));
  await unpublishProduct(client, saved.id, byMode('unpublish'));

  // store variants are matched to supplier variants by their option values
  const key = (values: string[]) => values.join('\u0000');
  const supplierByValues = new Map(
    product.variants.map((v) => [key(optionValuesOf(product, v)), v.supplier_variant_id]),
  );
  const variants = saved.variants.flatMap((variant) => {
    const values = options.map(
      (option) => variant.selectedOptions.find((o) => o.name === option.name)?.value ?? '',
    );
    const supplierVariantId = supplierByValues.get(key(values));
    return supplierVariantId ? [{ storeVariantId: variant.id, supplierVariantId }] : [];
  });
  return {
    storeProductId: saved.id,
    adminUrl: `https://${target.shopDomain}/admin/products/${numericId(saved.id)}`,
    variants,
  };
}
