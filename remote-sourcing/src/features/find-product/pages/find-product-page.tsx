import { Flex, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ExtensionImports } from '../../extension-bridge/components/extension-imports';
import { collectionsQueryOptions } from '../api/get-collections';
import { useSearchProducts } from '../api/search-products';
import { CollectionList } from '../components/collection-list';
import { ExtensionSourceNotice } from '../components/extension-source-notice';
import { FilterBar } from '../components/filter-bar';
import { ProductResults } from '../components/product-results';
import { QuotaBanner } from '../components/quota-banner';
import { SearchBox } from '../components/search-box';
import { SourceTabs } from '../components/source-tabs';
import { useProductSource, withProductSource } from '../hooks/use-product-source';
import { useSearchFilters } from '../hooks/use-search-filters';
import { searchableSource } from '../utils/product-sources';
import { filtersForSource } from '../utils/source-support';
import type { SourcingSource } from '@omni/shared/contracts';
import type { SearchFilters } from '../utils/search-filters';
import { PushProgressOnIntent } from '@omni/shared/push-on-intent';

/** The results' box: unpainted until the collections above arrive, dimmed while a search starts. */
function resultsStyle(waiting: boolean, searching: boolean): CSSProperties | undefined {
  if (waiting) return { visibility: 'hidden' };
  if (searching) return { opacity: 0.45, pointerEvents: 'none', transition: 'opacity 120ms' };
  return undefined;
}

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
  const [source, selectSource] = useProductSource();
  const [filters, updateFilters, searching, leaveFor] = useSearchFilters();
  const [params] = useSearchParams();
  const apiSource = searchableSource(source);
  const showCollections = apiSource === 'omni' && !filters.keyword;
  // The collections above the results take their height only once they arrive: until then the
  // results (fetched meanwhile) stay unpainted, so nothing a merchant sees jumps down (CLS).
  const collections = useQuery({ ...collectionsQueryOptions(), enabled: showCollections });
  const resultsWaiting = showCollections && collections.isPending;
  return (
    <Flex vertical gap="middle" data-testid="find-product-page">
      <header>
        <Typography.Title level={2} data-testid="find-product-heading">
          {t('findProduct.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('findProduct.subtitle')}</Typography.Text>
      </header>
      <QuotaBanner />
      <SourceTabs
        source={source}
        onSelect={(next) => {
          leaveFor(withProductSource(params, next));
          selectSource(next);
        }}
      />
      {apiSource ? (
        <>
          <SearchBox keyword={filters.keyword} onSearch={(keyword) => updateFilters({ keyword })} />
          <FilterBar
            filters={filtersForSource(filters, apiSource)}
            onChange={updateFilters}
            source={apiSource}
          />
          {showCollections ? <CollectionList /> : null}
          {/* data-search: the URL search these results were drawn for. The router draws a new
              URL's page in a transition, a moment after the address changed (longer on a busy
              machine); until then the previous search's cards are still on screen, so they are
              dimmed and inert (no click, no focus, no import) and the region busy. Opacity only:
              nothing moves, and the search box outside keeps what was typed. */}
          <div
            data-testid="find-product-results"
            data-search={params.toString()}
            aria-busy={searching || undefined}
            inert={searching || undefined}
            style={resultsStyle(resultsWaiting, searching)}
          >
            <Typography.Title level={4} style={{ margin: '0 0 16px' }}>
              {filters.keyword
                ? t('findProduct.resultsFor', { keyword: filters.keyword })
                : t('findProduct.productsTitle')}
            </Typography.Title>
            <SearchResults source={apiSource} filters={filtersForSource(filters, apiSource)} />
          </div>
        </>
      ) : (
        <>
          <ExtensionSourceNotice source={source} />
          <ExtensionImports shipTo={filters.shipTo} />
        </>
      )}
      <PushProgressOnIntent />
    </Flex>
  );
}
