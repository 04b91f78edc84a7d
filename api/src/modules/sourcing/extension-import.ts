import { and, eq } from 'drizzle-orm';
import { usMarketOnly, type ExtensionProduct, type ExtensionSource } from '@omni/shared/contracts';
import { MessageKey, type FieldError } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { sourcingExtensionProducts } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { extensionDocument } from './import-documents';
import type { ImportableProduct } from './import-service';

/*
 * Import of an eBay, Amazon or Temu product that the browser extension read (docs/
 * extension-bridge.md). The body schema already checked shapes and that every address is
 * http(s); this adds the rules a schema cannot say. Nothing here fetches the product's
 * addresses: pictures are fetched for image search only through guarded-fetch.
 */

/** Host names of each marketplace's product pages (country sites included: ebay.de, amazon.co.uk). */
const MARKETPLACE_HOSTS: Record<ExtensionSource, RegExp> = {
  ebay: /(^|\.)ebay(\.[a-z]{2,3}){1,2}$/,
  amazon: /(^|\.)amazon(\.[a-z]{2,3}){1,2}$/,
  temu: /(^|\.)temu\.com$/,
};

/** Field errors of a payload for `source`; empty when it may be imported. */
export function extensionProductErrors(
  source: ExtensionSource,
  product: ExtensionProduct,
): FieldError[] {
  const errors: FieldError[] = [];
  const invalid = (field: string, rule: string) =>
    errors.push({ field: `product.${field}`, message: MessageKey.FieldInvalid, params: { rule } });
  if (product.source !== source) invalid('source', 'source_mismatch');
  const host = new URL(product.source_url).hostname.toLowerCase();
  if (!MARKETPLACE_HOSTS[source].test(host)) invalid('source_url', 'marketplace_host');
  const optionNames = new Set(product.options.map((option) => option.name));
  product.variants.forEach((variant, index) => {
    if (Object.keys(variant.options).some((name) => !optionNames.has(name)))
      invalid(`variants.${index}.options`, 'unknown_option');
  });
  // "Supplier variants with quantity 0 are dropped; a product with no variants is invalid" (§5).
  if (product.variants.every((variant) => variant.quantity === 0))
    invalid('variants', 'no_variants');
  return errors;
}

/** The importable view of a valid payload, or BAD_REQUEST with its field errors. */
export function extensionImportable(
  source: ExtensionSource,
  product: ExtensionProduct,
  shipTo: string,
): ImportableProduct {
  const errors = extensionProductErrors(source, product);
  if (errors.length > 0) throw badRequest(MessageKey.ValidationFailed, errors);
  // Spec 001 §5: a Made-in-US eBay product is sold and shipped in the US market only.
  if (usMarketOnly(product) && shipTo !== 'US')
    throw badRequest(MessageKey.UsMarketOnly, [
      { field: 'ship_to', message: MessageKey.UsMarketOnly },
    ]);
  return {
    source,
    sourceProductId: product.source_product_id,
    document: extensionDocument(product),
    pictures: product.images,
  };
}

/** Keeps the latest payload the workplace imported (a re-import refreshes prices and stock). */
export async function saveExtensionProduct(
  db: Database,
  workplaceId: string,
  product: ExtensionProduct,
  priceRule: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(sourcingExtensionProducts)
    .values({
      workplaceId,
      source: product.source,
      sourceProductId: product.source_product_id,
      payload: product,
      priceRule,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        sourcingExtensionProducts.workplaceId,
        sourcingExtensionProducts.source,
        sourcingExtensionProducts.sourceProductId,
      ],
      set: { payload: product, priceRule, updatedAt: now },
    });
}

/** The payload the workplace last imported for an eBay, Amazon or Temu product, if any. */
export async function findExtensionProduct(
  db: Database,
  key: { workplaceId: string; source: string; sourceProductId: string },
): Promise<ExtensionProduct | null> {
  const [row] = await db
    .select({ payload: sourcingExtensionProducts.payload })
    .from(sourcingExtensionProducts)
    .where(
      and(
        eq(sourcingExtensionProducts.workplaceId, key.workplaceId),
        eq(sourcingExtensionProducts.source, key.source),
        eq(sourcingExtensionProducts.sourceProductId, key.sourceProductId),
      ),
    );
  return row?.payload ?? null;
}
