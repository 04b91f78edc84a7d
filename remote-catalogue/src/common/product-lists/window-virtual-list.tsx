import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Spin } from 'antd';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLoadMoreSentinel, type LoadMore } from '@omni/shared/ui';

const OVERSCAN = 6;

export interface WindowVirtualListProps<T extends { id: string }> extends LoadMore {
  items: readonly T[];
  /** A row's height before it is measured (rows are measured as they render). */
  estimatedRowHeight: number;
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  loadingMoreLabel: string;
  /** Prefix of the list's test ids: `<id>-rows`, `<id>-sentinel`, `<id>-loading-more`. */
  testId: string;
}

/**
 * A product list virtualised against the window: only the rows near the viewport are in the DOM,
 * so 5,000 loaded rows scroll like fifty; the next page is asked for a screen before the end.
 */
export function WindowVirtualList<T extends { id: string }>({
  items,
  estimatedRowHeight,
  renderItem,
  label,
  loadingMoreLabel,
  testId,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: WindowVirtualListProps<T>) {
  const container = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = container.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedRowHeight,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => items[index]?.id ?? index,
    initialOffset: () => (typeof window === 'undefined' ? 0 : window.scrollY),
  });
  const sentinel = useLoadMoreSentinel(
    { hasNextPage, isFetchingNextPage, fetchNextPage },
    items.length,
  );

  return (
    <div ref={container} data-testid={`${testId}-rows`} data-count={items.length}>
      <div
        role="list"
        aria-label={label}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <div
              key={row.key}
              role="listitem"
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                insetInlineStart: 0,
                width: '100%',
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {renderItem(item)}
            </div>
          );
        })}
      </div>
      <div ref={sentinel} data-testid={`${testId}-sentinel`} style={{ height: 1 }} />
      {isFetchingNextPage && (
        <div style={{ textAlign: 'center', padding: 16 }} data-testid={`${testId}-loading-more`}>
          <Spin aria-label={loadingMoreLabel} />
        </div>
      )}
    </div>
  );
}
