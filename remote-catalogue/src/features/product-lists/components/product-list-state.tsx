import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
      <Alert
        type="error"
        showIcon
        data-testid="product-counts-error"
        title={t('countsError')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('page.retry')}
          </Button>
        }
      />
    );
  }
  if (count === 0) return <>{empty}</>;
  return (
    <Alert type="info" showIcon data-testid="product-list-later" title={t('listInLaterRelease')} />
  );
}
