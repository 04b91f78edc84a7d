import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SourcingCollection } from '@omni/shared/contracts';
import { findProductCollectionPath } from '@omni/shared/navigation';
import { useCollectionHighlight } from '../hooks/use-collection-highlight';

/**
 * One curated collection: cover images, its translated name, how many products it holds, and
 * for the highlighted collections today's 2–3 bullet points (rotated every 24 hours).
 */
export function CollectionCard({ collection }: { collection: SourcingCollection }) {
  const { t, i18n } = useTranslation('sourcing');
  const highlight = useCollectionHighlight(collection.slug);
  const covers = (collection.cover_images ?? []).slice(0, 4);
  return (
    <Link
      to={findProductCollectionPath(collection.slug)}
      data-testid={`collection-link-${collection.slug}`}
      style={{ display: 'block', height: '100%' }}
    >
      <Card
        size="small"
        hoverable
        style={{ height: '100%' }}
        data-testid={`collection-card-${collection.slug}`}
        cover={
          covers.length > 0 ? (
            <div
              aria-hidden
              style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 2 }}
            >
              {covers.map((src) => (
                <img
                  key={src}
                  src={src}
                  alt=""
                  loading="lazy"
                  style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' }}
                />
              ))}
            </div>
          ) : undefined
        }
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
        {highlight ? (
          <ul
            data-testid={`collection-highlight-${collection.slug}`}
            style={{ margin: '8px 0 0', paddingInlineStart: 18, fontSize: 12 }}
          >
            {highlight.bullets.map((key) => (
              <li key={key}>
                {t(key, {
                  count: highlight.count,
                  value: new Intl.NumberFormat(i18n.language).format(highlight.count),
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </Link>
  );
}
