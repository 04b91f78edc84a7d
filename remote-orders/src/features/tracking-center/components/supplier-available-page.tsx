import { App, Button, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SHIPMENT_STATUSES,
  TRACK_NOW_MAX,
  type ShipmentStatus,
} from '@omni/shared/contracts/parcel-tracking';
import { type TrackingCenterParcel } from '@omni/shared/contracts/orders';
import { formatDateTime } from '@omni/shared/format';
import { ShipmentStatusTag } from '../../../common/shipment-status-tag';
import { useTrackingList, useTrackNow } from '../api/tracking-center';
import { OrderLink } from './order-link';
import { PagedList } from './paged-list';
import { TrackingCenterHeader } from './tracking-center-header';
import { useListParams } from './use-list-params';

/**
 * Supplier available: the parcels the suppliers shipped the workplace's orders in, as the tracking
 * service last reported them, one server page at a time, filtered by status and searched; the
 * chosen ones can be pulled from the tracking service now (track now).
 */
export default function SupplierAvailablePage() {
  const { t, i18n } = useTranslation('orders');
  const { params, update } = useListParams();
  const list = useTrackingList({
    page: params.page,
    page_size: params.pageSize,
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.status ? { status: params.status } : {}),
  });
  const filtered = Boolean(params.keyword || params.status);
  const { message } = App.useApp();
  const trackNow = useTrackNow();
  // chosen on the page shown: a new page, search or filter starts with none chosen
  const [chosen, setChosen] = useState<{ key: string; numbers: string[] }>({
    key: '',
    numbers: [],
  });
  const pageKey = JSON.stringify(params);
  const numbers = chosen.key === pageKey ? chosen.numbers : [];
  const refresh = () =>
    trackNow.mutate(numbers, {
      onSuccess: (result) => {
        setChosen({ key: '', numbers: [] });
        void message.success(t('trackingCenter.tracked', { count: result.trackings.length }));
      },
    });
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');

  const columns = [
    {
      key: 'number',
      title: t('trackingCenter.columns.trackingNumber'),
      render: (_: unknown, row: TrackingCenterParcel) => (
        <Typography.Text data-testid="tracking-number">{row.tracking_number}</Typography.Text>
      ),
    },
    {
      key: 'order',
      title: t('trackingCenter.columns.order'),
      render: (_: unknown, row: TrackingCenterParcel) => (
        <OrderLink order={row.order} testId="tracking-order" />
      ),
    },
    {
      key: 'carrier',
      title: t('trackingCenter.columns.carrier'),
      render: (_: unknown, row: TrackingCenterParcel) =>
        row.carrier ?? t('publicTracking.carrierUnknown'),
    },
    {
      key: 'status',
      title: t('trackingCenter.columns.status'),
      render: (_: unknown, row: TrackingCenterParcel) => (
        <ShipmentStatusTag status={row.status} data-testid="tracking-status" />
      ),
    },
    {
      key: 'latest',
      title: t('trackingCenter.columns.latestEvent'),
      render: (_: unknown, row: TrackingCenterParcel) =>
        row.latest_event ? (
          <span data-testid="tracking-latest-event">
            <Typography.Text>{row.latest_event.description}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {[when(row.latest_event.time), row.latest_event.location].filter(Boolean).join(' · ')}
            </Typography.Text>
          </span>
        ) : (
          <Typography.Text type="secondary">{t('publicTracking.noEvents')}</Typography.Text>
        ),
    },
    {
      key: 'updated',
      title: t('trackingCenter.columns.lastUpdate'),
      render: (_: unknown, row: TrackingCenterParcel) => when(row.updated_at),
    },
  ];

  return (
    <div data-testid="tracking-center-supplier-available">
      <TrackingCenterHeader active="supplier-available" />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={params.keyword}
          key={params.keyword}
          placeholder={t('trackingCenter.searchParcels')}
          aria-label={t('trackingCenter.searchParcels')}
          onSearch={(keyword) => update({ keyword, page: 1 })}
          style={{ maxWidth: 360 }}
          data-testid="tracking-search"
        />
        <Button
          type="primary"
          disabled={numbers.length === 0 || numbers.length > TRACK_NOW_MAX}
          loading={trackNow.isPending}
          onClick={refresh}
          data-testid="tracking-track-now"
        >
          {numbers.length > TRACK_NOW_MAX
            ? t('trackingCenter.tooManyChosen', { limit: TRACK_NOW_MAX })
            : t('trackingCenter.trackNow', { count: numbers.length })}
        </Button>
        <Select<ShipmentStatus | ''>
          value={params.status ?? ''}
          onChange={(status) => update({ status: status || null, page: 1 })}
          aria-label={t('trackingCenter.statusFilter')}
          style={{ minWidth: 220 }}
          data-testid="tracking-status-filter"
          options={[
            { value: '', label: t('trackingCenter.allStatuses') },
            ...SHIPMENT_STATUSES.map((status) => ({
              value: status,
              label: t(`publicTracking.statuses.${status}`),
            })),
          ]}
        />
      </Flex>
      <PagedList<TrackingCenterParcel>
        list={list}
        columns={columns}
        rowKey={(row) => row.tracking_number}
        params={params}
        update={update}
        filtered={filtered}
        emptyTitle={t('trackingCenter.noParcels')}
        testId="tracking-list"
        selection={{
          keys: numbers,
          onChange: (keys) => setChosen({ key: pageKey, numbers: keys }),
        }}
      />
    </div>
  );
}
