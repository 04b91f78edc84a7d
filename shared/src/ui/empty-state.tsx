import { Empty } from 'antd';
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
          <div>{heading}</div>
          {hint ? <div style={{ opacity: 0.65 }}>{hint}</div> : null}
        </>
      }
    >
      {action}
    </Empty>
  );
}
