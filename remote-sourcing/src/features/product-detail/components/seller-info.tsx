import { ShopOutlined } from '@ant-design/icons';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierProduct } from '@omni/shared/contracts';
import { countryName } from '@omni/shared/format';

/** The seller: store name and link, where it ships from, its orders and listings. */
export function SellerInfo({ product }: { product: SupplierProduct }) {
  const { t, i18n } = useTranslation('sourcing');
  const number = new Intl.NumberFormat(i18n.language);
  const { store_info: store } = product;
  // only web links: a stored store URL is never used as a script or other scheme
  const link = /^https?:\/\//i.test(store.store_url) ? store.store_url : null;
  return (
    <Card
      size="small"
      data-testid="seller-info"
      title={
        <span>
          <ShopOutlined aria-hidden /> {t('detail.seller.title')}
        </span>
      }
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('detail.seller.store')}>
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" data-testid="seller-name">
              {store.store_name}
            </a>
          ) : (
            <span data-testid="seller-name">{store.store_name}</span>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.seller.shipFrom')}>
          {countryName(product.ship_from, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.seller.orders')}>
          {number.format(product.trade_count)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.seller.listings')}>
          {number.format(product.listing_count)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
