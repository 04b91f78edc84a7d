import { and, asc, count, inArray, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sourcingProductImages } from '../../db/schema';
import { BkTree, type Neighbour } from './bk-tree';
import {
  colourDistance,
  imageSignature,
  signatureToText,
  textToSignature,
  type ImageSignature,
} from './perceptual-hash';

/** Renders a catalogue picture from its seed (catalogue-media), as an encoded image. */
export type RenderCatalogueImage = (renderSeed: number) => Promise<Buffer>;

export interface ImageRef {
  productId: number;
  position: number;
  colour: Buffer | null;
}

/**
 * The in-memory BK-tree of every hashed catalogue picture, one per database. It is rebuilt when
 * the number of hashed pictures or the highest product id changed since it was built (the seed
 * hashes in the background; imports add pictures), which costs one aggregate query per search.
 */
interface CachedIndex {
  stamp: string;
  tree: BkTree<ImageRef>;
}
const indexes = new WeakMap<Database, CachedIndex>();

async function currentStamp(db: Database): Promise<string> {
  const [row] = await db
    .select({ n: count(), top: max(sourcingProductImages.productId) })
    .from(sourcingProductImages)
    .where(isNotNull(sourcingProductImages.phash));
  return `${Number(row?.n ?? 0)}:${Number(row?.top ?? 0)}`;
}

export async function loadImageIndex(db: Database): Promise<BkTree<ImageRef>> {
  const stamp = await currentStamp(db);
  const cached = indexes.get(db);
  if (cached?.stamp === stamp) return cached.tree;
  const rows = await db
    .select({
      productId: sourcingProductImages.productId,
      position: sourcingProductImages.position,
      phash: sourcingProductImages.phash,
    })
    .from(sourcingProductImages)
    .where(isNotNull(sourcingProductImages.phash));
  const tree = new BkTree<ImageRef>();
  for (const row of rows) {
    const signature = textToSignature(row.phash!);
    tree.add(signature.hash, {
      productId: row.productId,
      position: row.position,
      colour: signature.colour,
    });
  }
  indexes.set(db, { stamp, tree });
  return tree;
}

export interface ProductMatch {
  productId: number;
  /** dHash bits that differ, of the product's best picture. */
  distance: number;
  /** Mean colour difference (0–255) of that picture. */
  colourDistance: number;
}

/**
 * Products with a picture whose dHash lies within `radius` bits of the query, ranked by colour
 * difference, then hash distance; one entry per product (its best picture).
 */
export async function nearestProducts(
  db: Database,
  query: ImageSignature,
  { radius, limit }: { radius: number; limit: number },
): Promise<ProductMatch[]> {
  const tree = await loadImageIndex(db);
  const best = new Map<number, ProductMatch>();
  for (const { value, distance } of tree.within(query.hash, radius) as Neighbour<ImageRef>[]) {
    const match = {
      productId: value.productId,
      distance,
      colourDistance: colourDistance(query.colour, value.colour),
    };
    const known = best.get(value.productId);
    if (!known || rank(match, known) < 0) best.set(value.productId, match);
  }
  return [...best.values()].sort(rank).slice(0, limit);
}

function rank(a: ProductMatch, b: ProductMatch): number {
  return (
    a.colourDistance - b.colourDistance || a.distance - b.distance || a.productId - b.productId
  );
}

/**
 * By default only each product's main picture (position 0) is signed: it is the one cards and
 * the detail page show first, and signing all ~4.5 pictures of 20,000 products would cost
 * minutes of CPU at every fresh start.
 */
export const MAIN_PICTURES_ONLY = 0;

/**
 * Signs up to `limit` pictures that have no signature yet (main pictures first, so every product
 * is findable early), and returns how many it hashed. Called after each catalogue seed batch and
 * after an import adds pictures; safe to call again, it only picks unhashed rows.
 */
export async function hashPendingImages(
  db: Database,
  render: RenderCatalogueImage,
  {
    limit = 500,
    productIds,
    maxPosition = MAIN_PICTURES_ONLY,
  }: { limit?: number; productIds?: number[]; maxPosition?: number } = {},
): Promise<number> {
  const pending = await db
    .select({
      productId: sourcingProductImages.productId,
      position: sourcingProductImages.position,
      renderSeed: sourcingProductImages.renderSeed,
    })
    .from(sourcingProductImages)
    .where(
      and(
        isNull(sourcingProductImages.phash),
        lte(sourcingProductImages.position, maxPosition),
        productIds && productIds.length > 0
          ? inArray(sourcingProductImages.productId, productIds)
          : undefined,
      ),
    )
    .orderBy(asc(sourcingProductImages.position), asc(sourcingProductImages.productId))
    .limit(limit);
  if (pending.length === 0) return 0;
  const hashed: { productId: number; position: number; phash: string }[] = [];
  for (const image of pending) {
    const signature = await imageSignature(await render(image.renderSeed));
    hashed.push({
      productId: image.productId,
      position: image.position,
      phash: signatureToText(signature),
    });
  }
  // One statement for the whole batch: row-by-row updates dominate the time on PGlite.
  const values = sql.join(
    hashed.map((row) => sql`(${row.productId}::bigint, ${row.position}::smallint, ${row.phash})`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE sourcing_product_images AS i SET phash = v.phash
    FROM (VALUES ${values}) AS v(product_id, position, phash)
    WHERE i.product_id = v.product_id AND i.position = v.position`);
  return pending.length;
}
