import { GALLERY_NEXT_PAGE_THRESHOLD_PX } from '@omni/shared/contracts/catalogue';

/** Whether a scrolled list is within 100 px of its bottom, where the next page loads (002 §9). */
export function isNearBottom(
  element: { scrollHeight: number; scrollTop: number; clientHeight: number },
  threshold = GALLERY_NEXT_PAGE_THRESHOLD_PX,
): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= threshold;
}
