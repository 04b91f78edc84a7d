import { StarFilled } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Image, Progress, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countryName, displayCountryCode } from '@omni/shared/format';
import { RatingStars } from '@omni/shared/ui';
import { useStoresSelling } from '../api/fetch-stores-selling';
import { useResearchKeywords } from '../api/get-keywords';
import { useReviewSummary } from '../api/get-review-summary';
import { useSellerRatings } from '../api/get-seller-ratings';
import { useSimilarProducts } from '../api/get-similar-products';
import { useTopCountries } from '../api/get-top-countries';
import { formatGrowth, formatUsd } from '../utils/format';
import { TabState } from './chart-box';

const country = (code: string, language: string) =>
  `${countryName(code, language)} (${displayCountryCode(code)})`;

/** Trending keywords of the product's category and title. */
export function KeywordsTab({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const query = useResearchKeywords(productId);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <TabState query={query} empty={(query.data?.items.length ?? 0) === 0}>
      <Table
        data-testid="research-keywords"
        rowKey="keyword"
        size="small"
        pagination={false}
        dataSource={query.data?.items}
        columns={[
          { key: 'keyword', title: t('research.keywords.keyword'), dataIndex: 'keyword' },
          {
            key: 'volume',
            title: t('research.keywords.volume'),
            render: (_, row) => number.format(row.search_volume),
          },
          {
            key: 'growth',
            title: t('research.keywords.growth'),
            render: (_, row) => (
              <Tag color={row.growth >= 0 ? 'green' : 'red'}>
                {formatGrowth(row.growth, i18n.language)}
              </Tag>
            ),
          },
        ]}
      />
    </TabState>
  );
}

/** Catalogue products like this one. */
export function SimilarProductsTab({ productId, shipTo }: { productId: string; shipTo: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const query = useSimilarProducts(productId);
  return (
    <TabState query={query} empty={(query.data?.items.length ?? 0) === 0}>
      <div
        data-testid="research-similar"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          gap: 12,
        }}
      >
        {query.data?.items.map((item) => (
          <Card
            key={item.source_product_id}
            size="small"
            cover={
              <Image
                src={item.image}
                alt={item.name}
                preview={false}
                height={140}
                style={{ objectFit: 'cover' }}
              />
            }
          >
            <Link
              to={`/app/find-product/${item.source}/detail/${item.source_product_id}/${shipTo}`}
            >
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
                {item.name}
              </Typography.Paragraph>
            </Link>
            <Typography.Text strong>{formatUsd(item.price_min, i18n.language)}</Typography.Text>
            <div style={{ fontSize: 12 }}>
              <StarFilled aria-label={t('card.rating')} style={{ color: '#f5a623' }} />{' '}
              {item.rating.toLocaleString(i18n.language)} ·{' '}
              {t('research.similar.orders', {
                value: new Intl.NumberFormat(i18n.language).format(item.trade_count),
              })}
            </div>
          </Card>
        ))}
      </div>
    </TabState>
  );
}

/** Orders by country, with each country's share. */
export function TopCountriesTab({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const query = useTopCountries(productId);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <TabState
      query={query}
      empty={(query.data?.items.length ?? 0) === 0}
      emptyText={t('researchObserved.noOrders')}
    >
      <Table
        data-testid="research-countries"
        rowKey="country"
        size="small"
        pagination={false}
        dataSource={query.data?.items}
        columns={[
          {
            key: 'country',
            title: t('research.countries.country'),
            render: (_, row) => country(row.country, i18n.language),
          },
          {
            key: 'orders',
            title: t('research.countries.orders'),
            render: (_, row) => number.format(row.orders),
          },
          {
            key: 'share',
            title: t('research.countries.share'),
            render: (_, row) => (
              <Progress
                percent={row.share}
                size="small"
                format={(value) => `${value}%`}
                aria-label={t('research.countries.share')}
              />
            ),
          },
        ]}
      />
    </TabState>
  );
}

