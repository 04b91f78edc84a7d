import { Alert, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadErrorAlert } from '@omni/shared/ui';
import { useOrderStatusCounts } from '../api/get-order-status-counts';
import { useOrderFilters } from '../hooks/use-order-filters';
import { subStatusCount } from '../utils/section-counts';
import { OrderSectionTabs } from './order-section-tabs';
import { OrderSubStatusTabs } from './order-sub-status-tabs';

/** The order center: sections and sub-status tabs with their counts; the list comes later. */
export default function OrderCenterPage() {
  const { t } = useTranslation('orders');
  const filters = useOrderFilters();
  const counts = useOrderStatusCounts();
  const current = subStatusCount(counts.data, filters.section, filters.subStatus);

  return (
    <Flex vertical gap="middle" data-testid="order-center-page">
      <header>
        <Typography.Title level={2} data-testid="orders-heading">
          {t('orderCenter.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('orderCenter.subtitle')}</Typography.Text>
      </header>

      <OrderSectionTabs
        counts={counts.data}
        loading={counts.isPending}
        active={filters.section}
        onSelect={filters.selectSection}
      />
      <OrderSubStatusTabs
        counts={counts.data}
        loading={counts.isPending}
        section={filters.section}
        active={filters.subStatus}
        onSelect={filters.selectSubStatus}
      />

      {counts.isPending ? (
        <Skeleton active data-testid="orders-loading" />
      ) : counts.isError ? (
        <LoadErrorAlert
          data-testid="orders-counts-error"
          title={t('orderCenter.countsError')}
          onRetry={() => void counts.refetch()}
        />
      ) : current === 0 ? (
        <EmptyState
          data-testid="orders-empty"
          title={t('orderCenter.emptyTitle')}
          description={t('orderCenter.emptyDescription')}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          data-testid="orders-list-later"
          title={t('orderCenter.listInLaterRelease')}
        />
      )}
    </Flex>
  );
}
