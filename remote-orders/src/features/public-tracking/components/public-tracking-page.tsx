import { Button, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isUnknownOrder, usePublicTracking } from '../api/public-tracking';
import { ParcelCard } from './parcel-card';

const PAGE_STYLE = { width: '100%', maxWidth: 760, marginInline: 'auto' } as const;

/**
 * /tracking/:orderId (spec 000 §2): where a merchant sends their customer to follow the order's
 * parcels, without an account (ADR 046). The order's name, the store, and per parcel its status,
 * carrier, number and the carrier's events.
 */
export default function PublicTrackingPage() {
  const { t } = useTranslation('orders');
  const { orderId = '' } = useParams();
  const tracking = usePublicTracking(orderId);

  if (tracking.isPending)
    return (
      <div style={PAGE_STYLE} data-testid="public-tracking-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  if (tracking.isError)
    return isUnknownOrder(tracking.error) ? (
      <Result
        status="404"
        title={t('publicTracking.notFound.title')}
        subTitle={t('publicTracking.notFound.text')}
        data-testid="public-tracking-not-found"
      />
    ) : (
      <Result
        status="warning"
        title={t('publicTracking.loadError')}
        data-testid="public-tracking-error"
        extra={
          <Button type="primary" onClick={() => void tracking.refetch()}>
            {t('publicTracking.retry')}
          </Button>
        }
      />
    );

  const { order_name: name, store_name: store, parcels } = tracking.data;
  return (
    <Flex vertical gap="middle" style={PAGE_STYLE} data-testid="public-tracking-page">
      <header>
        <Typography.Title level={2} style={{ marginBottom: 4 }} data-testid="public-tracking-title">
          {name ? t('publicTracking.title', { name }) : t('publicTracking.titleWithoutName')}
        </Typography.Title>
        {store ? (
          <Typography.Text type="secondary" data-testid="public-tracking-store">
            {t('publicTracking.store', { store })}
          </Typography.Text>
        ) : null}
      </header>
      {parcels.length === 0 ? (
        <Empty description={t('publicTracking.empty')} data-testid="public-tracking-empty" />
      ) : (
        parcels.map((parcel, index) => (
          <ParcelCard
            key={parcel.tracking_number}
            parcel={parcel}
            title={
              parcels.length > 1
                ? t('publicTracking.parcelOf', { index: index + 1, count: parcels.length })
                : t('publicTracking.parcel')
            }
          />
        ))
      )}
    </Flex>
  );
}