/** Stores that sell the product, page by page (current_total). */
export function StoresSellingTab({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const query = useStoresSelling(productId);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <TabState query={query} empty={items.length === 0} emptyText={t('researchObserved.noStores')}>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">
          {t('research.stores.total', { count: query.data?.pages[0]?.total ?? 0 })}
        </Typography.Text>
        <Table
          data-testid="research-stores"
          rowKey="store_url"
          size="small"
          pagination={false}
          dataSource={items}
          columns={[
            {
              key: 'store',
              title: t('research.stores.store'),
              render: (_, row) => (
                <a href={row.store_url} target="_blank" rel="noopener noreferrer">
                  {row.store_name}
                </a>
              ),
            },
            {
              key: 'country',
              title: t('research.countries.country'),
              render: (_, row) => country(row.country, i18n.language),
            },
            {
              key: 'price',
              title: t('research.stores.price'),
              render: (_, row) => formatUsd(row.price, i18n.language),
            },
            {
              key: 'listed',
              title: t('research.stores.listed'),
              render: (_, row) => new Date(row.listed_at).toLocaleDateString(i18n.language),
            },
          ]}
        />
        {query.hasNextPage ? (
          <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('research.more')}
          </Button>
        ) : null}
      </Flex>
    </TabState>
  );
}

/** The seller's ratings. */
export function SellerRatingsTab({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const query = useSellerRatings(productId);
  const seller = query.data;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <TabState query={query} empty={!seller}>
      {seller ? (
        <Descriptions data-testid="research-seller" bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('research.seller.store')}>
            {seller.store_name}
          </Descriptions.Item>
          <Descriptions.Item label={t('research.countries.country')}>
            {country(seller.country, i18n.language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('research.seller.rating')}>
            <RatingStars value={Math.round(seller.rating * 2) / 2} />{' '}
            {seller.rating.toLocaleString(i18n.language)}
          </Descriptions.Item>
          <Descriptions.Item
            label={t('research.seller.positive')}
          >{`${seller.positive_percent.toLocaleString(i18n.language)}%`}</Descriptions.Item>
          <Descriptions.Item label={t('research.seller.followers')}>
            {number.format(seller.followers)}
          </Descriptions.Item>
          <Descriptions.Item label={t('research.seller.products')}>
            {number.format(seller.products)}
          </Descriptions.Item>
          <Descriptions.Item label={t('research.seller.since')}>
            {seller.opened_year}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </TabState>
  );
}

/** Review summary: average, stars distribution and reviewers' countries. */
export function ReviewSummaryTab({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const query = useReviewSummary(productId);
  const data = query.data;
  const counted = data?.distribution.reduce((sum, row) => sum + row.count, 0) ?? 0;
  return (
    <TabState query={query} empty={!data}>
      {data ? (
        <Flex gap="large" wrap data-testid="research-reviews">
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {data.average.toLocaleString(i18n.language)}
            </Typography.Title>
            <RatingStars value={Math.round(data.average * 2) / 2} />
            <div>
              {t('research.reviews.total', {
                value: new Intl.NumberFormat(i18n.language).format(data.total),
              })}
            </div>
          </div>
          <Flex vertical style={{ minWidth: 240, flex: 1 }}>
            {data.distribution.map((row) => (
              <Flex key={row.stars} gap="small" align="center">
                <span style={{ width: 56 }}>
                  {t('research.reviews.stars', { value: row.stars })}
                </span>
                <Progress
                  percent={counted === 0 ? 0 : Math.round((row.count * 100) / counted)}
                  size="small"
                  aria-label={t('research.reviews.stars', { value: row.stars })}
                />
              </Flex>
            ))}
          </Flex>
          <Flex vertical>
            {data.countries.map((row) => (
              <span key={row.country}>
                {country(row.country, i18n.language)}: {row.count}
              </span>
            ))}
          </Flex>
        </Flex>
      ) : null}
    </TabState>
  );
}
