import { EditOutlined, ExportOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MappedListing } from '@omni/shared/contracts/push';
import { formatDateTime } from '@omni/shared/format';
import { displayMinorRange, type MoneyDisplay } from '@omni/shared/money';
import { productCenterEditorPath } from '@omni/shared/navigation';
import { PushButton } from '@omni/shared/push-ui';
import '../../../common/product-lists/product-row.css';
import './mapped-list.css';

/**
 * One product in a store (issue 10 §2): image, title, the store and its platform, price range,
 * variants and when it was pushed; open it in the store's admin, edit it, or push an update.
 */
export const MappedListingRow = memo(function MappedListingRow({
  listing,
  money,
}: {
  listing: MappedListing;
  money: MoneyDisplay;
}) {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <div className="omni-mapped-row" data-testid="mapped-row" data-id={listing.id}>
      <div className="omni-product-row-image">
        {listing.image ? (
          <img src={listing.image} alt="" loading="lazy" width={72} height={72} />
        ) : (
          <PictureOutlined aria-label={t('list.noImage')} />
        )}
      </div>
      <div className="omni-product-row-main">
        <Link
          to={productCenterEditorPath(listing.product_package_id)}
          className="omni-product-row-title"
          data-testid="mapped-row-title"
        >
          {listing.title}
        </Link>
        <Typography.Text type="secondary" className="omni-product-row-meta">
          <span data-testid="mapped-row-store">{listing.store_name}</span>
          <span aria-hidden> · </span>
          <Tag color="green" data-testid="mapped-row-platform">
            {t(`channels.${listing.platform}`)}
          </Tag>
        </Typography.Text>
      </div>
      <dl className="omni-product-row-figures">
        <div>
          <dt>{t('list.price')}</dt>
          <dd data-testid="mapped-row-price">
            {displayMinorRange(listing.price_from, listing.price_to, listing.currency, money)}
          </dd>
        </div>
        <div>
          <dt>{t('list.variants')}</dt>
          <dd>{listing.variant_count}</dd>
        </div>
        <div>
          <dt>{t('mapped.pushedAt')}</dt>
          <dd data-testid="mapped-row-pushed-at">
            {formatDateTime(listing.updated_at, i18n.language)}
          </dd>
        </div>
      </dl>
      <Space className="omni-mapped-row-actions" wrap>
        <a
          href={listing.admin_url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="mapped-row-store-link"
        >
          <ExportOutlined aria-hidden /> {t('mapped.openInStore')}
        </a>
        <Link to={productCenterEditorPath(listing.product_package_id)} tabIndex={-1}>
          <Button icon={<EditOutlined aria-hidden />} size="small" data-testid="mapped-row-edit">
            {t('list.edit')}
          </Button>
        </Link>
        <PushButton
          size="small"
          label={t('mapped.updatePush')}
          products={[
            {
              id: listing.product_package_id,
              title: listing.title,
              image: listing.image,
              currency: listing.currency,
              price_from: listing.price_from,
              price_to: listing.price_to,
              variant_count: listing.variant_count,
              pushedStoreIds: [listing.store_id],
            },
          ]}
          data-testid="mapped-row-update-push"
        />
      </Space>
    </div>
  );
});
