import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  isSubStatusOf,
  subStatusesOf,
  type OrderSection,
  type OrderSubStatus,
} from '../utils/order-sections';
import { subStatusCount, type OrderStatusCounts } from '../utils/section-counts';
import { CountTabLabel } from './count-tab-label';

interface OrderSubStatusTabsProps {
  counts: OrderStatusCounts | undefined;
  loading: boolean;
  section: OrderSection;
  active: OrderSubStatus;
  onSelect: (subStatus: OrderSubStatus) => void;
}

export function OrderSubStatusTabs({
  counts,
  loading,
  section,
  active,
  onSelect,
}: OrderSubStatusTabsProps) {
  const { t } = useTranslation('orders');
  // Shipment has ten sub-statuses: let the strip scroll sideways instead of squeezing them.
  return (
    <div style={{ overflowX: 'auto' }}>
      <Segmented<string>
        aria-label={t('orderCenter.subStatusesLabel')}
        data-testid="order-sub-status-tabs"
        value={active}
        onChange={(value) => isSubStatusOf(section, value) && onSelect(value)}
        options={subStatusesOf(section).map((subStatus) => ({
          value: subStatus,
          label: (
            <CountTabLabel
              label={t(`orderCenter.subStatuses.${section}.${subStatus}`)}
              count={subStatusCount(counts, section, subStatus)}
              loading={loading}
              testId={`order-sub-status-${subStatus}`}
            />
          ),
        }))}
      />
    </div>
  );
}
