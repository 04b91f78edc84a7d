import { Flex, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_COUNTS_EVENT } from '@omni/shared/contracts/catalogue';
import { useRealtimeEvent } from '@omni/shared/realtime';
import { EmptyState } from '@omni/shared/ui';
import { useProductCounts } from '../../../common/api/get-product-counts';
import { useMappingFilter } from '../hooks/use-mapping-filter';
import { MAPPING_FILTERS, mappingFilterCount, resolveMappingFilter } from '../utils/mapping-filter';
import { CountBadge } from '../../../common/product-lists/count-badge';
import { FindProductsEmpty } from '../../../common/product-lists/find-products-empty';
import { PageHeader } from '../../../common/product-lists/page-header';
import { ProductListState } from './product-list-state';
import { ProductListsTabs } from '../../../common/product-lists/product-lists-tabs';
import * as pushUi from '@omni/shared/push-ui';
import { notePushUiLoaded } from '@omni/shared/push-on-intent';
import { useRefreshMappedListings } from '../api/use-refresh-mapped-listings';
import { ProductCenterList } from './product-center-list';

// this page loads the push UI with it: the editor opened from here needs no download for it
notePushUiLoaded(pushUi);

export default function ProductCenterPage() {
  const { t } = useTranslation('catalogue');
  const counts = useProductCounts();
  const [filter, selectFilter] = useMappingFilter();
  const refreshMapped = useRefreshMappedListings();
  // a push finished (here, in another tab or from a job): the counts and the list follow
  useRealtimeEvent(CATALOGUE_COUNTS_EVENT, () => void refreshMapped());
  return (
    <Flex vertical gap="middle" data-testid="product-center-page">
      <PageHeader
        title={t('productCenter.title')}
        subtitle={t('productCenter.subtitle')}
        testId="product-center-heading"
      />
      <ProductListsTabs active="productCenter" counts={counts.data} />
      <Segmented<string>
        aria-label={t('productCenter.filtersLabel')}
        data-testid="mapping-filter"
        value={filter}
        onChange={(value) => selectFilter(resolveMappingFilter(value))}
        options={MAPPING_FILTERS.map((option) => ({
          value: option,
          label: (
            <Space size={6} data-testid={`mapping-${option}`}>
              {t(`productCenter.filters.${option}`)}
              <CountBadge
                count={counts.data ? mappingFilterCount(counts.data, option) : undefined}
                testId={`count-${option}`}
              />
            </Space>
          ),
        }))}
      />
      <ProductListState
        status={counts.status}
        count={mappingFilterCount(counts.data, filter)}
        onRetry={() => void counts.refetch()}
        empty={
          filter === 'all' ? (
            <FindProductsEmpty
              testId="product-center-empty"
              title={t('productCenter.emptyTitle')}
              description={t('productCenter.emptyDescription')}
            />
          ) : (
            // a filter with nothing in it: the merchant has products, finding more is not the point
            <EmptyState
              data-testid="product-center-empty"
              title={t(`productCenter.emptyFiltered.${filter}`)}
            />
          )
        }
      >
        <ProductCenterList key={filter} list={filter} />
      </ProductListState>
      <pushUi.PushProgressPanel />
    </Flex>
  );
}
