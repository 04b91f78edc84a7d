import { count, inArray, isNotNull } from 'drizzle-orm';
import { OWN_SOURCE, type ImageMatch } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { sourcingProductImages, sourcingProducts } from '../../db/schema';
import type { ProductMatch } from './image-index';

export async function countIndexedImages(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sourcingProductImages)
    .where(isNotNull(sourcingProductImages.phash));
  return Number(row?.n ?? 0);
}

/** Half shape (dHash bits of 64), half colour (mean difference of 255), as a percentage. */
export function similarityPercent(match: Pick<ProductMatch, 'distance' | 'colourDistance'>) {
  const shape = 1 - match.distance / 64;
  const colour = 1 - match.colourDistance / 255;
  return Math.max(0, Math.round(((shape + colour) / 2) * 100));
}

/** Card fields of the matched products, in match order. */
export async function describeMatches(
  db: Database,
  matches: ProductMatch[],
  imageUrl: (productId: number, position: number) => string,
): Promise<ImageMatch[]> {
  if (matches.length === 0) return [];
  const rows = await db
    .select({
      id: sourcingProducts.id,
      title: sourcingProducts.title,
      priceMin: sourcingProducts.priceMin,
      priceMax: sourcingProducts.priceMax,
      rating: sourcingProducts.rating,
      orderCount: sourcingProducts.orderCount,
    })
    .from(sourcingProducts)
    .where(
      inArray(
        sourcingProducts.id,
        matches.map((match) => match.productId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return matches.flatMap((match) => {
    const row = byId.get(match.productId);
    if (!row) return [];
    return [
      {
        source_product_id: String(row.id),
        source: OWN_SOURCE,
        name: row.title,
        image: imageUrl(row.id, 0),
        price_min: row.priceMin,
        price_max: row.priceMax,
        rating: Math.round(row.rating * 10) / 10,
        trade_count: row.orderCount,
        distance: match.distance,
        colour_distance: Math.round(match.colourDistance * 10) / 10,
        similarity: similarityPercent(match),
      },
    ];
  });
}
