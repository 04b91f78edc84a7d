import { PictureOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnmappedListing } from '@omni/shared/contracts/catalogue';
import { formatDateTime } from '@omni/shared/format';
import '../../../common/product-lists/product-row.css';
import './mapped-list.css';

/**
 * One product of the product center not mapped to a supplier product yet: its title, its store
 * and platform, and when it came in. Mapping it to a supplier comes with the mapping issue.
 */
export const UnmappedListingRow = memo(function UnmappedListingRow({
  listing,
}: {
  listing: UnmappedListing;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const platform = listing.platform;
  return (
    <div
      className="omni-mapped-row omni-unmapped-row"
      data-testid="unmapped-row"
      data-id={listing.id}
    >
      <div className="omni-product-row-image">
        <PictureOutlined aria-label={t('list.noImage')} />
      </div>
      <div className="omni-product-row-main">
        <span className="omni-product-row-title" data-testid="unmapped-row-title">
          {listing.title}
        </span>
        <Typography.Text type="secondary" className="omni-product-row-meta">
          <span data-testid="unmapped-row-store">
            {listing.store_name ?? t('unmapped.noStore')}
          </span>
          {platform && (
            <>
              <span aria-hidden> · </span>
              <Tag data-testid="unmapped-row-platform">
                {t(`channels.${platform}`, { defaultValue: platform })}
              </Tag>
            </>
          )}
          <span aria-hidden> · </span>
          <Tag color="orange" data-testid="unmapped-row-status">
            {t('unmapped.status')}
          </Tag>
        </Typography.Text>
      </div>
      <dl className="omni-product-row-figures">
        <div>
          <dt>{t('unmapped.addedAt')}</dt>
          <dd data-testid="unmapped-row-added-at">
            {formatDateTime(listing.created_at, i18n.language)}
          </dd>
        </div>
      </dl>
    </div>
  );
});
