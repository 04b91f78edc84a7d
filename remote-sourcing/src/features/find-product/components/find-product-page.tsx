import { Flex, Input, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CollectionList } from './collection-list';
import { SourceTabs } from './source-tabs';

/**
 * Find product, first release: the source choice and the curated collections. Search and the
 * product grid come with the sourcing issue, so the search box is shown disabled and says so.
 */
export default function FindProductPage() {
  const { t } = useTranslation('sourcing');
  return (
    <Flex vertical gap="middle" data-testid="find-product-page">
      <header>
        <Typography.Title level={2} data-testid="find-product-heading">
          {t('findProduct.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('findProduct.subtitle')}</Typography.Text>
      </header>
      <SourceTabs />
      <Tooltip title={t('findProduct.searchUnavailable')}>
        {/* The wrapper keeps the tooltip working on a disabled input. */}
        <span data-testid="product-search">
          <Input.Search
            disabled
            aria-label={t('findProduct.searchLabel')}
            placeholder={t('findProduct.searchPlaceholder')}
          />
        </span>
      </Tooltip>
      <CollectionList />
    </Flex>
  );
}
