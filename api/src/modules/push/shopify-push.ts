import { minorToDecimalString } from '@omni/shared/money';
import type { ShopifyAdminClient } from '../../integrations/shopify/admin-client';
import {
  findProductIdByHandle,
  publishProduct,
  saveProduct,
  unpublishProduct,
} from '../../integrations/shopify/admin-operations';
import type { PushEntrySettings, PushPublicationTarget } from '../../db/schema';
import {
  optionsOf,
  optionValuesOf,
  POD_DESIGN_META,
  type PushProduct,
  type StorePushResult,
} from './push-product';

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

/** Our metafield namespace for what TikTok's listing needs and Shopify has no field for. */
export const TIKTOK_METAFIELD_NAMESPACE = 'omni_tiktok';

/**
 * TikTok's warehouse and package dimensions (001 §3) as product metafields: the warehouse id as
 * text, each side as a `dimension` metafield (`{"value":…,"unit":"cm"}`, Shopify's measurement
 * JSON). Nothing when the push carries no TikTok settings.
 */
export function tiktokMetafields(settings: PushEntrySettings) {
  const fields: Array<{ namespace: string; key: string; type: string; value: string }> = [];
  const field = (key: string, type: string, value: string) =>
    fields.push({ namespace: TIKTOK_METAFIELD_NAMESPACE, key, type, value });
  if (settings.warehouse_id) field('warehouse_id', 'single_line_text_field', settings.warehouse_id);
  if (settings.dimension)
    for (const side of ['length', 'width', 'height'] as const)
      field(
        `package_${side}`,
        'dimension',
        JSON.stringify({ value: settings.dimension[side], unit: 'cm' }),
      );
  return fields;
}

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
  // TikTok's package weight is each variant's shipping weight (Shopify keeps it on the inventory item)
  const weight = target.settings.weight
    ? { value: target.settings.weight.value, unit: 'KILOGRAMS' as const }
    : null;
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
        ...(weight ? { weight } : {}),
      };
    }),
    images: product.images.map((url) => ({ url, alt: product.title })),
    metafields: [
      ...tiktokMetafields(target.settings),
      ...(product.designInfo
        ? [{ ...POD_DESIGN_META, type: 'json', value: JSON.stringify(product.designInfo) }]
        : []),
    ],
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
