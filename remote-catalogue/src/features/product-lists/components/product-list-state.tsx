import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@omni/shared/ui';

interface ProductListStateProps {
  status: 'pending' | 'error' | 'success';
  count: number;
  onRetry: () => void;
  empty: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/**
 * What stands where the product list is: loading, the counts error with Retry, the empty state
 * when there is nothing, or the list.
 */
export function ProductListState({
  status,
  count,
  onRetry,
  empty,
  children,
}: ProductListStateProps) {
  const { t } = useTranslation('catalogue');
  if (status === 'pending') return <Skeleton active data-testid="product-counts-loading" />;
  if (status === 'error') {
    return (
      <LoadErrorAlert
        data-testid="product-counts-error"
        title={t('countsError')}
        onRetry={onRetry}
      />
    );
  }
  if (count === 0) return <>{empty}</>;
  return <>{children}</>;
}
