import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@omni/shared/ui';

interface ProductListStateProps {
  status: 'pending' | 'error' | 'success';
  count: number;
  onRetry: () => void;
  empty: ReactNode;
}

/**
 * What stands where the product list will be: loading, the counts error with Retry, the empty
 * state when there is nothing, or a plain notice that the list itself opens in a later release.
 */
export function ProductListState({ status, count, onRetry, empty }: ProductListStateProps) {
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
  return (
    <Alert type="info" showIcon data-testid="product-list-later" title={t('listInLaterRelease')} />
  );
}
