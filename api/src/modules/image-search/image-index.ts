import { and, asc, count, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sourcingProductImages } from '../../db/schema';
import { BkTree, type Neighbour } from './bk-tree';
import { differenceHash, hashToHex, hexToHash } from './perceptual-hash';

/** Renders a catalogue picture from its seed (catalogue-media), as an encoded image. */
export type RenderCatalogueImage = (renderSeed: number) => Promise<Buffer>;

export interface ImageRef {
  productId: number;
  position: number;
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
  for (const row of rows)
    tree.add(hexToHash(row.phash!), { productId: row.productId, position: row.position });
  indexes.set(db, { stamp, tree });
  return tree;
}

export interface ProductMatch {
  productId: number;
  /** Best (smallest) distance over the product's pictures. */
  distance: number;
}

/** Products whose pictures lie within `radius` bits of the hash, nearest first, one per product. */
export async function nearestProducts(
  db: Database,
  hash: bigint,
  { radius, limit }: { radius: number; limit: number },
): Promise<ProductMatch[]> {
  const tree = await loadImageIndex(db);
  const best = new Map<number, number>();
  for (const { value, distance } of tree.within(hash, radius) as Neighbour<ImageRef>[]) {
    if (!best.has(value.productId)) best.set(value.productId, distance);
  }
  return [...best]
    .map(([productId, distance]) => ({ productId, distance }))
    .sort((a, b) => a.distance - b.distance || a.productId - b.productId)
    .slice(0, limit);
}

/**
 * Hashes up to `limit` pictures that have no hash yet (main pictures first, so every product is
 * findable early), and returns how many it hashed. Called after each catalogue seed batch and
 * after an import adds pictures; safe to call again, it only picks unhashed rows.
 */
export async function hashPendingImages(
  db: Database,
  render: RenderCatalogueImage,
  { limit = 500, productIds }: { limit?: number; productIds?: number[] } = {},
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
    const hash = await differenceHash(await render(image.renderSeed));
    hashed.push({ productId: image.productId, position: image.position, phash: hashToHex(hash) });
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
