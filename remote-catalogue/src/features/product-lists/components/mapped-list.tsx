import { Select, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyDisplay, useStores } from '@omni/shared/api-client';
import { PUSH_PLATFORMS } from '@omni/shared/contracts/push';
import { EmptyState, LoadErrorAlert } from '@omni/shared/ui';
import { WindowVirtualList } from '../../../common/product-lists/window-virtual-list';
import { useMappedListings } from '../api/get-mapped-listings';
import { MappedListingRow } from './mapped-listing-row';

/** A mapped row before it is measured. */
const ESTIMATED_ROW_HEIGHT = 97;

/**
 * The product center's pushed products (GET center/products/listings/mapped): one row per product
 * in a store, newest push first, virtualised, narrowed to one store when the merchant chooses.
 */
export function MappedList() {
  const { t } = useTranslation('catalogue');
  const money = useMoneyDisplay();
  const stores = useStores();
  const [storeId, setStoreId] = useState<string | null>(null);
  const list = useMappedListings(storeId);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const pushStores = (stores.data ?? []).filter((s) =>
    (PUSH_PLATFORMS as readonly string[]).includes(s.platform),
  );

  return (
    <>
      {pushStores.length > 1 && (
        <div className="omni-mapped-toolbar">
          <Select<string | null>
            value={storeId}
            onChange={setStoreId}
            aria-label={t('mapped.store')}
            data-testid="mapped-store-filter"
            options={[
              { value: null, label: t('mapped.allStores') },
              ...pushStores.map((s) => ({ value: s.id, label: s.domain || s.platform_domain })),
            ]}
          />
        </div>
      )}
      {list.status === 'pending' ? (
        <Skeleton active avatar paragraph={{ rows: 4 }} data-testid="mapped-loading" />
      ) : list.status === 'error' ? (
        <LoadErrorAlert
          data-testid="mapped-error"
          title={t('mapped.loadError')}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState data-testid="mapped-empty" title={t('mapped.empty')} />
      ) : (
        <WindowVirtualList
          items={items}
          estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
          label={t('mapped.label')}
          loadingMoreLabel={t('mapped.loadingMore')}
          testId="mapped"
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={() => void list.fetchNextPage()}
          renderItem={(listing) => <MappedListingRow listing={listing} money={money} />}
        />
      )}
    </>
  );
}
