import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShipmentStatus } from '@omni/shared/contracts/parcel-tracking';

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

/** The tag colour of a status (antd preset names). */
export const shipmentStatusColor = (status: ShipmentStatus) => STATUS_COLOR[status];

/**
 * A parcel's shipment status (spec 002 §3) in the merchant's words: the public tracking page and
 * the tracking center show the same tag.
 */
export function ShipmentStatusTag({
  status,
  'data-testid': testId = 'public-parcel-status',
}: {
  status: ShipmentStatus;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={testId} data-status={status}>
      {t(`publicTracking.statuses.${status}`)}
    </Tag>
  );
}
