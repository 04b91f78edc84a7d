import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CollectionList } from '../components/collection-list';

/** /app/find-product/collection: every curated collection. */
export default function CollectionsPage() {
  const { t } = useTranslation('sourcing');
  return (
    <Flex vertical gap="middle" data-testid="collections-page">
      <Typography.Title level={2}>{t('findProduct.collectionsTitle')}</Typography.Title>
      <CollectionList />
    </Flex>
  );
}
