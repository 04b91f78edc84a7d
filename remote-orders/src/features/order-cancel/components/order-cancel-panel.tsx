import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@omni/shared/contracts/orders';
import { CancelOrdersDialog } from './cancel-orders-dialog';
import { UndoCancelButton } from './undo-cancel-button';

/**
 * The order detail's cancellation (ADR 049): a new order can be cancelled; one cancelled by the
 * channel shows the merchant's reason and, while the store still has it open, can be moved back.
 * Nothing for orders a supplier has (their refund is elsewhere).
 */
export function OrderCancelPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const name = order.order_name ?? order.platform_order_id;

  if (order.section === 'placement')
    return (
      <Flex justify="end">
        <Button danger onClick={() => setOpen(true)} data-testid="order-detail-cancel">
          {t('cancelOrders.cancel')}
        </Button>
        {open ? (
          <CancelOrdersDialog orders={[{ id: order.id, name }]} onClose={() => setOpen(false)} />
        ) : null}
      </Flex>
    );
  if (order.section !== 'cancelled' || order.sub_status !== 'channel') return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="order-detail-cancelled"
      title={t(
        order.store_cancelled ? 'cancelOrders.storeCancelled' : 'cancelOrders.cancelledHere',
      )}
      description={
        order.cancel_note ? (
          <Typography.Text data-testid="order-detail-cancel-note">
            {t('cancelOrders.reason', { note: order.cancel_note })}
          </Typography.Text>
        ) : null
      }
      action={order.store_cancelled ? null : <UndoCancelButton orderId={order.id} />}
    />
  );
}
