import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
    return (
      <Alert
        type="error"
        showIcon
        title={t('research.error')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        }
      />
    );
  if (empty) return <Empty description={t('research.empty')} />;
  return <>{children}</>;
}
