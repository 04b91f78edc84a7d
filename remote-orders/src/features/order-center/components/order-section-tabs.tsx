import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { isOrderSection, ORDER_SECTION_KEYS, type OrderSection } from '../utils/order-sections';
import { sectionTotal, type OrderStatusCounts } from '../utils/section-counts';
import { CountTabLabel } from './count-tab-label';

interface OrderSectionTabsProps {
  counts: OrderStatusCounts | undefined;
  loading: boolean;
  active: OrderSection;
  onSelect: (section: OrderSection) => void;
}

export function OrderSectionTabs({ counts, loading, active, onSelect }: OrderSectionTabsProps) {
  const { t } = useTranslation('orders');
  return (
    <Tabs
      aria-label={t('orderCenter.sectionsLabel')}
      activeKey={active}
      onChange={(key) => isOrderSection(key) && onSelect(key)}
      items={ORDER_SECTION_KEYS.map((section) => ({
        key: section,
        label: (
          <CountTabLabel
            label={t(`orderCenter.sections.${section}`)}
            count={sectionTotal(counts, section)}
            loading={loading}
            testId={`order-section-${section}`}
          />
        ),
      }))}
    />
  );
}
