import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Spin } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportListItem } from '@omni/shared/contracts/catalogue';
import type { MoneyDisplay } from '@omni/shared/money';
import { useLoadMoreSentinel, type LoadMore } from '@omni/shared/ui';
import { isSelected, type Selection } from '../utils/selection';
import { ImportRow } from './import-row';

/** A row's height before it is measured (desktop; mobile rows are taller and measured). */
const ESTIMATED_ROW_HEIGHT = 97;
const OVERSCAN = 6;

export interface ImportListRowsProps extends LoadMore {
  items: readonly ImportListItem[];
  selection: Selection;
  onToggle: (id: string) => void;
  money: MoneyDisplay;
}

/**
 * The imports, virtualised against the window: only the rows near the viewport are in the DOM
 * (measured as they render), so 5,000 loaded imports scroll like fifty; the next keyset page is
 * asked for a screen before the end.
 */
export function ImportListRows({
  items,
  selection,
  onToggle,
  money,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: ImportListRowsProps) {
  const { t } = useTranslation('catalogue');
  const container = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = container.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
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
    <div ref={container} data-testid="import-list-rows" data-count={items.length}>
      <div
        role="list"
        aria-label={t('list.label')}
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
              <ImportRow
                item={item}
                selected={isSelected(selection, item.id)}
                onToggle={onToggle}
                money={money}
              />
            </div>
          );
        })}
      </div>
      <div ref={sentinel} data-testid="import-list-sentinel" style={{ height: 1 }} />
      {isFetchingNextPage && (
        <div style={{ textAlign: 'center', padding: 16 }} data-testid="import-list-loading-more">
          <Spin aria-label={t('list.loadingMore')} />
        </div>
      )}
    </div>
  );
}
