import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_SECTIONS, type OrderSection } from '@omni/shared/contracts/orders';

/** Colours by what the merchant has to do: act (gold), wait (blue), done (green), stopped (red). */
const COLOR: Record<string, string> = {
  ready: 'gold',
  waiting_payment: 'gold',
  order_placed: 'blue',
  in_transit: 'blue',
  out_for_delivery: 'blue',
  available_for_pickup: 'blue',
  info_received: 'blue',
  delivered: 'green',
  completed: 'green',
  accepted: 'green',
  pending: 'gold',
  expired: 'red',
  delivery_failure: 'red',
  exception: 'red',
  rejected: 'red',
  channel: 'red',
  source: 'red',
};

/** An order's sub-status (spec 002 §2) as a coloured tag, named as on the order center's tabs. */
export function OrderStatusBadge({ section, subStatus }: { section: string; subStatus: string }) {
  const { t } = useTranslation('orders');
  const known =
    section in ORDER_SECTIONS &&
    (ORDER_SECTIONS[section as OrderSection] as readonly string[]).includes(subStatus);
  return (
    <Tag color={COLOR[subStatus]} data-testid="order-status-badge" data-status={subStatus}>
      {known ? t(`orderCenter.subStatuses.${section}.${subStatus}`) : subStatus}
    </Tag>
  );
}
