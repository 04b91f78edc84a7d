import { CloseOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { displayMinorRange, type MoneyDisplay } from '@omni/shared/money';
import type { PushProduct } from '../utils/push-request';
import { PushItemSummary } from './push-item-summary';

/** 001 §9: preview rows of 60 px with an 8 px gap, at most 400 px high, overscan 5. */
const ROW_HEIGHT = 60;
const ROW_GAP = 8;
const MAX_HEIGHT = 400;
const OVERSCAN = 5;

export interface PushProductsPreviewProps {
  products: readonly PushProduct[];
  money: MoneyDisplay;
  /** Absent when products cannot be removed (a push of every import). */
  onRemove?: (id: string) => void;
}

/**
 * The products to push (001 §3 "Product to push"), virtualised: a push of five hundred imports
 * keeps a few rows in the DOM. A product can be removed only while two or more remain (001 §5).
 */
export function PushProductsPreview({ products, money, onRemove }: PushProductsPreviewProps) {
  const { t } = useTranslation('push');
  const scroller = useRef<HTMLDivElement>(null);
  const height = Math.min(MAX_HEIGHT, products.length * (ROW_HEIGHT + ROW_GAP));
  const virtualizer = useVirtualizer({
    count: products.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT + ROW_GAP,
    overscan: OVERSCAN,
    getItemKey: (index) => products[index]?.id ?? index,
  });
  const removable = onRemove !== undefined && products.length >= 2;
  return (
    <div
      ref={scroller}
      className="omni-push-preview"
      style={{ maxHeight: MAX_HEIGHT, height, overflowY: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('dialog.products')}
      data-testid="push-preview"
      data-count={products.length}
    >
      <ul style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const product = products[row.index]!;
          return (
            <li
              key={row.key}
              className="omni-push-preview-row"
              data-testid="push-preview-row"
              data-id={product.id}
              style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
            >
              <PushItemSummary image={product.image} title={product.title}>
                <Typography.Text type="secondary">
                  {displayMinorRange(product.price_from, product.price_to, product.currency, money)}
                  {' · '}
                  {t('dialog.variants', { count: product.variant_count })}
                </Typography.Text>
              </PushItemSummary>
              {onRemove && (
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined aria-hidden />}
                  disabled={!removable}
                  aria-label={t('dialog.remove', { title: product.title })}
                  onClick={() => onRemove(product.id)}
                  data-testid="push-preview-remove"
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
