import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRACKING_CENTER_PAGE_SIZES } from '@omni/shared/contracts/orders';
import { EmptyState, LoadErrorAlert } from '@omni/shared/ui';
import type { ListParams } from '../utils/list-params';

interface PagedQuery<T> {
  data?: { items: T[]; total: number };
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * One server page of a tracking-center list in a table with its pager: the load error with Retry,
 * and an empty list that says so (no results for a search, nothing at all otherwise).
 */
export function PagedList<T extends object>({
  list,
  columns,
  rowKey,
  params,
  update,
  filtered,
  emptyTitle,
  testId,
  selection,
}: {
  list: PagedQuery<T>;
  columns: TableColumnsType<T>;
  rowKey: (row: T) => string;
  params: ListParams;
  update: (change: Partial<ListParams>) => void;
  filtered: boolean;
  emptyTitle: string;
  testId: string;
  /** Rows the merchant can choose (their keys), for an action on the chosen ones. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void };
}) {
  const { t } = useTranslation('orders');
  if (list.isError)
    return (
      <LoadErrorAlert
        title={t('trackingCenter.loadError')}
        onRetry={() => void list.refetch()}
        data-testid={`${testId}-load-error`}
      />
    );
  // a narrow screen scrolls the table in its own box: antd's scroll.x would add a measure row that
  // axe flags (aria-hidden with the selection checkbox inside)
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<T>
        rowKey={rowKey}
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.items ?? []}
        data-testid={testId}
        {...(selection
          ? {
              rowSelection: {
                selectedRowKeys: selection.keys,
                onChange: (keys) => selection.onChange(keys.map(String)),
              },
            }
          : {})}
        locale={{
          emptyText: list.isPending ? (
            ' '
          ) : (
            <EmptyState
              kind={filtered ? 'noResults' : 'noData'}
              title={filtered ? undefined : emptyTitle}
              data-testid={`${testId}-empty`}
            />
          ),
        }}
        pagination={{
          current: params.page,
          pageSize: params.pageSize,
          total: list.data?.total ?? 0,
          pageSizeOptions: TRACKING_CENTER_PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('trackingCenter.total', { count: total }),
          onChange: (page, pageSize) =>
            update({ page: pageSize === params.pageSize ? page : 1, pageSize }),
        }}
      />
    </div>
  );
}
