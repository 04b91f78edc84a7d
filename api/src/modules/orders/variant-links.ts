import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { importListItems, storeVariantLinks, type OrderLineItemRow } from '../../db/schema';
import type { ImportedCost } from './expected-cost';

export type StoreVariantLinkRow = typeof storeVariantLinks.$inferSelect;

/** Shopify links hold a variant's gid, order lines its numeric id. */
export const SHOPIFY_VARIANT_GID = 'gid://shopify/ProductVariant/';

/** A channel order line as the push links know it: its store and the store's variant id. */
export interface VariantKey {
  storeId: string | null;
  variantId: string | null;
}

export type VariantLinkLookup = (key: VariantKey) => StoreVariantLinkRow | undefined;

/**
 * The supplier variant each line's store variant was pushed from, in one query. A line is
 * mapped when the push left a link for its variant: reading the links (rather than a flag
 * written when the order arrived) keeps orders that came before the push mapped too. Shopify
 * links hold the variant's gid, an order line its numeric id: both are looked up.
 */
export async function variantLinks(
  db: Database,
  keys: readonly VariantKey[],
): Promise<VariantLinkLookup> {
  const wanted = keys.filter(
    (k): k is { storeId: string; variantId: string } => k.storeId !== null && k.variantId !== null,
  );
  const links =
    wanted.length === 0
      ? []
      : await db
          .select()
          .from(storeVariantLinks)
          .where(
            or(
              ...wanted.map((k) =>
                and(
                  eq(storeVariantLinks.storeId, k.storeId),
                  inArray(storeVariantLinks.storeVariantId, [
                    k.variantId,
                    `${SHOPIFY_VARIANT_GID}${k.variantId}`,
                  ]),
                ),
              ),
            ),
          );
  return ({ storeId, variantId }) =>
    storeId && variantId
      ? links.find(
          (l) =>
            l.storeId === storeId &&
            (l.storeVariantId === variantId ||
              l.storeVariantId === `${SHOPIFY_VARIANT_GID}${variantId}`),
        )
      : undefined;
}

/**
 * What the supplier charged for each link's variant when its product was imported (the import
 * list's variant cost), in one query; null for a link whose import or variant is gone.
 */
export async function importedCosts(
  db: Database,
  workplaceId: string,
  links: readonly StoreVariantLinkRow[],
): Promise<(link: StoreVariantLinkRow | undefined) => ImportedCost | null> {
  const ids = [...new Set(links.map((link) => link.importListItemId))];
  const imports =
    ids.length === 0
      ? []
      : await db
          .select({ id: importListItems.id, variants: importListItems.variants })
          .from(importListItems)
          .where(
            and(eq(importListItems.workplaceId, workplaceId), inArray(importListItems.id, ids)),
          );
  return (link) => {
    if (!link) return null;
    const variants = imports.find((item) => item.id === link.importListItemId)?.variants ?? [];
    return variants.find((v) => v.supplier_variant_id === link.supplierVariantId)?.cost ?? null;
  };
}

/** The supplier product a line is placed with, and whose mapping said so. */
export interface LineSupplier {
  source: string;
  sourceProductId: string;
  skuId: string;
}

type MappedLine = Pick<
  OrderLineItemRow,
  'replaceSupplier' | 'source' | 'sourceProductId' | 'skuId'
>;

/** The line's own mapping: a line made here names its supplier product itself (ADR 035). */
const ownMapping = (line: MappedLine): LineSupplier | null =>
  line.source && line.sourceProductId && line.skuId
    ? { source: line.source, sourceProductId: line.sourceProductId, skuId: line.skuId }
    : null;

/**
 * Which supplier product a line is placed with: the one the merchant changed it to
 * (change-supplier; an older replacement without a source kept the mapped one's), else the line's
 * own (made here by hand), else the push's link for its store variant; null when none.
 */
export function lineSupplier(
  line: MappedLine,
  link: StoreVariantLinkRow | undefined,
): LineSupplier | null {
  const mapped =
    ownMapping(line) ??
    (link
      ? {
          source: link.source,
          sourceProductId: link.sourceProductId,
          skuId: link.supplierVariantId,
        }
      : null);
  const replaced = line.replaceSupplier;
  if (!replaced) return mapped;
  const source = replaced.source ?? mapped?.source;
  return source
    ? { source, sourceProductId: replaced.source_product_id, skuId: replaced.sku_id }
    : null;
}

/** The push's link is what places the line: it has no mapping of its own and no replacement. */
export const placedThroughLink = (line: MappedLine): boolean =>
  line.replaceSupplier === null && ownMapping(line) === null;

/** A line no supplier product can place: no mapping of its own, no push link, no replacement. */
export const isUnmapped = (line: MappedLine, linked: boolean): boolean =>
  !linked && placedThroughLink(line);
