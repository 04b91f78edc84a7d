import { Button, Drawer, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TransactionLog } from '@omni/shared/contracts/orders';
import { formatDateTime } from '@omni/shared/format';
import { orderDetailPath } from '@omni/shared/navigation';
import { EmptyState, LoadErrorAlert, useFocusReturn } from '@omni/shared/ui';
import { formatMinor } from '../../../common/minor-money';
import { useTransactionLogs } from '../api/transaction-logs';

/** spec 000 §2, §9: slide-in drawers are 1050 px wide (capped to the viewport). */
const DRAWER_SIZE = 'min(1050px, 100vw)';

/**
 * The payment transaction logs (spec 002 §7 orders/v6/payments/transaction-logs): each wallet
 * debit of an order payment and each refund of one, newest first, with the orders it paid for and
 * the balance after it, exactly as the ledger recorded them.
 */
export function TransactionLogsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('orders');
  useFocusReturn();
  const logs = useTransactionLogs(open);
  const rows = logs.data?.pages.flatMap((page) => page.items) ?? [];

  const columns = [
    {
      key: 'date',
      title: t('transactionLogs.columns.date'),
      render: (_: unknown, row: TransactionLog) => formatDateTime(row.created_at, i18n.language),
    },
    {
      key: 'kind',
      title: t('transactionLogs.columns.kind'),
      render: (_: unknown, row: TransactionLog) => (
        <Tag color={row.kind === 'refund' ? 'green' : 'default'}>
          {t(`transactionLogs.kinds.${row.kind}`)}
        </Tag>
      ),
    },
    {
      key: 'orders',
      title: t('transactionLogs.columns.orders'),
      render: (_: unknown, row: TransactionLog) => (
        <Flex gap={4} wrap>
          {row.orders.map((order) => (
            <Link key={order.id} to={orderDetailPath(order.id, 'payment')}>
              {order.name ?? t('transactionLogs.unnamedOrder')}
            </Link>
          ))}
        </Flex>
      ),
    },
    {
      key: 'amount',
      title: t('transactionLogs.columns.amount'),
      align: 'end' as const,
      render: (_: unknown, row: TransactionLog) => (
        <span data-testid="transaction-log-amount">
          {row.amount < 0
            ? t('transactionLogs.debit', { amount: formatMinor({ ...row, amount: -row.amount }) })
            : t('transactionLogs.credit', { amount: formatMinor(row) })}
        </span>
      ),
    },
    {
      key: 'balance',
      title: t('transactionLogs.columns.balanceAfter'),
      align: 'end' as const,
      render: (_: unknown, row: TransactionLog) =>
        formatMinor({ amount: row.balance_after, currency: row.currency }),
    },
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DRAWER_SIZE}
      title={t('transactionLogs.title')}
      data-testid="transaction-logs"
    >
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('transactionLogs.subtitle')}</Typography.Text>
        {logs.isPending ? (
          <Skeleton active />
        ) : logs.isError ? (
          <LoadErrorAlert
            title={t('transactionLogs.loadError')}
            onRetry={() => void logs.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            data-testid="transaction-logs-empty"
            title={t('transactionLogs.emptyTitle')}
            description={t('transactionLogs.emptyDescription')}
          />
        ) : (
          <Table<TransactionLog>
            rowKey="id"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={rows}
            onRow={() => ({ 'data-testid': 'transaction-log-row' }) as object}
          />
        )}
        {logs.hasNextPage ? (
          <Button loading={logs.isFetchingNextPage} onClick={() => void logs.fetchNextPage()}>
            {t('transactionLogs.more')}
          </Button>
        ) : null}
      </Flex>
    </Drawer>
  );
}
