import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@omni/shared/ui';

interface Props {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  children: ReactNode;
}

/** The loading, error (with Retry) and empty states every research tab shares. */
export function TabState({ query, empty, children }: Props) {
  const { t } = useTranslation('sourcing');
  if (query.isPending) return <Skeleton active />;
  if (query.isError)
    return <LoadErrorAlert title={t('research.error')} onRetry={() => void query.refetch()} />;
  if (empty) return <Empty description={t('research.empty')} />;
  return <>{children}</>;
}
