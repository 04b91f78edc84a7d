import type { Crop, PixelCrop } from 'react-image-crop';
import { CROP_DEFAULT_COVERAGE, CROP_RESET_SIZE } from '@omni/shared/contracts/catalogue';

/** The crop a picture opens with: centred, covering 96 % of each side (spec 001 §5). */
export function defaultCrop(): Crop {
  const percent = CROP_DEFAULT_COVERAGE * 100;
  const margin = (100 - percent) / 2;
  return { unit: '%', x: margin, y: margin, width: percent, height: percent };
}

/** A crop under 1 px (a click without a drag) resets to 100×100 (spec 001 §5). */
export function normaliseCrop(crop: PixelCrop): PixelCrop {
  if (crop.width >= 1 && crop.height >= 1) return crop;
  return { unit: 'px', x: crop.x, y: crop.y, width: CROP_RESET_SIZE, height: CROP_RESET_SIZE };
}

/**
 * The crop in the stored picture's pixels: the editor shows the picture scaled, so its pixel crop
 * is scaled back by natural / displayed size, and kept inside the picture.
 */
export function toNaturalArea(
  crop: PixelCrop,
  displayed: { width: number; height: number },
  natural: { width: number; height: number },
) {
  const scaleX = natural.width / (displayed.width || natural.width);
  const scaleY = natural.height / (displayed.height || natural.height);
  const x = Math.max(0, Math.round(crop.x * scaleX));
  const y = Math.max(0, Math.round(crop.y * scaleY));
  return {
    x,
    y,
    width: Math.max(1, Math.min(natural.width - x, Math.round(crop.width * scaleX))),
    height: Math.max(1, Math.min(natural.height - y, Math.round(crop.height * scaleY))),
  };
}
