import { Alert, App, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_NOTE_MAX } from '@omni/shared/contracts/orders';
import { useCancelOrders } from '../api/cancel-orders';
import { cancelOutcome } from '../utils/cancel-outcome';

export interface CancelTarget {
  id: string;
  name: string;
}

/**
 * Asks before cancelling orders (ADR 049): which ones, an optional reason, and that the store is
 * not changed. The reason typed stays when the call fails, so it can be sent again.
 */
export function CancelOrdersDialog({
  orders,
  onClose,
  onCancelled,
}: {
  orders: readonly CancelTarget[];
  onClose: () => void;
  onCancelled?: () => void;
}) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const cancel = useCancelOrders();
  const [note, setNote] = useState('');

  const submit = () =>
    cancel.mutate(
      { order_ids: orders.map((order) => order.id), ...(note.trim() ? { note } : {}) },
      {
        onSuccess: (result) => {
          const outcome = cancelOutcome(result, t);
          if (outcome.done) void message.success(outcome.done);
          for (const line of outcome.refused) void message.warning(line);
          onCancelled?.();
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('cancelOrders.title')}
      okText={t('cancelOrders.confirm')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      cancelText={t('cancelOrders.keep')}
      onOk={submit}
      onCancel={onClose}
      // a click beside the dialog would lose the reason typed (and, in a loaded journey, a
      // click landing while the dialog still zooms in closed it instead of confirming)
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="cancel-orders-dialog"
    >
      <Flex vertical gap="small">
        <Typography.Text data-testid="cancel-orders-names">
          {t('cancelOrders.orders', { names: orders.map((order) => order.name).join(', ') })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('cancelOrders.text', { tab: t('orderCenter.subStatuses.cancelled.channel') })}
        </Typography.Text>
        <Alert type="info" showIcon title={t('cancelOrders.storeHint')} />
        <Form layout="vertical" component="div">
          <Form.Item label={t('cancelOrders.noteLabel')} htmlFor="cancel-orders-note">
            <Input.TextArea
              id="cancel-orders-note"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={CANCEL_NOTE_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder={t('cancelOrders.notePlaceholder')}
              data-testid="cancel-orders-note"
            />
          </Form.Item>
        </Form>
        {cancel.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('cancelOrders.error')}
            data-testid="cancel-orders-error"
          />
        ) : null}
      </Flex>
    </Modal>
  );
}
