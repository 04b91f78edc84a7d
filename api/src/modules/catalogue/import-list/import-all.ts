import { DEFAULT_SHIP_TO, isExtensionSource, type ImportSource } from '@omni/shared/contracts';
import type { ImportAllBody, ImportAllResult } from '@omni/shared/contracts/catalogue';
import { BodyStatus, MessageKey, QUOTA_REFUSALS } from '@omni/shared/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { AppError, badRequest } from '../../../http/app-error';
import { signImportedPictures } from '../../image-search/imported-pictures';
import type { SourceFor } from '../../sourcing/external-sources';
import { importableById, importProduct } from '../../sourcing/import-service';

/**
 * Imports a list of find-product items one by one (each its own transaction, so one failure
 * keeps the others): `success` maps a product id to its import (product_package_id), `failed`
 * to the message key of its error (spec 001 §3 "Import-all result").
 */
export async function importAll(
  db: Database,
  log: FastifyBaseLogger,
  sourceFor: SourceFor,
  workplaceId: string,
  body: ImportAllBody,
  now: Date,
): Promise<ImportAllResult> {
  const success: Record<string, string> = {};
  const failed: Record<string, string> = {};
  let quota = { limit: 0, usage: 0 };
  for (const item of body.import_data) {
    const shipTo = (item.ship_to ?? DEFAULT_SHIP_TO).toUpperCase();
    try {
      const source: ImportSource = item.source;
      // eBay, Amazon and Temu products only arrive with the extension's payload
      if (isExtensionSource(source))
        throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.SourceUnavailable);
      const importable = await importableById(
        db,
        sourceFor,
        workplaceId,
        source,
        item.product_id,
        shipTo,
      );
      if (importable.document.variants.length === 0) throw badRequest(MessageKey.ValidationFailed);
      const result = await importProduct(db, workplaceId, importable, shipTo, now);
      quota = result.quota;
      success[item.product_id] = result.product_package_id;
      if (!result.already_imported)
        await signImportedPictures(db, log, {
          workplaceId,
          source: importable.source,
          sourceProductId: importable.sourceProductId,
          urls: importable.pictures,
        });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed[item.product_id] = error.messageKey;
      const params = error.fieldErrors?.[0]?.params;
      if (params && typeof params.limit === 'number' && typeof params.usage === 'number')
        quota = { limit: params.limit, usage: params.usage };
    }
  }
  const failures = Object.values(failed);
  return {
    success,
    failed,
    quota_expired:
      Object.keys(success).length === 0 &&
      failures.length > 0 &&
      failures.every((message) => QUOTA_REFUSALS.has(message)),
    quota,
  };
}
