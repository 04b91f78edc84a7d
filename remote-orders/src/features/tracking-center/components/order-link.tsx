import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TrackingCenterOrder } from '@omni/shared/contracts/orders';
import { orderDetailPath } from '@omni/shared/navigation';

/** A tracking-center row's order: its name (or "unnamed"), linking to its detail. */
export function OrderLink({ order, testId }: { order: TrackingCenterOrder; testId: string }) {
  const { t } = useTranslation('orders');
  return (
    <Link to={orderDetailPath(order.id, order.section)} data-testid={testId}>
      {order.name ?? t('trackingCenter.unnamedOrder')}
    </Link>
  );
}
