import { App, Button, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { orderTableKey, type OrderListRow } from '@omni/shared/contracts/orders';
import { orderCreatePath } from '@omni/shared/navigation';
import { EmptyState, LoadErrorAlert } from '@omni/shared/ui';
import { PayOrdersDialog } from '../../payment/components/pay-orders-dialog';
import { usePayAll } from '../../payment/api/pay-all';
import { useRetryAllPayments } from '../../payment/api/retry-all';
import { TransactionLogsDrawer } from '../../payment/components/transaction-logs-drawer';
import { OmniRequestButton } from '../../omni-fulfillment/components/omni-request-button';
import { PlaceOrdersDialog } from '../../placement/components/place-orders-dialog';
import { useOrderCancelActions } from '../../order-cancel/components/use-order-cancel-actions';
import { PlacementProgressPanel } from '../../placement/components/placement-progress-panel';
import { useOrderStatusCounts } from '../api/get-order-status-counts';
import {
  useArchiveOrders,
  useMarkOrders,
  useOrderColumnList,
  useOrderList,
} from '../api/order-list';
import { listQueryOf, useListFilters } from '../hooks/use-list-filters';
import { useOrderFilters } from '../hooks/use-order-filters';
import { visibleColumns } from '../utils/order-columns';
import { idsFor } from '../utils/order-row-values';
import { ColumnChooser } from './column-chooser';
import { BulkShippingDialog } from './bulk-shipping-dialog';
import { OrderBulkBar } from './order-bulk-bar';
import { OrderList } from './order-list';
import { OrderListFilters } from './order-list-filters';
import { OrderSectionTabs } from './order-section-tabs';
import { OrderSubStatusTabs } from './order-sub-status-tabs';
import { SectionSummary } from './section-summary';

/**
 * The order center (spec 002 §2, §3): section and sub-status tabs with their counts, the section
 * summary, the filtered list of the tab with its columns, and what can be done from it — mark,
 * archive, place with the suppliers (with the progress panel) and pay.
 */
export default function OrderCenterPage() {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const tabs = useOrderFilters();
  const { filters, setFilters } = useListFilters();
  const counts = useOrderStatusCounts();
  const query = useMemo(
    () => ({ ...listQueryOf(filters), order_status: tabs.section, sub_status: tabs.subStatus }),
    [filters, tabs.section, tabs.subStatus],
  );
  const list = useOrderList(query);
  const savedColumns = useOrderColumnList();
  const table = orderTableKey(tabs.section, tabs.subStatus);
  const columns = visibleColumns(table, savedColumns.data);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.orders) ?? [], [list.data]);
  const range = list.data?.pages[0];

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // a selection belongs to the list it was made in
  useEffect(() => setSelected(new Set()), [query]);
  const selectedRows = rows.filter((row) => selected.has(row.id));

  const [placing, setPlacing] = useState<string[] | null>(null);
  const [paying, setPaying] = useState<string[] | null>(null);
  const [shipping, setShipping] = useState<{ id: string; name: string }[] | null>(null);
  const [progressIds, setProgressIds] = useState<string[] | null>(null);
  const [showLogs, setShowLogs] = useState(false);
  const retryAll = useRetryAllPayments();
  const payAll = usePayAll();
  const payAllOrders = () =>
    payAll.mutate(undefined, {
      onSuccess: (due) => {
        if (due.order_ids.length === 0) return void message.info(t('payment.payAllNone'));
        if (due.remaining > 0)
          void message.info(t('payment.payAllRemaining', { count: due.remaining }));
        setPaying(due.order_ids);
      },
    });
  const retryPayments = () =>
    retryAll.mutate(undefined, {
      onSuccess: ({ retried }) =>
        retried.length > 0
          ? void message.success(t('payment.retryAllDone', { count: retried.length }))
          : void message.info(t('payment.retryAllNone')),
    });
  const mark = useMarkOrders();
  const archive = useArchiveOrders();

  const markOrders = (ids: string[], marked: boolean) =>
    mark.mutate(
      { order_ids: ids, marked },
      {
        onSuccess: ({ updated }) =>
          void message.success(
            t(marked ? 'orderList.markedDone' : 'orderList.unmarkedDone', { count: updated }),
          ),
        onError: () => void message.error(t('orderList.updateError')),
      },
    );
  const archiveOrders = (ids: string[], archived: boolean) =>
    archive.mutate(
      { orders: ids, archived },
      {
        onSuccess: ({ updated }) => {
          setSelected(new Set());
          void message.success(
            t(archived ? 'orderList.archivedDone' : 'orderList.unarchivedDone', { count: updated }),
          );
        },
        onError: () => void message.error(t('orderList.updateError')),
      },
    );

  const cancel = useOrderCancelActions(() => setSelected(new Set()));
  const actions = {
    onPlace: (row: OrderListRow) => setPlacing([row.id]),
    onPay: (row: OrderListRow) => setPaying([row.id]),
    onMark: (row: OrderListRow) => markOrders([row.id], !row.marked),
    onArchive: (row: OrderListRow) => archiveOrders([row.id], !row.archived),
    onCancel: (row: OrderListRow) => cancel.ask([row]),
    onUndoCancel: cancel.undo,
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Flex vertical gap="middle" data-testid="order-center-page">
      <Flex component="header" justify="space-between" align="start" gap="small" wrap>
        <div>
          <Typography.Title level={2} data-testid="orders-heading">
            {t('orderCenter.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('orderCenter.subtitle')}</Typography.Text>
        </div>
        <Button
          type="primary"
          onClick={() => void navigate(orderCreatePath())}
          data-testid="orders-create"
        >
          {t('createOrder.open')}
        </Button>
      </Flex>

      <OrderSectionTabs
        counts={counts.data}
        loading={counts.isPending}
        active={tabs.section}
        onSelect={tabs.selectSection}
      />
      <OrderSubStatusTabs
        counts={counts.data}
        loading={counts.isPending}
        section={tabs.section}
        active={tabs.subStatus}
        onSelect={tabs.selectSubStatus}
      />
      {counts.isError ? (
        <LoadErrorAlert
          data-testid="orders-counts-error"
          title={t('orderCenter.countsError')}
          onRetry={() => void counts.refetch()}
        />
      ) : null}

      <SectionSummary
        section={tabs.section}
        source={filters.source}
        from_date={filters.from_date}
        to_date={filters.to_date}
      />
      <OrderListFilters filters={filters} onChange={setFilters} range={range} />

      {progressIds ? (
        <PlacementProgressPanel ids={progressIds} onClose={() => setProgressIds(null)} />
      ) : null}

      <Flex gap="small" wrap justify="space-between" align="center">
        <OrderBulkBar
          selectedCount={selectedRows.length}
          placeable={tabs.section === 'placement' ? idsFor(selectedRows, 'place').length : null}
          payable={tabs.section === 'payment' ? idsFor(selectedRows, 'pay').length : null}
          shippable={tabs.section === 'placement' ? selectedRows.length : null}
          archived={filters.archived}
          busy={mark.isPending || archive.isPending}
          onPlace={() => setPlacing(idsFor(selectedRows, 'place'))}
          onPay={() => setPaying(idsFor(selectedRows, 'pay'))}
          onShipping={() =>
            setShipping(
              selectedRows.map((row) => ({
                id: row.id,
                name: row.order_name ?? row.platform_order_id,
              })),
            )
          }
          onMark={(marked) => markOrders([...selected], marked)}
          onArchive={() => archiveOrders([...selected], !filters.archived)}
          onClear={() => setSelected(new Set())}
        />
        <Flex gap="small" align="center">
          {tabs.section === 'placement' ? (
            <Button
              danger
              disabled={selectedRows.length === 0}
              onClick={() => cancel.ask(selectedRows)}
              data-testid="order-bulk-cancel"
            >
              {t('cancelOrders.bulk', { count: selectedRows.length })}
            </Button>
          ) : null}
          {tabs.section === 'placement' ? (
            <OmniRequestButton
              orderIds={selectedRows.map((row) => row.id)}
              onRequested={(result) => {
                setSelected(new Set());
                setProgressIds(result.entries.map((entry) => entry.id));
              }}
            />
          ) : null}
          {tabs.section === 'payment' ? (
            <>
              <Button
                loading={payAll.isPending}
                onClick={payAllOrders}
                data-testid="orders-pay-all"
              >
                {t('payment.payAll')}
              </Button>
              <Button
                loading={retryAll.isPending}
                onClick={retryPayments}
                data-testid="payments-retry-all"
              >
                {t('payment.retryAll')}
              </Button>
              <Button onClick={() => setShowLogs(true)} data-testid="transaction-logs-open">
                {t('transactionLogs.open')}
              </Button>
            </>
          ) : null}
          <ColumnChooser table={table} />
        </Flex>
      </Flex>

      {list.isPending ? (
        <Skeleton active data-testid="orders-loading" />
      ) : list.isError ? (
        <LoadErrorAlert
          data-testid="orders-list-error"
          title={t('orderList.loadError')}
          onRetry={() => void list.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          data-testid="orders-empty"
          title={t('orderCenter.emptyTitle')}
          description={t('orderList.emptyDescription')}
        />
      ) : (
        <OrderList
          rows={rows}
          columns={columns}
          selected={selected}
          onToggle={toggle}
          onToggleAll={(all) => setSelected(all ? new Set(rows.map((row) => row.id)) : new Set())}
          actions={actions}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={() => void list.fetchNextPage()}
        />
      )}

      {/* mounted only while open: each opening starts from a fresh preview and payment */}
      {placing ? (
        <PlaceOrdersDialog
          orderIds={placing}
          open
          onClose={() => setPlacing(null)}
          onPlaced={(result) => {
            setSelected(new Set());
            setProgressIds(result.entries.map((entry) => entry.id));
            if (result.failed.length > 0)
              void message.warning(t('orderList.notQueued', { count: result.failed.length }));
          }}
        />
      ) : null}
      {cancel.dialog}
      {showLogs ? <TransactionLogsDrawer open onClose={() => setShowLogs(false)} /> : null}
      {shipping ? <BulkShippingDialog orders={shipping} onClose={() => setShipping(null)} /> : null}
      {paying ? (
        <PayOrdersDialog
          orderIds={paying}
          open
          onClose={() => {
            setPaying(null);
            setSelected(new Set());
          }}
        />
      ) : null}
    </Flex>
  );
}
