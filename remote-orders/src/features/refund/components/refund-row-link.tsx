import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderListRow } from '@omni/shared/contracts/orders';
import { orderDetailPath } from '@omni/shared/navigation';

/** Rows whose supplier was paid and whose order is not yet in the refund section. */
export const offersRefund = (row: Pick<OrderListRow, 'section' | 'archived' | 'placements'>) =>
  !row.archived &&
  (row.section === 'payment' || row.section === 'shipment') &&
  row.placements.some((p) => p.status === 'success' && p.paid);

/**
 * The order center's "Request refund" (ADR 048): opens the order's detail with the refund dialog,
 * where the merchant sees what the supplier offers and chooses items and amount.
 */
export function RefundRowLink({ row }: { row: OrderListRow }) {
  const { t } = useTranslation('orders');
  if (!offersRefund(row)) return null;
  return (
    <Link to={`${orderDetailPath(row.id, row.section)}?refund=1`} data-testid="order-refund">
      <Button size="small">{t('refund.request')}</Button>
    </Link>
  );
}
