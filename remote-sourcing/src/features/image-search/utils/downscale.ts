/** Thumbnails sent for search are at most 300×300, JPEG quality 0.8 (spec 001 §5, §9). */
export const THUMBNAIL_MAX = 300;
export const THUMBNAIL_QUALITY = 0.8;
/** Files larger than this are refused before reading (the API takes 5 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The size a picture is drawn at: fits in max×max, aspect kept, never enlarged. */
export function fitWithin(width: number, height: number, max = THUMBNAIL_MAX) {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export type UploadProblem = 'type' | 'size' | null;

export function uploadProblem(file: { type: string; size: number }): UploadProblem {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

/** Reads and downscales a picture in the browser into a JPEG data URL. */
export async function toThumbnailDataUrl(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    // White under transparent pixels, as the server flattens them.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', THUMBNAIL_QUALITY);
  } finally {
    bitmap.close();
  }
}
