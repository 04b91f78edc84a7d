/*
 * Addresses of the library's files: `/gallery-media/{id}/{version}.{ext}` and
 * `/gallery-media/{id}/{version}-thumb.jpg`, under the API prefix. The version in the name
 * changes when the bytes do (optimise), so a file can be cached for good.
 */

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const GALLERY_FILE_PATTERN = '^[0-9]{1,9}(-thumb)?\\.(jpg|png|webp)$';

export function galleryFilePath(
  image: { id: string; version: number; contentType: string },
  thumbnail: boolean,
): string {
  const name = thumbnail
    ? `${image.version}-thumb.jpg`
    : `${image.version}.${EXTENSIONS[image.contentType] ?? 'jpg'}`;
  return `/gallery-media/${image.id}/${name}`;
}
