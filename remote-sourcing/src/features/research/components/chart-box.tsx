import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@omni/shared/ui';

interface Props {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  /** Why there is nothing to show (what has not been observed yet); a plain "no data" otherwise. */
  emptyText?: string;
  children: ReactNode;
}

/** The loading, error (with Retry) and empty states every research tab shares. */
export function TabState({ query, empty, emptyText, children }: Props) {
  const { t } = useTranslation('sourcing');
  if (query.isPending) return <Skeleton active />;
  if (query.isError)
    return <LoadErrorAlert title={t('research.error')} onRetry={() => void query.refetch()} />;
  if (empty) return <Empty description={emptyText ?? t('research.empty')} />;
  return <>{children}</>;
}
