import { Card, Descriptions, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShipmentStatus } from '@omni/shared/contracts/parcel-tracking';
import type { PublicParcel } from '@omni/shared/contracts/orders';
import { formatDateTime } from '@omni/shared/format';
import { ShipmentStatusTag, shipmentStatusColor } from '../../../common/shipment-status-tag';

/** A timeline dot takes one of Timeline's own colours. */
const dotColor = (status: ShipmentStatus | undefined) => {
  const color = status ? shipmentStatusColor(status) : 'default';
  return color === 'default' || color === 'gold' ? 'gray' : color;
};

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
