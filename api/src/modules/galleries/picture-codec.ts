import sharp, { type Sharp } from 'sharp';
import convertHeic from 'heic-convert';
import {
  GALLERY_IMAGE_MAX_BYTES,
  GALLERY_IMAGE_MAX_MB,
  GALLERY_MAX_MEGAPIXELS,
  HEIC_JPEG_QUALITY,
  THUMBNAIL_JPEG_QUALITY,
  THUMBNAIL_MAX_SIDE,
  type CropArea,
  type GalleryUploadError,
  type OptimiseMode,
} from '@omni/shared/contracts/catalogue';
import { MessageKey } from '@omni/shared/errors';

/*
 * Every picture the library stores goes through here (ADR 011): the type is read from the bytes
 * by libvips' own sniffers (sharp's metadata), never from the name; the header's size is checked
 * before a pixel is decoded (limitInputPixels), so memory stays bounded; and what is stored is a
 * fresh encoding (metadata stripped, EXIF orientation applied), never the uploaded file. An SVG
 * is rasterised to PNG by librsvg, which runs no script and, reading from memory, loads nothing
 * external, so no SVG is ever served back.
 */

export const MAX_INPUT_PIXELS = GALLERY_MAX_MEGAPIXELS * 1_000_000;

/** Quality of the stored re-encoding of a JPEG or WebP upload (visually lossless). */
const STORE_QUALITY = 90;
/** Quality of the optimise action's re-encoding. */
const OPTIMISE_QUALITY = 75;

export type StoredContentType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface StoredPicture {
  data: Buffer;
  contentType: StoredContentType;
  width: number;
  height: number;
  /** At most 300×300, JPEG quality 80. */
  thumbnail: Buffer;
}

/** A picture refused for a reason the user can act on; `code` is the answer's error_code. */
export class PictureRefusal extends Error {
  constructor(
    readonly code: GalleryUploadError,
    readonly params?: Record<string, number>,
  ) {
    super(code);
    this.name = 'PictureRefusal';
  }
}

const tooLarge = () =>
  new PictureRefusal(MessageKey.ImageTooLarge, { max_mb: GALLERY_IMAGE_MAX_MB });
const tooManyPixels = () =>
  new PictureRefusal(MessageKey.ImageTooManyPixels, { max_megapixels: GALLERY_MAX_MEGAPIXELS });

function open(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/** libvips' error text is the only signal of which check failed. */
function refusalFor(error: unknown): PictureRefusal {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return tooManyPixels();
  if (/unsupported image format/i.test(message))
    return new PictureRefusal(MessageKey.ImageTypeNotAllowed);
  return new PictureRefusal(MessageKey.ImageUnreadable);
}

type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'svg' | 'heic';

/** The accepted type the content is, from libvips' sniffing; AVIF (also HEIF) is not HEIC. */
function acceptedFormat(metadata: sharp.Metadata): AcceptedFormat | null {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'svg':
      return metadata.format;
    case 'heif':
      return metadata.compression === 'hevc' ? 'heic' : null;
    default:
      return null;
  }
}

async function thumbnailOf(data: Buffer): Promise<Buffer> {
  return open(data)
    .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: Math.round(THUMBNAIL_JPEG_QUALITY * 100) })
    .toBuffer();
}

async function encode(pipeline: Sharp, contentType: StoredContentType): Promise<StoredPicture> {
  const encoded =
    contentType === 'image/jpeg'
      ? pipeline.jpeg({ quality: STORE_QUALITY, mozjpeg: true })
      : contentType === 'image/webp'
        ? pipeline.webp({ quality: STORE_QUALITY })
        : pipeline.png({ compressionLevel: 9 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType,
    width: info.width,
    height: info.height,
    thumbnail: await thumbnailOf(data),
  };
}

const STORED_AS: Record<Exclude<AcceptedFormat, 'heic'>, StoredContentType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // rasterised: never stored or served as SVG
  svg: 'image/png',
};

