import type { importListItems } from '../../db/schema';

export type ImportListItemRow = typeof importListItems.$inferSelect;

/** What a store receives of an import, with image addresses made absolute (our own storage). */
export interface PushProduct {
  id: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  currency: string;
  options: ImportListItemRow['options'];
  variants: ImportListItemRow['variants'];
  images: string[];
  source: string;
  sourceProductId: string;
  /** Print on demand: the design placed on the product (001 §3 design_info), else null. */
  designInfo: ImportListItemRow['designInfo'];
}

/**
 * Images of the import list are http(s) addresses or paths on this API (`/catalogue-media/…`,
 * gallery files); a store fetches them itself, so paths become addresses under the API's public
 * base URL.
 */
export function absoluteImageUrl(url: string, apiBaseUrl: string): string {
  return url.startsWith('/') ? `${apiBaseUrl.replace(/\/+$/, '')}${url}` : url;
}

export function toPushProduct(item: ImportListItemRow, apiBaseUrl: string): PushProduct {
  return {
    id: item.id,
    title: item.title,
    descriptionHtml: item.descriptionHtml,
    vendor: item.vendor,
    productType: item.productType,
    tags: item.tags,
    currency: item.currency,
    options: item.options,
    variants: item.variants.map((variant) => ({
      ...variant,
      image: variant.image ? absoluteImageUrl(variant.image, apiBaseUrl) : null,
    })),
    images: item.images.map((image) => absoluteImageUrl(image.url, apiBaseUrl)),
    source: item.source,
    sourceProductId: item.sourceProductId,
    designInfo: item.designInfo,
  };
}

/**
 * Where a pod product's design goes in a store (001 §3 design_info): the placement and the
 * picture's address as JSON, under our own name, so the print is made from what was pushed.
 */
export const POD_DESIGN_META = { namespace: 'omni_pod', key: 'design_info' } as const;

/** Our key for the product in a store: Shopify handle / WooCommerce SKU, stable per import. */
export function externalKeyOf(importId: string, title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  const suffix = importId.replace(/-/g, '').slice(0, 12);
  return slug ? `${slug}-${suffix}` : `omni-${suffix}`;
}

/** A store variant and the supplier variant it sells. */
export interface VariantLink {
  storeVariantId: string;
  supplierVariantId: string;
}

export interface StorePushResult {
  storeProductId: string;
  adminUrl: string;
  variants: VariantLink[];
}

/** Options of the product as stores want them: a product without options has one "Title". */
export function optionsOf(product: PushProduct): Array<{ name: string; values: string[] }> {
  return product.options.length > 0
    ? product.options
    : [{ name: 'Title', values: ['Default Title'] }];
}

export function optionValuesOf(
  product: PushProduct,
  variant: PushProduct['variants'][number],
): string[] {
  return product.options.length > 0 ? variant.option_values : ['Default Title'];
}
