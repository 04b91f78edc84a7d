import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  trackingCenterSupplierAvailablePath,
  trackingCenterSupplierUnavailablePath,
} from '@omni/shared/navigation';

const TABS = {
  'supplier-available': trackingCenterSupplierAvailablePath(),
  'supplier-unavailable': trackingCenterSupplierUnavailablePath(),
} as const;
export type TrackingCenterTab = keyof typeof TABS;

/** The tracking center's heading and its tabs, one address each (spec 000 §2). */
export function TrackingCenterHeader({ active }: { active: TrackingCenterTab }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <>
      <Typography.Title level={2} data-testid="tracking-center-heading">
        {t('trackingCenter.title')}
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(TABS[key as TrackingCenterTab])}
        items={(Object.keys(TABS) as TrackingCenterTab[]).map((key) => ({
          key,
          label: (
            <span data-testid={`tracking-center-tab-${key}`}>
              {t(`trackingCenter.tabs.${key}`)}
            </span>
          ),
        }))}
      />
    </>
  );
}
