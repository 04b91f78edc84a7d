import { Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyDisplay } from '@omni/shared/api-client';
import type { UnmappedListing } from '@omni/shared/contracts/catalogue';
import type { MappedListing } from '@omni/shared/contracts/push';
import { EmptyState, LoadErrorAlert } from '@omni/shared/ui';
import { WindowVirtualList } from '../../../common/product-lists/window-virtual-list';
import { useStoreListingPages } from '../api/store-listing-pages';
import { MappedListingRow } from './mapped-listing-row';
import { StoreFilter } from './store-filter';
import { UnmappedListingRow } from './unmapped-listing-row';
import './mapped-list.css';

/** A row before it is measured. */
const ESTIMATED_ROW_HEIGHT = { mapped: 97, unmapped: 97 } as const;

/**
 * A product-center list, virtualised against the window, narrowed to one store when the merchant
 * chooses: `mapped` (GET center/products/listings/mapped), the products pushed to a store, newest
 * push first; `unmapped` (GET center/products/listings/unmapped), those not mapped to a supplier
 * product yet, newest first. Test ids and texts are prefixed with the list's name.
 */
export function ProductCenterList({ list: name }: { list: 'mapped' | 'unmapped' }) {
  const { t } = useTranslation('catalogue');
  const money = useMoneyDisplay();
  const [storeId, setStoreId] = useState<string | null>(null);
  const list = useStoreListingPages(name, storeId);
  const items = useMemo(
    () =>
      (list.data?.pages ?? []).flatMap(
        (page): Array<MappedListing | UnmappedListing> => page.items,
      ),
    [list.data],
  );

  return (
    <>
      <StoreFilter value={storeId} onChange={setStoreId} testId={`${name}-store-filter`} />
      {list.status === 'pending' ? (
        <Skeleton active avatar paragraph={{ rows: 4 }} data-testid={`${name}-loading`} />
      ) : list.status === 'error' ? (
        <LoadErrorAlert
          data-testid={`${name}-error`}
          title={t(`${name}.loadError`)}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState data-testid={`${name}-empty`} title={t(`${name}.empty`)} />
      ) : (
        <WindowVirtualList
          items={items}
          estimatedRowHeight={ESTIMATED_ROW_HEIGHT[name]}
          label={t(`${name}.label`)}
          loadingMoreLabel={t(`${name}.loadingMore`)}
          testId={name}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={() => void list.fetchNextPage()}
          renderItem={(item) =>
            name === 'mapped' ? (
              <MappedListingRow listing={item as MappedListing} money={money} />
            ) : (
              <UnmappedListingRow listing={item as UnmappedListing} />
            )
          }
        />
      )}
    </>
  );
}
