import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProductCounts } from '../api/get-product-counts';
import { FindProductsEmpty } from './find-products-empty';
import { PageHeader } from './page-header';
import { ProductListState } from './product-list-state';
import { ProductListsTabs } from './product-lists-tabs';

export default function ImportListPage() {
  const { t } = useTranslation('catalogue');
  const counts = useProductCounts();
  return (
    <Flex vertical gap="middle" data-testid="import-list-page">
      <PageHeader
        title={t('importList.title')}
        subtitle={t('importList.subtitle')}
        testId="import-list-heading"
      />
      <ProductListsTabs active="importList" counts={counts.data} />
      <ProductListState
        status={counts.status}
        count={counts.data?.import_list ?? 0}
        onRetry={() => void counts.refetch()}
        empty={
          <FindProductsEmpty
            testId="import-list-empty"
            title={t('importList.emptyTitle')}
            description={t('importList.emptyDescription')}
          />
        }
      />
    </Flex>
  );
}
