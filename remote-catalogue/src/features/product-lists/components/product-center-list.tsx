import { Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyDisplay } from '@omni/shared/api-client';
import type { UnmappedListing } from '@omni/shared/contracts/catalogue';
import type { MappedListing, ProductCenterListing } from '@omni/shared/contracts/push';
import { EmptyState, LoadErrorAlert } from '@omni/shared/ui';
import { WindowVirtualList } from '../../../common/product-lists/window-virtual-list';
import { useStoreListingPages } from '../api/store-listing-pages';
import { MappedListingRow } from './mapped-listing-row';
import { StoreFilter } from './store-filter';
import { UnmappedListingRow } from './unmapped-listing-row';
import './mapped-list.css';

/** A row before it is measured. */
const ESTIMATED_ROW_HEIGHT = { all: 97, mapped: 97, unmapped: 97 } as const;

/** A row of any of the lists: which list's row it is, and the product's id for the list's keys. */
type Row = ProductCenterListing & { id: string };

function toRow(
  name: 'all' | 'mapped' | 'unmapped',
  item: ProductCenterListing | MappedListing | UnmappedListing,
): Row {
  const row =
    name === 'all'
      ? (item as ProductCenterListing)
      : ({ kind: name, listing: item } as ProductCenterListing);
  return { ...row, id: row.listing.id };
}

/**
 * A product-center list, virtualised against the window, narrowed to one store when the merchant
 * chooses: `mapped` (GET center/products/listings/mapped), the products pushed to a store, newest
 * push first; `unmapped` (GET center/products/listings/unmapped), those not mapped to a supplier
 * product yet, newest first; `all` (GET center/products/listings/all), both in one list, the
 * mapped ones first, each in the row of its own list. Test ids and texts are prefixed with the
 * list's name.
 */
export function ProductCenterList({ list: name }: { list: 'all' | 'mapped' | 'unmapped' }) {
  const { t } = useTranslation('catalogue');
  const money = useMoneyDisplay();
  const [storeId, setStoreId] = useState<string | null>(null);
  const list = useStoreListingPages(name, storeId);
  const items = useMemo(
    () =>
      (list.data?.pages ?? []).flatMap((page) =>
        (page.items as Array<ProductCenterListing | MappedListing | UnmappedListing>).map((item) =>
          toRow(name, item),
        ),
      ),
    [list.data, name],
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
          renderItem={(row) =>
            row.kind === 'mapped' ? (
              <MappedListingRow listing={row.listing} money={money} />
            ) : (
              <UnmappedListingRow listing={row.listing} />
            )
          }
        />
      )}
    </>
  );
}
