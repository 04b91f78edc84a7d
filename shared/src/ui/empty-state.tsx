import { Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** 'noData' (nothing yet) or 'noResults' (a search or filter matched nothing). */
  kind?: 'noData' | 'noResults';
  title?: ReactNode;
  description?: ReactNode;
  /** A call to action, e.g. a button to find products. */
  action?: ReactNode;
  'data-testid'?: string;
}

/** An empty list or page, translated, with an optional action. */
export function EmptyState({
  kind = 'noData',
  title,
  description,
  action,
  'data-testid': testId = 'empty-state',
}: EmptyStateProps) {
  const { t } = useTranslation('shared');
  const heading = title ?? t(kind === 'noResults' ? 'empty.noResults' : 'empty.noData');
  const hint = description ?? (kind === 'noResults' ? t('empty.noResultsHint') : null);
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid={testId}
      description={
        <>
          <div>
            <Typography.Text>{heading}</Typography.Text>
          </div>
          {/* the theme's secondary text, not a faded one: it keeps 4.5:1 on every background
              (an opacity of 0.65 over the description colour was 2.7:1 on the page's grey) */}
          {hint ? (
            <div>
              <Typography.Text type="secondary">{hint}</Typography.Text>
            </div>
          ) : null}
        </>
      }
    >
      {action}
    </Empty>
  );
}
