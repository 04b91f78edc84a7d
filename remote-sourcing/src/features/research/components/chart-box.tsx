import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@omni/shared/api-client';
import { exceededQuota } from '@omni/shared/plans';
import { LoadErrorAlert, QuotaExceededAlert } from '@omni/shared/ui';

interface Props {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  empty: boolean;
  /** Why there is nothing to show (what has not been observed yet); a plain "no data" otherwise. */
  emptyText?: string;
  children: ReactNode;
}

/**
 * The loading, error (with Retry) and empty states every research tab shares; a lookup the plan's
 * quota refused shows the upgrade message instead (spec 001 §6), since a retry cannot help.
 */
export function TabState({ query, empty, emptyText, children }: Props) {
  const { t } = useTranslation('sourcing');
  if (query.isPending) return <Skeleton active />;
  const quota = query.error instanceof ApiError ? exceededQuota(query.error.result) : null;
  if (quota) return <QuotaExceededAlert quota={quota} data-testid="research-quota-exceeded" />;
  if (query.isError)
    return <LoadErrorAlert title={t('research.error')} onRetry={() => void query.refetch()} />;
  if (empty) return <Empty description={emptyText ?? t('research.empty')} />;
  return <>{children}</>;
}
