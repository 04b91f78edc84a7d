import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { galleryImages } from '../../db/schema';
import type { StoredContentType, StoredPicture } from './picture-codec';

/** A gallery row without its bytes (what lists and answers need). */
export const galleryImageColumns = {
  id: galleryImages.id,
  name: galleryImages.name,
  contentType: galleryImages.contentType,
  width: galleryImages.width,
  height: galleryImages.height,
  size: galleryImages.size,
  sourceUrl: galleryImages.sourceUrl,
  croppedFrom: galleryImages.croppedFrom,
  version: galleryImages.version,
  createdAt: galleryImages.createdAt,
};

export interface GalleryImageRow {
  id: string;
  name: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
  sourceUrl: string | null;
  croppedFrom: string | null;
  version: number;
  createdAt: Date;
}

export interface NewGalleryImage {
  name: string;
  /** Given in milliseconds (not the database's microseconds) so keyset cursors are exact. */
  createdAt: Date;
  sourceUrl?: string | null;
  croppedFrom?: string | null;
}

export async function insertGalleryImage(
  db: Database,
  workplaceId: string,
  picture: StoredPicture,
  image: NewGalleryImage,
): Promise<GalleryImageRow> {
  const [row] = await db
    .insert(galleryImages)
    .values({
      workplaceId,
      name: image.name,
      contentType: picture.contentType,
      width: picture.width,
      height: picture.height,
      size: picture.data.length,
      data: picture.data,
      thumbnail: picture.thumbnail,
      sourceUrl: image.sourceUrl ?? null,
      croppedFrom: image.croppedFrom ?? null,
      createdAt: image.createdAt,
    })
    .returning(galleryImageColumns);
  return row!;
}

/** Where a page starts: after the row with this creation time and id (newest first). */
export interface GalleryCursor {
  createdAt: Date;
  id: string;
}

export async function listGalleryImages(
  db: Database,
  workplaceId: string,
  after: GalleryCursor | null,
  limit: number,
): Promise<GalleryImageRow[]> {
  const mine = eq(galleryImages.workplaceId, workplaceId);
  const keyset = after
    ? or(
        lt(galleryImages.createdAt, after.createdAt),
        and(eq(galleryImages.createdAt, after.createdAt), lt(galleryImages.id, after.id)),
      )
    : undefined;
  return db
    .select(galleryImageColumns)
    .from(galleryImages)
    .where(keyset ? and(mine, keyset) : mine)
    .orderBy(desc(galleryImages.createdAt), desc(galleryImages.id))
    .limit(limit);
}

export async function countGalleryImages(db: Database, workplaceId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(galleryImages)
    .where(eq(galleryImages.workplaceId, workplaceId));
  return row?.total ?? 0;
}

/** The workplace's image with its bytes; undefined for another workplace's id. */
export async function findGalleryPicture(db: Database, workplaceId: string, id: string) {
  const [row] = await db
    .select({ ...galleryImageColumns, data: galleryImages.data })
    .from(galleryImages)
    .where(and(eq(galleryImages.id, id), eq(galleryImages.workplaceId, workplaceId)));
  return row as (GalleryImageRow & { data: Buffer; contentType: StoredContentType }) | undefined;
}

/** Replaces the bytes in place (optimise) and moves the version on, so served URLs change. */
export async function replaceGalleryPicture(
  db: Database,
  workplaceId: string,
  id: string,
  picture: StoredPicture,
): Promise<GalleryImageRow | undefined> {
  const [row] = await db
    .update(galleryImages)
    .set({
      contentType: picture.contentType,
      width: picture.width,
      height: picture.height,
      size: picture.data.length,
      data: picture.data,
      thumbnail: picture.thumbnail,
      version: sql`${galleryImages.version} + 1`,
    })
    .where(and(eq(galleryImages.id, id), eq(galleryImages.workplaceId, workplaceId)))
    .returning(galleryImageColumns);
  return row;
}

export async function deleteGalleryImage(
  db: Database,
  workplaceId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(galleryImages)
    .where(and(eq(galleryImages.id, id), eq(galleryImages.workplaceId, workplaceId)))
    .returning({ id: galleryImages.id });
  return rows.length > 0;
}

/** A served file: the full picture or its thumbnail, by id alone (the id is unguessable). */
export async function readGalleryFile(db: Database, id: string, thumbnail: boolean) {
  const [row] = await db
    .select({
      contentType: galleryImages.contentType,
      version: galleryImages.version,
      bytes: thumbnail ? galleryImages.thumbnail : galleryImages.data,
    })
    .from(galleryImages)
    .where(eq(galleryImages.id, id));
  return row;
}
