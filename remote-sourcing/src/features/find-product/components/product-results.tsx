import { useMoneyDisplay } from '@omni/shared/api-client';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@omni/shared/ui';
import type { ProductCard as ProductCardData, ProductPage } from '@omni/shared/contracts';
import { EmptyState } from '@omni/shared/ui';
import { ImportAllBar } from '../../product-card/components/import-all-bar';
import { ProductCard } from '../../product-card/components/product-card';
import { ProductGrid, ProductGridSkeleton } from '../../product-card/components/product-grid';

/** What the results need of a page: search pages and the favourites' pages both have it. */
type ResultsPage = Pick<ProductPage, 'items' | 'total'> & { total_capped?: boolean };

export interface ProductResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<ResultsPage>>;
  shipTo: string;
}

/**
 * A product list's states: skeleton on the first page, the error with Retry, the empty state,
 * then the infinite grid of import-mode cards with the total found and "Import all" of the cards
 * loaded.
 */
export function ProductResults({ query, shipTo }: ProductResultsProps) {
  const { t, i18n } = useTranslation('sourcing');
  const money = useMoneyDisplay();
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  if (query.isPending) return <ProductGridSkeleton />;
  if (query.isError && items.length === 0)
    return (
      <LoadErrorAlert
        data-testid="products-error"
        title={t('findProduct.productsError')}
        onRetry={() => void query.refetch()}
      />
    );
  if (items.length === 0)
    return <EmptyState data-testid="products-empty" title={t('findProduct.productsEmpty')} />;
  const first = query.data?.pages[0];
  const total = new Intl.NumberFormat(i18n.language).format(first?.total ?? items.length);
  return (
    <section aria-label={t('findProduct.productsTitle')}>
      <ImportAllBar cards={items} shipTo={shipTo}>
        <Typography.Text type="secondary" data-testid="products-total">
          {first?.total_capped
            ? t('findProduct.totalCapped', { total })
            : t('findProduct.total', { total, count: first?.total ?? items.length })}
        </Typography.Text>
      </ImportAllBar>
      <ProductGrid<ProductCardData>
        items={items}
        itemKey={(item) => `${item.source}:${item.source_product_id}`}
        renderItem={(item, { firstRow }) => (
          <ProductCard
            product={item}
            mode="import"
            money={money}
            shipTo={shipTo}
            firstRow={firstRow}
          />
        )}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
      />
      {query.isFetchNextPageError ? (
        <LoadErrorAlert
          data-testid="products-more-error"
          title={t('findProduct.moreError')}
          onRetry={() => void query.fetchNextPage()}
        />
      ) : null}
    </section>
  );
}
