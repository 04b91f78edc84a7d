import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceOrder } from '@omni/shared/contracts/orders';
import { formatMinor } from '../../../common/minor-money';

const COLORS: Record<string, string> = {
  pending: 'processing',
  accepted: 'success',
  completed: 'success',
  rejected: 'error',
};

/** A source order's latest refund (ADR 048): its status, the amount asked and why it failed. */
export function RefundStatus({ refund }: { refund: SourceOrder['refund_info'] }) {
  const { t } = useTranslation('orders');
  if (!refund) return null;
  const status = t(`orderCenter.subStatuses.refund.${refund.status}`, {
    defaultValue: refund.status,
  });
  return (
    <Typography.Text data-testid="refund-status" data-status={refund.status}>
      <Tag color={COLORS[refund.status]}>{t('refund.status', { status })}</Tag>
      {refund.amount_minor !== undefined && refund.currency
        ? formatMinor({ amount: refund.amount_minor, currency: refund.currency })
        : null}
      {refund.error_key ? (
        <Typography.Text type="danger">
          {' '}
          {t(`placement.errors.${refund.error_key}`, { defaultValue: refund.error_key })}
        </Typography.Text>
      ) : null}
    </Typography.Text>
  );
}
