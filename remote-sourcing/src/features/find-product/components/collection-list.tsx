import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@omni/shared/ui';
import { EmptyState } from '@omni/shared/ui';
import { useCollections } from '../api/get-collections';
import { CollectionCard } from './collection-card';

/** The collections of the own catalogue, with their loading, empty and error states. */
export function CollectionList() {
  const { t } = useTranslation('sourcing');
  const collections = useCollections();
  return (
    <section aria-labelledby="collections-title">
      <Typography.Title level={4} id="collections-title">
        {t('findProduct.collectionsTitle')}
      </Typography.Title>
      {collections.isPending ? (
        <Skeleton active data-testid="collections-loading" />
      ) : collections.isError ? (
        <LoadErrorAlert
          data-testid="collections-error"
          title={t('findProduct.collectionsError')}
          onRetry={() => void collections.refetch()}
        />
      ) : collections.data.length === 0 ? (
        <EmptyState data-testid="collections-empty" title={t('findProduct.collectionsEmpty')} />
      ) : (
        <div
          data-testid="collection-list"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            gap: 16,
          }}
        >
          {collections.data.map((collection) => (
            <CollectionCard key={collection.slug} collection={collection} />
          ))}
        </div>
      )}
    </section>
  );
}
