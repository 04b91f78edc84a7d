import {
  OPTION_WARNING_ABOVE,
  VARIANT_WARNING_ABOVE,
  type ImportProduct,
  type ProductUpdate,
} from '@omni/shared/contracts/catalogue';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { listingQuotaCost } from '@omni/shared/plans';
import type { Database } from '../../../db/database';
import type { ImportListItemRow } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../http/app-error';
import { sanitizeDescription } from '../description-html';
import { absoluteMediaUrl, storedMediaUrl } from '../media-urls';
import { productColumnsOf } from '../product-columns';
import { findImport, findPushMarks, updateImportAtVersion } from './repository';
import { variantRuleErrors } from './variant-rules';

/* The product editor: GET and PUT center/products/{id} (issue 9 §2). */

async function toProduct(
  db: Database,
  row: ImportListItemRow,
  apiBase: string,
): Promise<ImportProduct> {
  const marks = await findPushMarks(db, row.id);
  const media = (url: string) => absoluteMediaUrl(apiBase, url);
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    description_html: row.descriptionHtml,
    product_type: row.productType,
    vendor: row.vendor,
    tags: row.tags,
    collections: row.collections,
    options: row.options,
    variants: row.variants.map((variant) => ({
      ...variant,
      image: variant.image === null ? null : media(variant.image),
    })),
    images: row.images.map((image) => ({ url: media(image.url) })),
    currency: row.currency,
    ship_to: row.shipTo,
    source: row.source,
    source_product_id: row.sourceProductId,
    source_url: row.sourceUrl,
    supplier_name: row.supplierName,
    listingQuotaCost: listingQuotaCost(row.variantCount, 'LISTING_PRODUCTS'),
    pushed: Object.fromEntries(marks.map((mark) => [mark.channel, true])),
    pushes: marks.map((mark) => ({
      store_id: mark.storeId,
      channel: mark.channel,
      store_product_id: mark.storeProductId,
      pushed_at: mark.pushedAt.toISOString(),
    })),
    warnings: {
      too_many_variants: row.variantCount > VARIANT_WARNING_ABOVE,
      too_many_options: row.options.length > OPTION_WARNING_ABOVE,
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function requireImport(db: Database, workplaceId: string, id: string) {
  const row = await findImport(db, workplaceId, id);
  if (!row) throw notFound(MessageKey.DataNotFound);
  return row;
}

export async function getProduct(
  db: Database,
  workplaceId: string,
  id: string,
  apiBase: string,
): Promise<ImportProduct> {
  return toProduct(db, await requireImport(db, workplaceId, id), apiBase);
}

const distinct = (values: readonly string[]) => [
  ...new Map(values.map((value) => [value.trim().toLowerCase(), value.trim()])).values(),
];

/**
 * Saves the editor's product when `update.version` is still the stored one: otherwise nothing is
 * written and the answer is VersionConflict with the current version (no silent overwrite).
 * Supplier facts (cost, stock) are kept from the import whatever the client sends.
 */
export async function updateProduct(
  db: Database,
  workplaceId: string,
  id: string,
  update: ProductUpdate,
  apiBase: string,
  now: Date,
): Promise<ImportProduct> {
  const stored = await requireImport(db, workplaceId, id);
  const errors = variantRuleErrors(update, stored.variants);
  if (update.title.trim() === '')
    errors.unshift({ field: 'title', message: MessageKey.FieldRequired });
  if (errors.length > 0) throw badRequest(MessageKey.ValidationFailed, errors);
  const imported = new Map(stored.variants.map((v) => [v.supplier_variant_id, v]));
  const stripped = (url: string) => storedMediaUrl(apiBase, url);
  const variants = update.variants.map((variant) => {
    const original = imported.get(variant.supplier_variant_id)!;
    return {
      ...variant,
      sku: variant.sku.trim(),
      cost: original.cost,
      supplier_stock: original.supplier_stock,
      image: variant.image === null ? null : stripped(variant.image),
    };
  });
  const saved = await updateImportAtVersion(db, workplaceId, id, update.version, {
    ...productColumnsOf(
      {
        title: update.title.trim(),
        descriptionHtml: sanitizeDescription(update.description_html),
        sourceUrl: stored.sourceUrl,
        supplierName: stored.supplierName,
        options: update.options,
        images: update.images.map((image) => ({ url: stripped(image.url) })),
      },
      variants,
    ),
    productType: update.product_type.trim(),
    vendor: update.vendor.trim(),
    tags: distinct(update.tags),
    collections: distinct(update.collections),
    updatedAt: now,
  });
  if (saved) return toProduct(db, saved, apiBase);
  const current = await requireImport(db, workplaceId, id);
  throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.VersionConflict, [
    { field: 'version', message: MessageKey.VersionConflict, params: { current: current.version } },
  ]);
}
