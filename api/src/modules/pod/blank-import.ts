import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { POD_SOURCE, type ImportResult } from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { podBlanks } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { textToDescription } from '../catalogue/description-html';
import { productDocument } from '../catalogue/product-document';
import { publishCatalogueCounts } from '../catalogue/counts-event';
import { reviewImagePath } from '../catalogue-media/routes';
import { importProduct, type ImportableProduct } from '../sourcing/import-service';
import { ensurePodBlanks } from './blanks';

/** A blank is printed to order: every colour and size can always be had. */
const MADE_TO_ORDER_STOCK = 999;

/**
 * A print-on-demand blank as an import (source omni_blank_pod, 000 Sources): a variant per colour
 * and size at the blank's base price (USD), its mockup as the picture. Unknown blank: DataNotFound.
 */
export async function importableBlank(
  db: Database,
  blankId: string,
  shipTo: string,
): Promise<ImportableProduct> {
  await ensurePodBlanks(db);
  const [blank] = /^\d{1,15}$/.test(blankId)
    ? await db
        .select()
        .from(podBlanks)
        .where(eq(podBlanks.id, Number(blankId)))
    : [];
  if (!blank) throw notFound(MessageKey.DataNotFound);
  const variants = blank.colours.flatMap((colour) =>
    blank.sizes.map((size) => ({
      id: `${blank.id}:${colour}:${size}`,
      options: { Color: colour, Size: size },
      price: blank.basePrice,
      currency: 'USD',
      stock: MADE_TO_ORDER_STOCK,
    })),
  );
  return {
    source: POD_SOURCE,
    sourceProductId: String(blank.id),
    document: productDocument({
      title: blank.title,
      descriptionHtml: textToDescription(blank.description),
      sourceUrl: `/app/pod-product/detail/${blank.id}/${shipTo}`,
      supplierName: null,
      options: [
        { name: 'Color', values: blank.colours },
        { name: 'Size', values: blank.sizes },
      ],
      variants,
      // the mockup is ours (catalogue-media renderer): nothing to sign for image search
      images: [reviewImagePath(blank.renderSeed)],
    }),
    pictures: [],
  };
}

/**
 * Puts a blank into the workplace's import list for a pod push straight from the pod catalogue
 * (counted under IMPORT_PRODUCT like any import; one already imported comes back as it is).
 */
export function createBlankImporter(app: FastifyInstance) {
  const { db } = app.ctx;
  return async function importBlank(input: {
    workplaceId: string;
    blankId: string;
    shipTo: string;
  }): Promise<ImportResult> {
    const importable = await importableBlank(db, input.blankId, input.shipTo);
    const result = await importProduct(
      db,
      input.workplaceId,
      importable,
      input.shipTo,
      app.ctx.now(),
    );
    if (!result.already_imported) await publishCatalogueCounts(app, input.workplaceId);
    return result;
  };
}
