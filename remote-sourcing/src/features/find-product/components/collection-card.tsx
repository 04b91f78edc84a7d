import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductCollection } from '@omni/shared/contracts';

/** One curated collection: its translated name and how many products it holds. */
export function CollectionCard({ collection }: { collection: ProductCollection }) {
  const { t, i18n } = useTranslation('sourcing');
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      data-testid={`collection-card-${collection.slug}`}
    >
      <Typography.Text strong>
        {/* name_key is a key of this namespace; an unknown one falls back to the slug. */}
        {t(collection.name_key, { defaultValue: collection.slug })}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary" data-testid={`collection-count-${collection.slug}`}>
        {t('findProduct.productCount', {
          total: new Intl.NumberFormat(i18n.language).format(collection.product_count),
        })}
      </Typography.Text>
    </Card>
  );
}
