import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@omni/shared/navigation';
import { LoadErrorAlert } from '@omni/shared/ui';
import { formatMinor } from '../../../common/minor-money';
import { useConfirmPayment } from '../api/confirm-payment';

/** Where the card / PayPal checkout returns: settles the payment and says how it went. */
export default function PaymentConfirmationPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id');
  const confirmation = useConfirmPayment(paymentId);
  const payment = confirmation.data;

  return (
    <Flex vertical gap="middle" data-testid="payment-confirmation-page">
      <Typography.Title level={2}>{t('payment.confirmationTitle')}</Typography.Title>
      {!paymentId ? (
        <Alert type="warning" title={t('payment.noPayment')} />
      ) : confirmation.isPending || payment?.status === 'pending' ? (
        <Flex gap="small" align="center">
          <Spin />
          <Typography.Text>{t('payment.waitingProvider')}</Typography.Text>
        </Flex>
      ) : confirmation.isError ? (
        <LoadErrorAlert
          title={t('payment.confirmationError')}
          onRetry={() => void confirmation.refetch()}
        />
      ) : payment?.status === 'paid' ? (
        <Alert type="success" title={t('payment.paid', { amount: formatMinor(payment) })} />
      ) : (
        <Alert type="warning" title={t('payment.notPaid')} />
      )}
      <Link to={paths.orders({ section: 'payment' })}>
        <Button>{t('payment.backToOrders')}</Button>
      </Link>
    </Flex>
  );
}
