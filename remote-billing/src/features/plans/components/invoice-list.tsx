import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanInvoice } from '@omni/shared/contracts/billing';
import { formatDateTime } from '@omni/shared/format';
import { EmptyState, LoadErrorAlert } from '@omni/shared/ui';
import { formatMinor } from '../../../common/format-minor';
import { usePaymentLogs } from '../api/get-payment-logs';

/** GET payments/user/payment-logs as an invoice list: what was charged for which plan, and when. */
export function InvoiceList({ planName }: { planName: (key: string | null) => string }) {
  const { t } = useTranslation('billing');
  const logs = usePaymentLogs();
  if (logs.isError)
    return (
      <LoadErrorAlert
        title={t('subscription.invoices.error')}
        onRetry={() => void logs.refetch()}
      />
    );
  if (logs.data?.items.length === 0)
    return <EmptyState data-testid="invoices-empty" title={t('subscription.invoices.empty')} />;
  return (
    <Table<PlanInvoice>
      data-testid="invoice-list"
      size="small"
      rowKey="id"
      loading={logs.isPending}
      dataSource={logs.data?.items ?? []}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        {
          key: 'date',
          title: t('subscription.invoices.date'),
          render: (_, row) => formatDateTime(row.created_at),
        },
        {
          key: 'plan',
          title: t('subscription.invoices.plan'),
          render: (_, row) => planName(row.plan_key),
        },
        {
          key: 'amount',
          title: t('subscription.invoices.amount'),
          align: 'end',
          render: (_, row) => (
            <span data-testid="invoice-amount">{formatMinor(row.amount_minor, row.currency)}</span>
          ),
        },
        {
          key: 'status',
          title: t('subscription.invoices.status'),
          render: (_, row) => (
            <Tag color={row.status === 'paid' ? 'green' : 'red'} data-testid="invoice-status">
              {t(`subscription.invoices.statuses.${row.status}`)}
            </Tag>
          ),
        },
        {
          key: 'link',
          title: t('subscription.invoices.document'),
          render: (_, row) =>
            row.hosted_url ? (
              <Typography.Link href={row.hosted_url} target="_blank" rel="noreferrer">
                {t('subscription.invoices.view')}
              </Typography.Link>
            ) : null,
        },
      ]}
    />
  );
}
