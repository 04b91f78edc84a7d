import { Card, Descriptions, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShipmentStatus } from '@omni/shared/contracts';
import type { PublicParcel } from '@omni/shared/contracts/orders';
import { formatDateTime } from '@omni/shared/format';

/** Blue while on its way, green once delivered, red when something stopped it, grey unknown. */
const STATUS_COLOR: Record<ShipmentStatus, string> = {
  NOT_FOUND: 'default',
  INFO_RECEIVED: 'blue',
  IN_TRANSIT: 'blue',
  AVAILABLE_FOR_PICKUP: 'gold',
  OUT_FOR_DELIVERY: 'blue',
  DELIVERED: 'green',
  EXPIRED: 'red',
  DELIVERY_FAILURE: 'red',
  EXCEPTION: 'red',
  ALERT: 'red',
  PENDING: 'default',
};

/** A timeline dot takes one of Timeline's own colours. */
const dotColor = (status: ShipmentStatus | undefined) => {
  const color = status ? STATUS_COLOR[status] : 'default';
  return color === 'default' || color === 'gold' ? 'gray' : color;
};

export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="public-parcel-status" data-status={status}>
      {t(`publicTracking.statuses.${status}`)}
    </Tag>
  );
}

/** One parcel: its status, carrier and copyable number, and the carrier's events newest first. */
export function ParcelCard({ parcel, title }: { parcel: PublicParcel; title: string }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Card
      size="small"
      title={title}
      extra={<ShipmentStatusTag status={parcel.status} />}
      data-testid="public-parcel"
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'carrier',
            label: t('publicTracking.carrier'),
            children: (
              <span data-testid="public-parcel-carrier">
                {parcel.carrier ?? t('publicTracking.carrierUnknown')}
              </span>
            ),
          },
          {
            key: 'number',
            label: t('publicTracking.trackingNumber'),
            children: (
              <Typography.Text
                copyable={{ text: parcel.tracking_number }}
                style={{ overflowWrap: 'anywhere' }}
                data-testid="public-parcel-number"
              >
                {parcel.tracking_number}
              </Typography.Text>
            ),
          },
          ...(parcel.delivered_at
            ? [
                {
                  key: 'delivered',
                  label: t('publicTracking.deliveredAt'),
                  children: (
                    <span data-testid="public-parcel-delivered">
                      {formatDateTime(parcel.delivered_at, i18n.language)}
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
      {parcel.events.length === 0 ? (
        <Typography.Text type="secondary" data-testid="public-parcel-no-events">
          {t('publicTracking.noEvents')}
        </Typography.Text>
      ) : (
        <Timeline
          style={{ marginTop: 16 }}
          items={parcel.events.map((event, index) => ({
            key: `${event.time}-${index}`,
            color: dotColor(event.status),
            content: (
              <div data-testid="public-parcel-event">
                <Typography.Text strong={index === 0}>{event.description}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {[formatDateTime(event.time, i18n.language), event.location]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </div>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
