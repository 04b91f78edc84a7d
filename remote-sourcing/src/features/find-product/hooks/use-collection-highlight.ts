import { useMemo } from 'react';
import { openStorage } from '@omni/shared/session';
import {
  HIGHLIGHT_POOLS,
  HIGHLIGHT_STORAGE_KEY,
  currentHighlight,
  isHighlightCollection,
  parseStoredHighlights,
} from '../utils/collection-highlight';

/**
 * A collection's highlight for today: bullet keys and the number they quote, picked once per
 * 24 hours and kept in local storage (spec 000 §4). Null for a collection without highlights.
 */
export function useCollectionHighlight(slug: string): { bullets: string[]; count: number } | null {
  return useMemo(() => {
    if (!isHighlightCollection(slug)) return null;
    const storage = openStorage('localStorage');
    const { pick, stored, changed } = currentHighlight(
      slug,
      parseStoredHighlights(storage.getItem(HIGHLIGHT_STORAGE_KEY)),
      Date.now(),
    );
    if (changed) storage.setItem(HIGHLIGHT_STORAGE_KEY, JSON.stringify(stored));
    const numbers: readonly number[] = HIGHLIGHT_POOLS[slug].numbers;
    return {
      bullets: pick.bullets.map((bullet) => `highlights.${slug}.${bullet}`),
      count: numbers[pick.numberVariant] ?? numbers[0]!,
    };
  }, [slug]);
}
