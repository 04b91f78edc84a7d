import {
  GALLERY_IMAGE_MAX_BYTES,
  GALLERY_PAGE_SIZE,
  type CropArea,
  type CropPreview,
  type GalleryImage,
  type GalleryList,
  type OptimiseMode,
  type OptimiseResult,
} from '@omni/shared/contracts/catalogue';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/app-error';
import { GuardedFetchError, guardedFetch } from '../../http/guarded-fetch';
import {
  PictureRefusal,
  clampArea,
  cropPicture,
  cropPreview,
  normaliseUpload,
  optimisePicture,
} from './picture-codec';
import {
  countGalleryImages,
  deleteGalleryImage,
  findGalleryPicture,
  insertGalleryImage,
  listGalleryImages,
  replaceGalleryPicture,
  type GalleryCursor,
  type GalleryImageRow,
} from './repository';
import { galleryFilePath } from './gallery-file-path';

export interface GalleryContext {
  db: Database;
  workplaceId: string;
  /** `http://host:port/api`, for the absolute picture addresses. */
  apiBase: string;
  now: () => Date;
}

const NAME_MAX = 200;

/**
 * A display name from whatever the client called the file: only the last path segment, without
 * control characters. It never names anything on disk (ids do), so `../../x.png` is just `x.png`.
 */
export function displayName(raw: string | undefined, fallback = 'image'): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || fallback).slice(0, NAME_MAX);
}

export function toGalleryImage(row: GalleryImageRow, apiBase: string): GalleryImage {
  return {
    id: row.id,
    name: row.name,
    image_url: `${apiBase}${galleryFilePath(row, false)}`,
    thumbnail_url: `${apiBase}${galleryFilePath(row, true)}`,
    content_type: row.contentType,
    width: row.width,
    height: row.height,
    size: row.size,
    source_url: row.sourceUrl,
    cropped_from: row.croppedFrom,
    create_at: row.createdAt.toISOString(),
  };
}

/** The upload's refusal as the API's answer: 400, its error_code, and the field it concerns. */
export function refusalError(refusal: PictureRefusal, field: 'file' | 'link') {
  return badRequest(refusal.code, [
    { field, message: refusal.code, ...(refusal.params ? { params: refusal.params } : {}) },
  ]);
}

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): GalleryCursor | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !id || !/^[0-9a-f-]{36}$/i.test(id))
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'cursor', message: MessageKey.FieldInvalid },
    ]);
  return { createdAt, id };
}

export async function listGallery(
  ctx: GalleryContext,
  query: { cursor?: string; page_size?: number },
): Promise<GalleryList> {
  const size = query.page_size ?? GALLERY_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    // one row more than the page tells whether another page follows
    listGalleryImages(ctx.db, ctx.workplaceId, decodeCursor(query.cursor), size + 1),
    countGalleryImages(ctx.db, ctx.workplaceId),
  ]);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    images: page.map((row) => toGalleryImage(row, ctx.apiBase)),
    total,
    next_cursor: rows.length > size && last ? encodeCursor(last) : null,
  };
}

export async function addUploadedFile(
  ctx: GalleryContext,
  bytes: Buffer,
  fileName: string | undefined,
): Promise<GalleryImage> {
  let picture;
  try {
    picture = await normaliseUpload(bytes);
  } catch (error) {
    if (error instanceof PictureRefusal) throw refusalError(error, 'file');
    throw error;
  }
  const row = await insertGalleryImage(ctx.db, ctx.workplaceId, picture, {
    name: displayName(fileName),
    createdAt: ctx.now(),
  });
  return toGalleryImage(row, ctx.apiBase);
}

const LINK_REFUSALS: Record<GuardedFetchError['code'], PictureRefusal['code']> = {
  INVALID_URL: MessageKey.ImageLinkInvalid,
  BLOCKED_SCHEME: MessageKey.ImageLinkInvalid,
  BLOCKED_ADDRESS: MessageKey.ImageLinkBlocked,
  TOO_LARGE: MessageKey.ImageTooLarge,
  DNS_FAILURE: MessageKey.ImageLinkUnreachable,
  TOO_MANY_REDIRECTS: MessageKey.ImageLinkUnreachable,
  TIMEOUT: MessageKey.ImageLinkUnreachable,
  NETWORK: MessageKey.ImageLinkUnreachable,
};

