import { useEffect, useRef, type RefObject } from 'react';

export interface LoadMore {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/**
 * Infinite scroll: asks for the next page when the element under the list (the sentinel) comes
 * within a screen of the viewport, so the merchant rarely sees the spinner. `loadedCount` is the
 * number of items shown: the sentinel is observed anew after each page, because an observer only
 * reports changes and a short page can leave the sentinel in view.
 */
export function useLoadMoreSentinel(
  { hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMore,
  loadedCount: number,
): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  // the latest loader in a ref, read when the observer fires
  const load = useRef({ hasNextPage, isFetchingNextPage, fetchNextPage });
  load.current = { hasNextPage, isFetchingNextPage, fetchNextPage };
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasNextPage: more, isFetchingNextPage: busy, fetchNextPage: next } = load.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) next();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadedCount]);
  return sentinel;
}
