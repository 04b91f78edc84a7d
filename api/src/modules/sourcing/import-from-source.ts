import type { FastifyInstance } from 'fastify';
import {
  isExtensionSource,
  type ExtensionProduct,
  type ImportResult,
  type ImportSource,
} from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { badRequest } from '../../http/app-error';
import { publishCatalogueCounts } from '../catalogue/counts-event';
import { signImportedPictures } from '../image-search/imported-pictures';
import { supplierSources } from '../supplier-accounts/supplier-sources';
import { extensionImportable, saveExtensionProduct } from './extension-import';
import { importableById, importProduct, type ImportableProduct } from './import-service';

export interface SourceImport {
  workplaceId: string;
  source: ImportSource;
  /** The product's id at its source (the own catalogue, AliExpress, CJ). */
  productId?: string;
  /** eBay, Amazon and Temu: the product itself, as the extension read it. */
  product?: ExtensionProduct;
  shipTo: string;
  /** Temu's price_rule flag (001 §5). */
  priceRule?: boolean;
}

const required = (field: string) =>
  badRequest(MessageKey.ValidationFailed, [{ field, message: MessageKey.FieldRequired }]);

/**
 * Puts one supplier product into the workplace's import list (POST center/products/import/{source}
 * and the source path of a multi-source push): read from its source, checked, counted under
 * IMPORT_PRODUCT, its pictures signed for image search and the counts sent. An already imported
 * product comes back as it is, charged nothing.
 */
export function createSourceImporter(app: FastifyInstance) {
  const { db } = app.ctx;
  const sources = supplierSources(app.ctx, app.log);

  return async function importFromSource(input: SourceImport): Promise<ImportResult> {
    const { workplaceId, source, productId, product, shipTo } = input;
    let importable: ImportableProduct;
    if (isExtensionSource(source)) {
      // eBay, Amazon and Temu: the extension sends the product itself (docs/extension-bridge.md).
      if (!product) throw required('product');
      importable = extensionImportable(source, product, shipTo);
    } else {
      if (!productId) throw required('product_id');
      importable = await importableById(
        db,
        (workplace, key) => sources.forWorkplace(workplace, key),
        workplaceId,
        source,
        productId,
        shipTo,
      );
    }
    // "A product with no variants is invalid" (spec 001 §5).
    if (importable.document.variants.length === 0) {
      throw badRequest(MessageKey.ValidationFailed, [
        { field: 'product_id', message: MessageKey.FieldInvalid, params: { rule: 'no_variants' } },
      ]);
    }
    const now = app.ctx.now();
    const result = await importProduct(db, workplaceId, importable, shipTo, now);
    if (product && isExtensionSource(source))
      await saveExtensionProduct(db, workplaceId, product, input.priceRule ?? false, now);
    if (!result.already_imported) {
      await signImportedPictures(db, app.log, {
        workplaceId,
        source: importable.source,
        sourceProductId: importable.sourceProductId,
        urls: importable.pictures,
      });
      await publishCatalogueCounts(app, workplaceId);
    }
    return result;
  };
}

export type ImportFromSource = ReturnType<typeof createSourceImporter>;