/** Checks an uploaded picture by its content and returns what the library stores. */
export async function normaliseUpload(input: Buffer): Promise<StoredPicture> {
  if (input.length > GALLERY_IMAGE_MAX_BYTES) throw tooLarge();
  if (input.length === 0) throw new PictureRefusal(MessageKey.ImageMissing);
  let metadata: sharp.Metadata;
  try {
    metadata = await open(input).metadata();
  } catch (error) {
    throw refusalFor(error);
  }
  const format = acceptedFormat(metadata);
  if (!format) throw new PictureRefusal(MessageKey.ImageTypeNotAllowed);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();
  try {
    if (format === 'heic') {
      // libvips as shipped decodes no HEVC; heic-convert (libheif) does, to JPEG at 0.3 (002 §5).
      // The size was checked above, so the decoded frame is bounded too.
      const jpeg = Buffer.from(
        await convertHeic({ buffer: input, format: 'JPEG', quality: HEIC_JPEG_QUALITY }),
      );
      const { width, height } = await open(jpeg).metadata();
      return {
        data: jpeg,
        contentType: 'image/jpeg',
        width: width ?? 0,
        height: height ?? 0,
        thumbnail: await thumbnailOf(jpeg),
      };
    }
    return await encode(open(input).rotate(), STORED_AS[format]);
  } catch (error) {
    if (error instanceof PictureRefusal) throw error;
    throw refusalFor(error);
  }
}

/** The area inside a `width`×`height` picture, or null when nothing of it is left. */
export function clampArea(area: CropArea, width: number, height: number): CropArea | null {
  const x = Math.min(area.x, width);
  const y = Math.min(area.y, height);
  const clamped = {
    x,
    y,
    width: Math.min(area.width, width - x),
    height: Math.min(area.height, height - y),
  };
  return clamped.width >= 1 && clamped.height >= 1 ? clamped : null;
}

function cropped(data: Buffer, area: CropArea): Sharp {
  return open(data).extract({ left: area.x, top: area.y, width: area.width, height: area.height });
}

/** The area as a new picture in the stored one's format. */
export async function cropPicture(
  data: Buffer,
  contentType: StoredContentType,
  area: CropArea,
): Promise<StoredPicture> {
  return encode(cropped(data, area), contentType);
}

/** The area at most 300×300, JPEG quality 0.8 (001 §5), for the crop preview. */
export async function cropPreview(
  data: Buffer,
  area: CropArea,
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  // extract, then resize: sharp runs them in that order only when they are separate pipelines
  const piece = await cropped(data, area).png().toBuffer();
  const { data: jpeg, info } = await open(piece)
    .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: Math.round(THUMBNAIL_JPEG_QUALITY * 100) })
    .toBuffer({ resolveWithObject: true });
  return { jpeg, width: info.width, height: info.height };
}

/**
 * Re-compresses the picture (its own format) or converts it to WebP, metadata stripped. Null
 * when the result would not be smaller: the stored picture is kept as it is.
 */
export async function optimisePicture(
  data: Buffer,
  contentType: StoredContentType,
  mode: OptimiseMode,
): Promise<StoredPicture | null> {
  const pipeline = open(data);
  const target: StoredContentType = mode === 'webp' ? 'image/webp' : contentType;
  const encoded =
    target === 'image/webp'
      ? pipeline.webp({ quality: OPTIMISE_QUALITY, effort: 5 })
      : target === 'image/jpeg'
        ? pipeline.jpeg({ quality: OPTIMISE_QUALITY, mozjpeg: true })
        : pipeline.png({
            compressionLevel: 9,
            palette: true,
            quality: OPTIMISE_QUALITY,
            effort: 8,
          });
  const { data: smaller, info } = await encoded.toBuffer({ resolveWithObject: true });
  if (smaller.length >= data.length) return null;
  return {
    data: smaller,
    contentType: target,
    width: info.width,
    height: info.height,
    thumbnail: await thumbnailOf(smaller),
  };
}
