import { Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AwaitingTracking } from '@omni/shared/contracts/orders';
import { formatDateTime } from '@omni/shared/format';
import { useAwaitingTrackingList } from '../api/tracking-center';
import { daysWaited } from '../utils/list-params';
import { OrderLink } from './order-link';
import { PagedList } from './paged-list';
import { TrackingCenterHeader } from './tracking-center-header';
import { useListParams } from './use-list-params';

/**
 * Supplier unavailable: orders placed with a supplier that has not given a tracking number yet
 * (ADR 047), longest waiting first, so the merchant sees what is late.
 */
export default function SupplierUnavailablePage() {
  const { t, i18n } = useTranslation('orders');
  const { params, update } = useListParams();
  const list = useAwaitingTrackingList({
    page: params.page,
    page_size: params.pageSize,
    ...(params.keyword ? { keyword: params.keyword } : {}),
  });
  const now = Date.now();

  const columns = [
    {
      key: 'order',
      title: t('trackingCenter.columns.order'),
      render: (_: unknown, row: AwaitingTracking) => (
        <OrderLink order={row.order} testId="awaiting-order" />
      ),
    },
    {
      key: 'supplier',
      title: t('trackingCenter.columns.supplier'),
      render: (_: unknown, row: AwaitingTracking) => (
        <span data-testid="awaiting-supplier">
          {t(`trackingCenter.sources.${row.source}`, { defaultValue: row.source })}
        </span>
      ),
    },
    {
      key: 'numbers',
      title: t('trackingCenter.columns.supplierOrder'),
      render: (_: unknown, row: AwaitingTracking) => (
        <span data-testid="awaiting-supplier-order">
          {row.source_order_numbers.join(', ') || '—'}
        </span>
      ),
    },
    {
      key: 'placed',
      title: t('trackingCenter.columns.placedAt'),
      render: (_: unknown, row: AwaitingTracking) => formatDateTime(row.placed_at, i18n.language),
    },
    {
      key: 'paid',
      title: t('trackingCenter.columns.paidAt'),
      render: (_: unknown, row: AwaitingTracking) =>
        row.paid_at ? (
          formatDateTime(row.paid_at, i18n.language)
        ) : (
          <Typography.Text type="warning">{t('trackingCenter.notPaid')}</Typography.Text>
        ),
    },
    {
      key: 'waited',
      title: t('trackingCenter.columns.waited'),
      render: (_: unknown, row: AwaitingTracking) => (
        <span data-testid="awaiting-waited">{daysWaited(row.placed_at, now)}</span>
      ),
    },
  ];

  return (
    <div data-testid="tracking-center-supplier-unavailable">
      <TrackingCenterHeader active="supplier-unavailable" />
      <Typography.Paragraph type="secondary">
        {t('trackingCenter.awaitingHint')}
      </Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={params.keyword}
          key={params.keyword}
          placeholder={t('trackingCenter.searchOrders')}
          aria-label={t('trackingCenter.searchOrders')}
          onSearch={(keyword) => update({ keyword, page: 1 })}
          style={{ maxWidth: 360 }}
          data-testid="awaiting-search"
        />
      </Flex>
      <PagedList<AwaitingTracking>
        list={list}
        columns={columns}
        rowKey={(row) => `${row.order.id}:${row.source}`}
        params={params}
        update={update}
        filtered={Boolean(params.keyword)}
        emptyTitle={t('trackingCenter.noneWaiting')}
        testId="awaiting-list"
      />
    </div>
  );
}
