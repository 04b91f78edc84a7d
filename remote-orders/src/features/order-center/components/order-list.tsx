import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Checkbox, Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderColumn, OrderListRow } from '@omni/shared/contracts/orders';
import { gridOf } from '../utils/order-columns';
import { OrderCell, type RowActions } from './order-cell';

/** A row before it is measured: two item lines and the order info. */
const ESTIMATED_ROW_HEIGHT = 88;
/** Ask for the next page this many rows before the end, so scrolling rarely waits. */
const PREFETCH_ROWS = 20;

export interface OrderListProps {
  rows: readonly OrderListRow[];
  columns: readonly OrderColumn[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  actions: RowActions;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

const cellStyle = { padding: '8px', minWidth: 0, overflowWrap: 'anywhere' } as const;

/**
 * The order list as a grid table virtualised in its own scroll box: only the rows near the view
 * are in the DOM, so a thousand loaded orders scroll like twenty. The header stays on top and
 * scrolls sideways with the rows; the next keyset page loads before the end is reached, and a
 * Load more button does the same for keyboard users.
 */
export function OrderList({
  rows,
  columns,
  selected,
  onToggle,
  onToggleAll,
  actions,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: OrderListProps) {
  const { t } = useTranslation('orders');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - PREFETCH_ROWS)
      fetchNextPage();
  }, [lastIndex, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const grid = gridOf(columns);
  const rowStyle = {
    display: 'grid',
    gridTemplateColumns: grid.template,
    minWidth: grid.minWidth,
    alignItems: 'start',
  } as const;
  const selectedCount = rows.filter((row) => selected.has(row.id)).length;

  return (
    <Flex vertical gap="small">
      <div
        ref={scroller}
        role="table"
        aria-label={t('orderList.label')}
        aria-rowcount={rows.length + 1}
        data-testid="order-list"
        data-count={rows.length}
        // at most a screen, less when a few rows need less
        style={{
          maxHeight: 'max(420px, calc(100vh - 360px))',
          overflow: 'auto',
          position: 'relative',
        }}
      >
        <div role="rowgroup" style={{ position: 'sticky', top: 0, zIndex: 2 }}>
          <div
            role="row"
            aria-rowindex={1}
            style={{
              ...rowStyle,
              background: 'var(--ant-color-fill-quaternary, #fafafa)',
              backdropFilter: 'blur(4px)',
              fontWeight: 600,
            }}
          >
            <div role="columnheader" style={cellStyle}>
              <Checkbox
                aria-label={t('orderList.selectAll')}
                checked={rows.length > 0 && selectedCount === rows.length}
                indeterminate={selectedCount > 0 && selectedCount < rows.length}
                onChange={(event) => onToggleAll(event.target.checked)}
                data-testid="order-select-all"
              />
            </div>
            {columns.map((column) => (
              <div
                key={column}
                role="columnheader"
                style={cellStyle}
                data-testid={`order-column-${column}`}
              >
                {t(`orderList.columns.${column}`)}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            const name = row.order_name ?? row.platform_order_id;
            return (
              <div
                key={virtualRow.key}
                ref={virtualizer.measureElement}
                data-index={virtualRow.index}
                role="row"
                aria-rowindex={virtualRow.index + 2}
                aria-selected={selected.has(row.id)}
                data-testid="order-row"
                data-order-id={row.id}
                style={{
                  ...rowStyle,
                  position: 'absolute',
                  top: 0,
                  insetInlineStart: 0,
                  width: '100%',
                  transform: `translateY(${virtualRow.start}px)`,
                  borderBottom: '1px solid var(--ant-color-split, #f0f0f0)',
                }}
              >
                <div role="cell" style={cellStyle}>
                  <Checkbox
                    aria-label={t('orderList.selectOne', { name })}
                    checked={selected.has(row.id)}
                    onChange={() => onToggle(row.id)}
                    data-testid="order-select"
                  />
                </div>
                {columns.map((column) => (
                  <div key={column} role="cell" style={cellStyle} data-column={column}>
                    <OrderCell row={row} column={column} actions={actions} />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
      {hasNextPage ? (
        <Flex justify="center">
          <Button
            onClick={fetchNextPage}
            loading={isFetchingNextPage}
            data-testid="orders-load-more"
          >
            {t('orderList.loadMore')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
