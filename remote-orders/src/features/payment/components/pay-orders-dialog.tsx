import { Alert, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '@omni/shared/ui';
import { formatMinor } from '../../../common/minor-money';
import { usePaymentInfo } from '../api/payment-info';
import { usePayOrders } from '../api/pay-orders';
import { usePaymentSetting } from '../../../common/api/payment-setting';
import { openCheckouts } from '../utils/open-checkouts';

export interface PayOrdersDialogProps {
  orderIds: readonly string[];
  open: boolean;
  onClose: () => void;
}

/**
 * Pay for placed orders (spec 002 §4, §9): says how it will be paid (the preference), then pays —
 * from the wallet, or by opening the card / PayPal checkout — and shows the outcome translated.
 */
export function PayOrdersDialog({ orderIds, open, onClose }: PayOrdersDialogProps) {
  const { t } = useTranslation('orders');
  useFocusReturn();
  const setting = usePaymentSetting();
  const pay = usePayOrders();
  const result = pay.data;
  // paid, or handed to the checkout page: paying again would charge twice
  const finished = result?.status === 'paid' || result?.status === 'pending';
  // what paying will take is shown until the merchant pays; after that the outcome speaks
  const info = usePaymentInfo(orderIds, open && !result);
  const before = result ? undefined : info.data;
  // until the preference and what paying takes are known, Pay waits (disabled, spinning): a click
  // then would pay what the merchant has not seen. An info that failed to load does not hold it.
  const preparing = !result && (setting.isPending || (orderIds.length > 0 && info.isPending));

  const submit = () =>
    pay.mutate(orderIds, {
      onSuccess: (payment) => {
        if (payment.status === 'pending' && payment.checkout_url)
          openCheckouts([payment.checkout_url]);
      },
    });

  return (
    <Modal
      open={open}
      title={t('payment.dialogTitle', { count: orderIds.length })}
      onCancel={() => {
        pay.reset();
        onClose();
      }}
      onOk={() => (finished ? onClose() : submit())}
      okText={finished ? t('payment.done') : t('payment.pay')}
      cancelText={t('payment.close')}
      okButtonProps={{
        loading: pay.isPending || preparing,
        disabled: preparing || (!finished && before?.error_key != null),
      }}
      data-testid="pay-orders-dialog"
    >
      <Flex vertical gap="middle">
        {setting.data ? (
          <Typography.Text>
            {t(`payment.behaviorHint.${setting.data.payment_behavior}`, {
              method: t(`payment.methods.${setting.data.pay_method}`),
            })}
          </Typography.Text>
        ) : null}
        {before && before.error_key !== 'nothing_to_pay' ? (
          <Flex vertical gap={0} data-testid="payment-info">
            <Typography.Text strong>
              {t('payment.toPay', { amount: formatMinor(before) })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('payment.walletBalance', {
                amount: formatMinor({ amount: before.wallet_balance, currency: before.currency }),
              })}
            </Typography.Text>
            {before.order_ids.length < orderIds.length ? (
              <Typography.Text type="secondary">
                {t('payment.payableOrders', {
                  payable: before.order_ids.length,
                  count: orderIds.length,
                })}
              </Typography.Text>
            ) : null}
          </Flex>
        ) : null}
        {before?.error_key ? (
          <Alert
            type="warning"
            data-testid="payment-info-problem"
            title={t(`payment.errors.${before.error_key}`)}
          />
        ) : null}
        {result?.status === 'paid' ? (
          <Alert
            type="success"
            data-testid="payment-result"
            title={t('payment.paid', { amount: formatMinor(result) })}
          />
        ) : null}
        {result?.status === 'pending' ? (
          <Alert
            type="info"
            data-testid="payment-result"
            title={t('payment.checkoutOpened', { method: t(`payment.methods.${result.method}`) })}
          />
        ) : null}
        {result?.status === 'failed' ? (
          <Alert
            type="error"
            data-testid="payment-result"
            title={t(`payment.errors.${result.error_key ?? 'nothing_to_pay'}`)}
          />
        ) : null}
        {pay.isError ? <Alert type="error" title={t('payment.errors.request_failed')} /> : null}
      </Flex>
    </Modal>
  );
}
