import { Card, Empty, Image, Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PodListQuery } from '@omni/shared/contracts';
import { usePodProducts } from '../api/list-pod-products';

/** A page of blanks; each opens its detail (design editor) for the ship-to country. */
export function PodGrid({
  query,
  shipTo,
  onPage,
}: {
  query: PodListQuery;
  shipTo: string;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('sourcing');
  const result = usePodProducts(query);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  if (result.isPending) return <Skeleton active />;
  const data = result.data;
  if (!data || data.items.length === 0) return <Empty description={t('pod.empty')} />;
  return (
    <>
      <div
        data-testid="pod-grid"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          gap: 16,
        }}
      >
        {data.items.map((item) => (
          <Card
            key={item.id}
            size="small"
            data-testid="pod-card"
            cover={
              <Image
                src={item.image}
                alt={item.title}
                preview={false}
                height={180}
                style={{ objectFit: 'cover' }}
              />
            }
          >
            <Link to={`/app/pod-product/detail/${item.id}/${shipTo}`}>
              <Typography.Text strong>{item.title}</Typography.Text>
            </Link>
            <div>{t('pod.from', { price: money.format(item.base_price) })}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`pod.collections.${item.collection}`)}
            </Typography.Text>
          </Card>
        ))}
      </div>
      {data.total > data.page_size ? (
        <Pagination
          current={data.page}
          pageSize={data.page_size}
          total={data.total}
          onChange={onPage}
          showSizeChanger={false}
          style={{ marginTop: 16 }}
        />
      ) : null}
    </>
  );
}
