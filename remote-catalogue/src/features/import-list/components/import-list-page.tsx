import { useMoneyDisplay } from '@omni/shared/api-client';
import { Button, Flex, Skeleton } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_COUNTS_EVENT } from '@omni/shared/contracts/catalogue';
import { getToaster } from '@omni/shared/errors';
import { useRealtimeEvent } from '@omni/shared/realtime';
import { EmptyState, LoadErrorAlert } from '@omni/shared/ui';
import { useProductCounts } from '../../../common/api/get-product-counts';
import { PushProgressOnIntent } from '@omni/shared/push-on-intent';
import { pushProductOfItem } from '../../../common/push/utils/push-product';
import { FindProductsEmpty } from '../../../common/product-lists/find-products-empty';
import { PageHeader } from '../../../common/product-lists/page-header';
import { ProductListsTabs } from '../../../common/product-lists/product-lists-tabs';
import { useBulkUpdateImports, type BulkChange } from '../api/bulk-update-imports';
import { useDeleteImports } from '../api/delete-imports';
import { useRefreshImports } from '../api/use-refresh-imports';
import { useImportList } from '../api/get-import-list';
import { useImportListFilters } from '../hooks/use-import-list-filters';
import { bulkTarget } from '../utils/bulk-target';
import { isFiltered } from '../utils/import-list-filters';
import {
  ALL_SELECTED,
  NO_SELECTION,
  headerCheckState,
  isSelected,
  selectedCount,
  toggleSelection,
  type Selection,
} from '../utils/selection';
import { BulkActionBar } from './bulk-action-bar';
import { BulkUpdateDialog } from './bulk-update-dialog';
import { ImportListHeader } from './import-list-header';
import { ImportListRows } from './import-list-rows';
import { ImportListToolbar } from './import-list-toolbar';
import './import-list.css';

/** The import list (issue 9 §1): every import of the workplace, searchable, in pages. */
export default function ImportListPage() {
  const { t } = useTranslation('catalogue');
  const counts = useProductCounts();
  const [filters, changeFilters] = useImportListFilters();
  const list = useImportList(filters);
  const money = useMoneyDisplay();
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [bulkOpen, setBulkOpen] = useState(false);
  const deletion = useDeleteImports();
  const bulkUpdate = useBulkUpdateImports();
  const refreshImports = useRefreshImports();
  // an import, delete or push elsewhere (find product, another tab, a push job): list and counts
  useRealtimeEvent(CATALOGUE_COUNTS_EVENT, () => void refreshImports());

  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const loadedIds = useMemo(() => items.map((item) => item.id), [items]);
  const filtered = isFiltered(filters);
  // the workplace total when nothing narrows the list; under filters only what is loaded is known
  const total = filtered ? items.length : (counts.data?.import_list ?? items.length);
  const count = selectedCount(selection, total);
  const target = bulkTarget(selection, filters, loadedIds);

  // another view of the list: a selection made on the previous one no longer means anything
  useEffect(() => setSelection(NO_SELECTION), [filters]);

  const toggle = useCallback(
    (id: string) => setSelection((current) => toggleSelection(current, id, loadedIds)),
    [loadedIds],
  );
  const selectEverything = () =>
    setSelection(filtered ? { all: false, ids: new Set(loadedIds) } : ALL_SELECTED);

  const onDelete = async () => {
    const result = await deletion.mutateAsync(target);
    if (result.success) {
      getToaster()?.success(t('bulk.deleted', { count }));
      setSelection(NO_SELECTION);
    }
  };
  const onBulkUpdate = async (change: BulkChange) => {
    const result = await bulkUpdate.mutateAsync({ target, change });
    if (result.success) {
      getToaster()?.success(t('bulk.updated', { count }));
      setBulkOpen(false);
    }
  };

  const workplaceEmpty = !filtered && counts.data?.import_list === 0;
  return (
    <Flex vertical gap="middle" data-testid="import-list-page">
      <PageHeader
        title={t('importList.title')}
        subtitle={t('importList.subtitle')}
        testId="import-list-heading"
      />
      <ProductListsTabs active="importList" counts={counts.data} />
      {workplaceEmpty ? (
        <FindProductsEmpty
          testId="import-list-empty"
          title={t('importList.emptyTitle')}
          description={t('importList.emptyDescription')}
        />
      ) : (
        <>
          <ImportListToolbar filters={filters} onChange={changeFilters} />
          {count > 0 && (
            <BulkActionBar
              count={count}
              pushProducts={
                target.all
                  ? items.map(pushProductOfItem)
                  : items.filter((item) => isSelected(selection, item.id)).map(pushProductOfItem)
              }
              pushAll={target.all ? { total } : null}
              selectAllCount={!selection.all && !filtered && count < total ? total : null}
              deleting={deletion.isPending}
              onSelectAll={() => setSelection(ALL_SELECTED)}
              onClear={() => setSelection(NO_SELECTION)}
              onDelete={() => void onDelete()}
              onBulkUpdate={() => setBulkOpen(true)}
            />
          )}
          {list.status === 'pending' ? (
            <Skeleton active avatar paragraph={{ rows: 6 }} data-testid="import-list-loading" />
          ) : list.status === 'error' ? (
            <LoadErrorAlert
              data-testid="import-list-error"
              title={t('list.loadError')}
              onRetry={() => void list.refetch()}
            />
          ) : items.length === 0 ? (
            <EmptyState
              data-testid="import-list-no-match"
              title={t('list.noMatch')}
              action={
                <Button
                  onClick={() =>
                    changeFilters({ q: '', source: null, shipTo: null, tag: null, pushed: null })
                  }
                  data-testid="import-list-clear-filters"
                >
                  {t('filters.clear')}
                </Button>
              }
            />
          ) : (
            <div>
              <ImportListHeader
                {...headerCheckState(selection, total)}
                onChange={(checked) => (checked ? selectEverything() : setSelection(NO_SELECTION))}
                loaded={items.length}
                total={filtered ? null : total}
              />
              <ImportListRows
                items={items}
                selection={selection}
                onToggle={toggle}
                money={money}
                hasNextPage={list.hasNextPage}
                isFetchingNextPage={list.isFetchingNextPage}
                fetchNextPage={() => void list.fetchNextPage()}
              />
            </div>
          )}
        </>
      )}
      <BulkUpdateDialog
        open={bulkOpen}
        count={count}
        saving={bulkUpdate.isPending}
        onCancel={() => setBulkOpen(false)}
        onSubmit={(change) => void onBulkUpdate(change)}
      />
      <PushProgressOnIntent />
    </Flex>
  );
}
