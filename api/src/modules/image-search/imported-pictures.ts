import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { IMAGE_SEARCH_MAX_BYTES, OWN_SOURCE, type ImageMatch } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import {
  importListItems,
  sourcingExtensionProducts,
  sourcingImportedImages,
  sourcingImports,
} from '../../db/schema';
import { guardedFetch } from '../../http/guarded-fetch';
import { sandboxAllowedOrigins } from '../../http/sandbox-origins';
import { renderCatalogueImage } from '../catalogue-media/routes';
import { hashPendingImages, type ProductMatch } from './image-index';
import {
  colourDistance,
  hammingDistance,
  imageSignature,
  signatureToText,
  textToSignature,
  type ImageSignature,
} from './perceptual-hash';
import { similarityPercent } from './repository';

/*
 * Image search over what a workplace imported (issue 4: pictures are signed at import time).
 * Own-catalogue products get every picture signed, not only the main one the start-up indexer
 * signs. Products from AliExpress, CJ and the extension's marketplaces have pictures elsewhere:
 * they are fetched once, at import, through the guarded client only (a user-supplied address
 * must not reach the API's own network), signed, and kept per workplace.
 */

/** Pictures signed per imported product: the gallery's first ones, which a merchant would upload. */
export const IMPORTED_PICTURES_SIGNED = 5;
const PICTURE_TIMEOUT_MS = 5000;

export interface ImportedProductPictures {
  workplaceId: string;
  source: string;
  sourceProductId: string;
  /** Picture addresses for sources outside the own catalogue (http(s)). */
  urls: readonly string[];
}

type Log = { warn: (details: object, message: string) => void };

async function fetchPicture(url: string): Promise<Buffer> {
  const response = await guardedFetch(url, {
    maxBytes: IMAGE_SEARCH_MAX_BYTES,
    timeoutMs: PICTURE_TIMEOUT_MS,
    allowedOrigins: sandboxAllowedOrigins(),
    headers: { accept: 'image/*' },
  });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  return response.body;
}

/**
 * Signs an imported product's pictures and returns how many could be signed. A picture that
 * cannot be fetched or decoded is kept unsigned and logged; the import itself never fails here.
 */
export async function signImportedPictures(
  db: Database,
  log: Log,
  product: ImportedProductPictures,
): Promise<number> {
  if (product.source === OWN_SOURCE) {
    const id = Number(product.sourceProductId);
    return hashPendingImages(db, (seed) => renderCatalogueImage(seed), {
      productIds: [id],
      maxPosition: 99,
      limit: 100,
    });
  }
  const urls = product.urls.slice(0, IMPORTED_PICTURES_SIGNED);
  const rows = await Promise.all(
    urls.map(async (url, position) => {
      let phash: string | null = null;
      try {
        phash = signatureToText(await imageSignature(await fetchPicture(url)));
      } catch (error) {
        log.warn(
          { source: product.source, position, err: error instanceof Error ? error.message : error },
          'image search: an imported picture could not be signed',
        );
      }
      return {
        workplaceId: product.workplaceId,
        source: product.source,
        sourceProductId: product.sourceProductId,
        position,
        url,
        phash,
      };
    }),
  );
  if (rows.length === 0) return 0;
  await db
    .insert(sourcingImportedImages)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        sourcingImportedImages.workplaceId,
        sourcingImportedImages.source,
        sourcingImportedImages.sourceProductId,
        sourcingImportedImages.position,
      ],
      set: { url: sql`excluded.url`, phash: sql`excluded.phash` },
    });
  return rows.filter((row) => row.phash !== null).length;
}

/** Rows of the same workplace's product (source and id) as a signed picture. */
const sameProductAsPicture = (table: typeof sourcingImports | typeof sourcingExtensionProducts) =>
  and(
    eq(table.workplaceId, sourcingImportedImages.workplaceId),
    eq(table.source, sourcingImportedImages.source),
    eq(table.sourceProductId, sourcingImportedImages.sourceProductId),
  );

/**
 * The workplace's imported products whose pictures lie within `radius` bits of the query, one
 * per product (its best picture), ranked like the catalogue's matches. Only products still in
 * the import list count. A workplace holds at most its imports, so a scan is enough.
 */
export async function nearestImportedProducts(
  db: Database,
  workplaceId: string,
  query: ImageSignature,
  radius: number,
): Promise<ImageMatch[]> {
  const rows = await db
    .select({
      source: sourcingImportedImages.source,
      sourceProductId: sourcingImportedImages.sourceProductId,
      url: sourcingImportedImages.url,
      phash: sourcingImportedImages.phash,
      title: importListItems.title,
      payload: sourcingExtensionProducts.payload,
    })
    .from(sourcingImportedImages)
    .innerJoin(sourcingImports, sameProductAsPicture(sourcingImports))
    .innerJoin(importListItems, eq(importListItems.id, sourcingImports.importListItemId))
    .leftJoin(sourcingExtensionProducts, sameProductAsPicture(sourcingExtensionProducts))
    .where(
      and(
        eq(sourcingImportedImages.workplaceId, workplaceId),
        isNotNull(sourcingImportedImages.phash),
      ),
    );

  const best = new Map<
    string,
    { match: Pick<ProductMatch, 'distance' | 'colourDistance'>; row: (typeof rows)[number] }
  >();
  for (const row of rows) {
    const signature = textToSignature(row.phash!);
    const distance = hammingDistance(signature.hash, query.hash);
    if (distance > radius) continue;
    const match = { distance, colourDistance: colourDistance(query.colour, signature.colour) };
    const key = `${row.source}:${row.sourceProductId}`;
    const known = best.get(key);
    const better =
      !known ||
      match.colourDistance < known.match.colourDistance ||
      (match.colourDistance === known.match.colourDistance &&
        match.distance < known.match.distance);
    if (better) best.set(key, { match, row });
  }
  return [...best.values()].map(({ match, row }) => {
    const prices = row.payload?.variants.map((variant) => variant.price) ?? [];
    return {
      source_product_id: row.sourceProductId,
      source: row.source,
      name: row.title,
      image: row.url,
      price_min: prices.length > 0 ? Math.min(...prices) : 0,
      price_max: prices.length > 0 ? Math.max(...prices) : 0,
      rating: row.payload?.rating ?? 0,
      trade_count: 0,
      distance: match.distance,
      colour_distance: Math.round(match.colourDistance * 10) / 10,
      similarity: similarityPercent(match),
    };
  });
}
