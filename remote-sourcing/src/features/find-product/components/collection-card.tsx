import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SourcingCollection } from '@omni/shared/contracts';
import { findProductCollectionPath } from '@omni/shared/navigation';
import {
  CARD_IMAGE_SIZE,
  COLLECTION_COVER_SIZES,
  cardImageSources,
} from '../../product-card/utils/card-image-sources';
import { useCollectionHighlight } from '../hooks/use-collection-highlight';

/**
 * One cover picture: the catalogue's WebP at the small size a cover shows at (the 160 px one,
 * under 1 KB, where the 480 px PNG weighs about 30 KB), its intrinsic size set so nothing shifts.
 */
function CoverPicture({ url }: { url: string }) {
  const { src, webpSrcSet } = cardImageSources(url);
  const image = (
    <img
      src={src}
      alt=""
      width={CARD_IMAGE_SIZE}
      height={CARD_IMAGE_SIZE}
      loading="lazy"
      decoding="async"
      style={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover' }}
    />
  );
  if (!webpSrcSet) return image;
  return (
    <picture>
      <source type="image/webp" srcSet={webpSrcSet} sizes={COLLECTION_COVER_SIZES} />
      {image}
    </picture>
  );
}

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
                <CoverPicture key={src} url={src} />
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
