import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUndoCancel } from '../api/cancel-orders';

/**
 * Takes the merchant's cancellation back: the order returns to New orders. Offered only while the
 * store has the order open (`storeCancelled` false); the API checks it again (ADR 049).
 */
export function UndoCancelButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const undo = useUndoCancel();
  return (
    <Popconfirm
      title={t('cancelOrders.undoConfirm')}
      okText={t('cancelOrders.undo')}
      cancelText={t('cancelOrders.keepCancelled')}
      onConfirm={() =>
        undo.mutate([orderId], {
          onSuccess: ({ reverted }) =>
            reverted.length > 0
              ? void message.success(t('cancelOrders.undoDone', { count: reverted.length }))
              : void message.warning(t('cancelOrders.undoRefused')),
          onError: () => void message.error(t('cancelOrders.error')),
        })
      }
    >
      <Button loading={undo.isPending} data-testid="order-undo-cancel">
        {t('cancelOrders.undo')}
      </Button>
    </Popconfirm>
  );
}
