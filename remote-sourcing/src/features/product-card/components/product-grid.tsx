import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Skeleton, Spin, Typography } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadMoreSentinel } from '@omni/shared/ui';
import {
  ESTIMATED_ROW_HEIGHT,
  GRID_GAP,
  GRID_OVERSCAN,
  chunkRows,
  columnCount,
} from '../utils/grid-layout';

export interface ProductGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** `firstRow`: the item is in the grid's first row (its picture should not wait). */
  renderItem: (item: T, place: { firstRow: boolean }) => ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  'data-testid'?: string;
}

/** The width of an element, following resizes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next !== undefined) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The infinite product grid. Only the rows near the viewport are in the DOM (window
 * virtualisation, rows measured as they render), so thousands of loaded cards scroll as
 * smoothly as forty; a sentinel under the grid asks for the next page as it comes into view.
 */
export function ProductGrid<T>({
  items,
  itemKey,
  renderItem,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  'data-testid': testId = 'product-grid',
}: ProductGridProps<T>) {
  const { t } = useTranslation('sourcing');
  const container = useRef<HTMLDivElement>(null);
  const width = useWidth(container);
  const columns = columnCount(width);
  const rows = useMemo(() => chunkRows(items, columns), [items, columns]);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = container.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, [width]);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: GRID_OVERSCAN,
    scrollMargin,
    gap: GRID_GAP,
    // start from where the window is: the virtualiser scrolls to its offset on mount, and a grid
    // remounted below the fold (new filters) must not jump the page to the top
    initialOffset: () => (typeof window === 'undefined' ? 0 : window.scrollY),
  });

  const sentinel = useLoadMoreSentinel(
    { hasNextPage, isFetchingNextPage, fetchNextPage },
    items.length,
  );

  const virtualRows = virtualizer.getVirtualItems();
  return (
    <div ref={container} data-testid={testId} data-count={items.length}>
      <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualRows.map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            role="list"
            style={{
              position: 'absolute',
              top: 0,
              insetInlineStart: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: GRID_GAP,
            }}
          >
            {rows[row.index]?.map((item) => (
              <div role="listitem" key={itemKey(item)}>
                {renderItem(item, { firstRow: row.index === 0 })}
              </div>
            ))}
          </div>
        ))}
      </div>
      <div ref={sentinel} data-testid="product-grid-sentinel" style={{ height: 1 }} />
      {isFetchingNextPage ? (
        <div style={{ textAlign: 'center', padding: 16 }} data-testid="product-grid-loading-more">
          <Spin aria-label={t('grid.loadingMore')} />
        </div>
      ) : !hasNextPage && items.length > 0 ? (
        <Typography.Paragraph
          type="secondary"
          style={{ textAlign: 'center' }}
          data-testid="product-grid-end"
        >
          {t('grid.end')}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}

/** Placeholder cards while the first page loads. */
export function ProductGridSkeleton() {
  return (
    <div
      data-testid="product-grid-skeleton"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 16,
      }}
    >
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton.Node key={index} active style={{ width: '100%', height: 380 }} />
      ))}
    </div>
  );
}
