import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { importListItems, storeVariantLinks, type OrderLineItemRow } from '../../db/schema';
import type { SupplierCost } from './expected-cost';

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

/** The import list's variant costs a line's push link and its own mapping name. */
export interface ImportedCosts {
  /** The cost of the variant the push linked, null without a link or once its import is gone. */
  ofLink: (link: StoreVariantLinkRow | undefined) => SupplierCost | null;
  /** The cost of the variant a line made by hand names (ADR 035), null without one or its import. */
  ofOwnMapping: (line: MappedLine) => SupplierCost | null;
}

/**
 * What the supplier charged for the variants the links and the lines' own mappings name when
 * their products were imported (the import list's variant cost), in one query. A line made by
 * hand keeps its import's supplier product, not the import's id: a workplace imports a supplier
 * product once (sourcing_imports), so that product names the import.
 */
export async function importedCosts(
  db: Database,
  workplaceId: string,
  links: readonly StoreVariantLinkRow[],
  lines: readonly MappedLine[],
): Promise<ImportedCosts> {
  const ids = [...new Set(links.map((link) => link.importListItemId))];
  const named = lines.map(ownMapping).filter((mapping) => mapping !== null);
  const wanted = [
    ...(ids.length === 0 ? [] : [inArray(importListItems.id, ids)]),
    ...named.map((mapping) =>
      and(
        eq(importListItems.source, mapping.source),
        eq(importListItems.sourceProductId, mapping.sourceProductId),
      ),
    ),
  ];
  const imports =
    wanted.length === 0
      ? []
      : await db
          .select({
            id: importListItems.id,
            source: importListItems.source,
            sourceProductId: importListItems.sourceProductId,
            variants: importListItems.variants,
          })
          .from(importListItems)
          .where(and(eq(importListItems.workplaceId, workplaceId), or(...wanted)));
  const costIn = (item: (typeof imports)[number] | undefined, supplierVariantId: string) =>
    item?.variants.find((v) => v.supplier_variant_id === supplierVariantId)?.cost ?? null;
  return {
    ofLink: (link) =>
      link
        ? costIn(
            imports.find((item) => item.id === link.importListItemId),
            link.supplierVariantId,
          )
        : null,
    ofOwnMapping: (line) => {
      const mapping = ownMapping(line);
      return mapping
        ? costIn(
            imports.find(
              (item) =>
                item.source === mapping.source && item.sourceProductId === mapping.sourceProductId,
            ),
            mapping.skuId,
          )
        : null;
    },
  };
}

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
