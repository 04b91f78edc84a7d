import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@omni/shared/ui';

interface ProductListStateProps {
  status: 'pending' | 'error' | 'success';
  count: number;
  onRetry: () => void;
  empty: ReactNode;
  /** The list itself; without one, a notice that this list opens in a later release. */
  children?: ReactNode;
}

/**
 * What stands where the product list will be: loading, the counts error with Retry, the empty
 * state when there is nothing, the list, or a plain notice that the list opens in a later release.
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
  if (children) return <>{children}</>;
  return (
    <Alert type="info" showIcon data-testid="product-list-later" title={t('listInLaterRelease')} />
  );
}
