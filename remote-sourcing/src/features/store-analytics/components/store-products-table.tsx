import { Alert, Button, Card, Image, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StoreProduct } from '@omni/shared/contracts';
import { useStoreProducts } from '../api/crawl-store-products';

/** The competitor's products (products.json), page by page, paginated in the table. */
export function StoreProductsTable({ origin }: { origin: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const query = useStoreProducts(origin);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const price = (product: StoreProduct) => {
    const format = (value: number) =>
      product.currencyCode
        ? new Intl.NumberFormat(i18n.language, {
            style: 'currency',
            currency: product.currencyCode,
          }).format(value)
        : new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2 }).format(value);
    return product.minPrice === product.maxPrice
      ? format(product.minPrice)
      : `${format(product.minPrice)} - ${format(product.maxPrice)}`;
  };
  return (
    <Card data-testid="store-products" title={t('storeAnalytics.products.title')}>
      {query.isError ? (
        <Alert type="error" showIcon title={t('storeAnalytics.products.error')} />
      ) : (
        <Table<StoreProduct>
          rowKey="id"
          size="small"
          loading={query.isPending}
          dataSource={items}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          locale={{ emptyText: t('storeAnalytics.products.empty') }}
          scroll={{ x: 640 }}
          columns={[
            {
              key: 'image',
              width: 64,
              render: (_, product) =>
                product.image ? (
                  <Image src={product.image} alt={product.title} width={48} height={48} />
                ) : null,
            },
            {
              key: 'title',
              title: t('storeAnalytics.products.name'),
              render: (_, product) => (
                <a
                  href={product.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="store-product"
                >
                  {product.title}
                </a>
              ),
            },
            { key: 'type', title: t('storeAnalytics.products.type'), dataIndex: 'product_type' },
            {
              key: 'price',
              title: t('storeAnalytics.products.price'),
              render: (_, product) => price(product),
            },
            {
              key: 'variants',
              title: t('storeAnalytics.products.variants'),
              render: (_, product) => product.variants.length,
            },
            {
              key: 'published',
              title: t('storeAnalytics.products.published'),
              render: (_, product) =>
                product.published_at
                  ? new Date(product.published_at).toLocaleDateString(i18n.language)
                  : '—',
            },
          ]}
        />
      )}
      {query.hasNextPage ? (
        <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('storeAnalytics.products.more')}
        </Button>
      ) : null}
    </Card>
  );
}
