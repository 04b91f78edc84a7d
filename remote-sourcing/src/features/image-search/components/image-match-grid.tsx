import { StarFilled } from '@ant-design/icons';
import { Card, Image, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ImageMatch } from '@omni/shared/contracts';
import { apiAsset } from '../utils/api-base-url';

/** Results of an image search, nearest first, each linking to its detail page. */
export function ImageMatchGrid({ items, shipTo }: { items: ImageMatch[]; shipTo: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  return (
    <div
      data-testid="image-matches"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 16,
      }}
    >
      {items.map((item) => (
        <Card
          key={item.source_product_id}
          size="small"
          data-testid="image-match"
          data-product-id={item.source_product_id}
          cover={
            item.image ? (
              <Image
                src={apiAsset(item.image)}
                alt={item.name}
                preview={false}
                height={180}
                style={{ objectFit: 'cover' }}
              />
            ) : undefined
          }
        >
          <Link to={`/app/find-product/${item.source}/detail/${item.source_product_id}/${shipTo}`}>
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
              {item.name}
            </Typography.Paragraph>
          </Link>
          <Typography.Text strong>
            {item.price_min === item.price_max
              ? money.format(item.price_min)
              : `${money.format(item.price_min)} - ${money.format(item.price_max)}`}
          </Typography.Text>
          <div style={{ fontSize: 12 }}>
            <StarFilled aria-label={t('card.rating')} style={{ color: '#f5a623' }} />{' '}
            {item.rating.toLocaleString(i18n.language, { maximumFractionDigits: 1 })} ·{' '}
            {t('imageSearch.orders', {
              value: new Intl.NumberFormat(i18n.language).format(item.trade_count),
              count: item.trade_count,
            })}
          </div>
          <Progress
            percent={item.similarity}
            size="small"
            format={(percent) => t('imageSearch.similarity', { value: percent })}
            aria-label={t('imageSearch.similarity', { value: item.similarity })}
          />
        </Card>
      ))}
    </div>
  );
}
