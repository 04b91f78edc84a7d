/** Default image upload limit in MB (spec 000 §9: gallery 2 MB). */
export const DEFAULT_IMAGE_LIMIT_MB = 2;

/** Whether a file (or a byte count) is under the size limit in MB (spec 000 §5). */
export function isImageSizeAllowed(
  file: { size: number } | number,
  limitMb = DEFAULT_IMAGE_LIMIT_MB,
): boolean {
  const bytes = typeof file === 'number' ? file : file.size;
  return bytes / 1024 / 1024 < limitMb;
}
