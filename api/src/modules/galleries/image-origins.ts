import { and, asc, eq } from 'drizzle-orm';
import { OWN_SOURCE } from '@omni/shared/contracts';
import type { ImageOrigins } from '@omni/shared/contracts/catalogue';
import { MessageKey } from '@omni/shared/errors';
import { importListItems, sourcingImportedImages, sourcingProductImages } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { productImagePath } from '../catalogue-media/routes';
import type { GalleryContext } from './service';

/** The supplier's pictures of the product as they were read at import (spec 001 §7). */
async function supplierPictures(
  ctx: GalleryContext,
  source: string,
  sourceProductId: string,
): Promise<string[]> {
  if (source === OWN_SOURCE) {
    const productId = Number(sourceProductId);
    if (!Number.isSafeInteger(productId)) return [];
    const rows = await ctx.db
      .select({ position: sourcingProductImages.position })
      .from(sourcingProductImages)
      .where(eq(sourcingProductImages.productId, productId))
      .orderBy(asc(sourcingProductImages.position));
    return rows.map((row) => `${ctx.apiBase}${productImagePath(productId, row.position)}`);
  }
  const rows = await ctx.db
    .select({ url: sourcingImportedImages.url })
    .from(sourcingImportedImages)
    .where(
      and(
        eq(sourcingImportedImages.workplaceId, ctx.workplaceId),
        eq(sourcingImportedImages.source, source),
        eq(sourcingImportedImages.sourceProductId, sourceProductId),
      ),
    )
    .orderBy(asc(sourcingImportedImages.position));
  return rows.map((row) => row.url);
}

/**
 * The product's original pictures (the picker's "Product image sets"): the supplier's gallery
 * first, then the variants' pictures not already in it. Another workplace's id is NOT_FOUND.
 */
export async function imageOrigins(ctx: GalleryContext, productId: string): Promise<ImageOrigins> {
  const [item] = await ctx.db
    .select({
      source: importListItems.source,
      sourceProductId: importListItems.sourceProductId,
      variants: importListItems.variants,
    })
    .from(importListItems)
    .where(
      and(eq(importListItems.id, productId), eq(importListItems.workplaceId, ctx.workplaceId)),
    );
  if (!item) throw notFound(MessageKey.DataNotFound);
  const product = await supplierPictures(ctx, item.source, item.sourceProductId);
  const seen = new Set(product);
  const variant: string[] = [];
  for (const { image } of item.variants) {
    if (!image || seen.has(image)) continue;
    seen.add(image);
    variant.push(image);
  }
  return {
    images: [
      ...product.map((url) => ({ url, used_by: 'product' as const })),
      ...variant.map((url) => ({ url, used_by: 'variant' as const })),
    ],
  };
}
