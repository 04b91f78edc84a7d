import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExtensionImports } from '../../extension-bridge/components/extension-imports';
import { useSearchProducts } from '../api/search-products';
import { CollectionList } from '../components/collection-list';
import { ExtensionSourceNotice } from '../components/extension-source-notice';
import { FilterBar } from '../components/filter-bar';
import { ProductResults } from '../components/product-results';
import { QuotaBanner } from '../components/quota-banner';
import { SearchBox } from '../components/search-box';
import { SourceTabs } from '../components/source-tabs';
import { useProductSource } from '../hooks/use-product-source';
import { useSearchFilters } from '../hooks/use-search-filters';
import { searchableSource } from '../utils/product-sources';
import { filtersForSource } from '../utils/source-support';
import type { SourcingSource } from '@omni/shared/contracts';
import type { SearchFilters } from '../utils/search-filters';
import { PushProgressPanel } from '@omni/shared/push-ui';

function SearchResults({ source, filters }: { source: SourcingSource; filters: SearchFilters }) {
  const query = useSearchProducts(source, filters);
  return <ProductResults query={query} shipTo={filters.shipTo} />;
}

/**
 * Find product (spec 001 §2): the source choice, the search box with suggestions, sorts,
 * filters and the ship-to country (all in the URL), the collections with their highlights, and
 * the infinite grid of products.
 */
export default function FindProductPage() {
  const { t } = useTranslation('sourcing');
  const [source] = useProductSource();
  const [filters, updateFilters] = useSearchFilters();
  const apiSource = searchableSource(source);
  return (
    <Flex vertical gap="middle" data-testid="find-product-page">
      <header>
        <Typography.Title level={2} data-testid="find-product-heading">
          {t('findProduct.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('findProduct.subtitle')}</Typography.Text>
      </header>
      <QuotaBanner />
      <SourceTabs />
      {apiSource ? (
        <>
          <SearchBox keyword={filters.keyword} onSearch={(keyword) => updateFilters({ keyword })} />
          <FilterBar
            filters={filtersForSource(filters, apiSource)}
            onChange={updateFilters}
            source={apiSource}
          />
          {apiSource === 'omni' && !filters.keyword ? <CollectionList /> : null}
          <Typography.Title level={4} style={{ margin: 0 }}>
            {filters.keyword
              ? t('findProduct.resultsFor', { keyword: filters.keyword })
              : t('findProduct.productsTitle')}
          </Typography.Title>
          <SearchResults source={apiSource} filters={filtersForSource(filters, apiSource)} />
        </>
      ) : (
        <>
          <ExtensionSourceNotice source={source} />
          <ExtensionImports shipTo={filters.shipTo} />
        </>
      )}
      <PushProgressPanel />
    </Flex>
  );
}