/** The name a picture from a link gets: the last path segment, else the host. */
function linkName(url: URL): string {
  let segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // a malformed escape stays as written
  }
  return displayName(segment, url.hostname);
}

/**
 * Fetches a picture from a user-given link through the guarded client (no private addresses,
 * bounded size and time) and adds it. A refusal by the guard is final: it is not retried.
 */
export async function addLinkedPicture(
  ctx: GalleryContext,
  rawLink: string,
  allowedOrigins: readonly string[],
): Promise<GalleryImage> {
  const link = rawLink.trim();
  let url: URL;
  try {
    url = new URL(link);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch {
    throw refusalError(new PictureRefusal(MessageKey.ImageLinkInvalid), 'link');
  }
  let body: Buffer;
  try {
    const response = await guardedFetch(url.toString(), {
      maxBytes: GALLERY_IMAGE_MAX_BYTES,
      allowedOrigins,
      headers: { accept: 'image/*' },
    });
    if (response.status !== 200) throw new GuardedFetchError('NETWORK', `HTTP ${response.status}`);
    body = response.body;
  } catch (error) {
    if (error instanceof GuardedFetchError)
      throw refusalError(new PictureRefusal(LINK_REFUSALS[error.code]), 'link');
    throw error;
  }
  let picture;
  try {
    picture = await normaliseUpload(body);
  } catch (error) {
    if (error instanceof PictureRefusal) throw refusalError(error, 'link');
    throw error;
  }
  const row = await insertGalleryImage(ctx.db, ctx.workplaceId, picture, {
    name: linkName(url),
    sourceUrl: link,
    createdAt: ctx.now(),
  });
  return toGalleryImage(row, ctx.apiBase);
}

async function pictureOf(ctx: GalleryContext, id: string) {
  const row = await findGalleryPicture(ctx.db, ctx.workplaceId, id);
  if (!row) throw notFound(MessageKey.DataNotFound);
  return row;
}

function areaIn(area: CropArea, row: { width: number; height: number }): CropArea {
  const inside = clampArea(area, row.width, row.height);
  if (!inside)
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'x', message: MessageKey.FieldInvalid },
    ]);
  return inside;
}

export async function previewCrop(
  ctx: GalleryContext,
  id: string,
  area: CropArea,
): Promise<CropPreview> {
  const row = await pictureOf(ctx, id);
  const preview = await cropPreview(row.data, areaIn(area, row));
  return {
    data_url: `data:image/jpeg;base64,${preview.jpeg.toString('base64')}`,
    width: preview.width,
    height: preview.height,
  };
}

/** Cuts the area into a new gallery image; the original stays as it was. */
export async function cropGalleryImage(
  ctx: GalleryContext,
  id: string,
  area: CropArea,
): Promise<GalleryImage> {
  const row = await pictureOf(ctx, id);
  const picture = await cropPicture(row.data, row.contentType, areaIn(area, row));
  const created = await insertGalleryImage(ctx.db, ctx.workplaceId, picture, {
    name: row.name,
    croppedFrom: row.id,
    createdAt: ctx.now(),
  });
  return toGalleryImage(created, ctx.apiBase);
}

export async function optimiseGalleryImage(
  ctx: GalleryContext,
  id: string,
  mode: OptimiseMode,
): Promise<OptimiseResult> {
  const row = await pictureOf(ctx, id);
  const smaller = await optimisePicture(row.data, row.contentType, mode);
  const updated = smaller ? await replaceGalleryPicture(ctx.db, ctx.workplaceId, id, smaller) : row;
  if (!updated) throw notFound(MessageKey.DataNotFound);
  const after = smaller ? smaller.data.length : row.size;
  return {
    image: toGalleryImage(updated, ctx.apiBase),
    bytes_before: row.size,
    bytes_after: after,
    bytes_saved: row.size - after,
  };
}

export async function removeGalleryImage(ctx: GalleryContext, id: string): Promise<{ id: string }> {
  if (!(await deleteGalleryImage(ctx.db, ctx.workplaceId, id)))
    throw notFound(MessageKey.DataNotFound);
  return { id };
}
