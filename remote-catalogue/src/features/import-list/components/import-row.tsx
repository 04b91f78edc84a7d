import { EditOutlined, PictureOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Checkbox, Space, Tag, Tooltip, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VARIANT_WARNING_ABOVE, type ImportListItem } from '@omni/shared/contracts/catalogue';
import { countryName, displayCountryCode } from '@omni/shared/format';
import { displayMinorRange, type MoneyDisplay } from '@omni/shared/money';
import { importListEditorPath } from '@omni/shared/navigation';
import { PushButtonOnIntent } from '@omni/shared/push-on-intent';
import { pushProductOfItem } from '../../../common/push/utils/push-product';
import { pushedChannels } from '../utils/pushed-channels';
import '../../../common/product-lists/product-row.css';
import './import-list.css';

export interface ImportRowProps {
  item: ImportListItem;
  selected: boolean;
  onToggle: (id: string) => void;
  money: MoneyDisplay;
}

/** The supplier of an import, linked to its product page there when the source gives one. */
function SupplierLink({ item }: { item: ImportListItem }) {
  const { t } = useTranslation('catalogue');
  const name = t(`sources.${item.source}`, { defaultValue: item.source });
  const label = item.supplier_name ? `${name} · ${item.supplier_name}` : name;
  if (!item.source_url) return <span data-testid="import-source">{label}</span>;
  if (item.source_url.startsWith('/'))
    return (
      <Link to={item.source_url} data-testid="import-source">
        {label}
      </Link>
    );
  return (
    <a href={item.source_url} target="_blank" rel="noopener noreferrer" data-testid="import-source">
      {label}
    </a>
  );
}

/**
 * One import in the list (issue 9 §1): main image, title, supplier, cost and selling-price
 * ranges in the display currency, variants (warned above Shopify's 100), ship-to, tags, where it
 * is pushed and what it costs in listing quota.
 */
export const ImportRow = memo(function ImportRow({
  item,
  selected,
  onToggle,
  money,
}: ImportRowProps) {
  const { t, i18n } = useTranslation('catalogue');
  const channels = pushedChannels(item.pushed);
  const tooManyVariants = item.variant_count > VARIANT_WARNING_ABOVE;
  return (
    <div
      className={selected ? 'omni-import-row is-selected' : 'omni-import-row'}
      data-testid="import-row"
      data-id={item.id}
    >
      <Checkbox
        className="omni-import-row-check"
        checked={selected}
        onChange={() => onToggle(item.id)}
        aria-label={t('list.selectOne', { title: item.title })}
        data-testid="import-row-select"
      />
      <div className="omni-product-row-image">
        {item.image ? (
          <img src={item.image} alt="" loading="lazy" width={72} height={72} />
        ) : (
          <PictureOutlined aria-label={t('list.noImage')} />
        )}
      </div>
      <div className="omni-product-row-main">
        <Link
          to={importListEditorPath(item.id)}
          className="omni-product-row-title"
          data-testid="import-row-title"
        >
          {item.title}
        </Link>
        <Typography.Text type="secondary" className="omni-product-row-meta">
          <SupplierLink item={item} />
          <span aria-hidden> · </span>
          <span title={countryName(item.ship_to, i18n.language)} data-testid="import-row-ship-to">
            {t('list.shipTo', { country: displayCountryCode(item.ship_to) })}
          </span>
        </Typography.Text>
        {item.tags.length > 0 && (
          <div className="omni-import-row-tags" data-testid="import-row-tags">
            {item.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
        )}
      </div>
      <dl className="omni-product-row-figures">
        <div>
          <dt>{t('list.cost')}</dt>
          <dd data-testid="import-row-cost">
            {displayMinorRange(item.cost_from, item.cost_to, item.cost_currency, money)}
          </dd>
        </div>
        <div>
          <dt>{t('list.price')}</dt>
          <dd data-testid="import-row-price">
            {displayMinorRange(item.price_from, item.price_to, item.currency, money)}
          </dd>
        </div>
        <div>
          <dt>{t('list.variants')}</dt>
          <dd data-testid="import-row-variants">
            {item.variant_count}
            {tooManyVariants && (
              <Tooltip title={t('list.tooManyVariants', { limit: VARIANT_WARNING_ABOVE })}>
                <WarningFilled
                  className="omni-import-row-warning"
                  aria-label={t('list.tooManyVariants', { limit: VARIANT_WARNING_ABOVE })}
                  data-testid="import-row-variant-warning"
                />
              </Tooltip>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('list.quotaCost')}</dt>
          <dd data-testid="import-row-quota">{item.listingQuotaCost}</dd>
        </div>
      </dl>
      <div className="omni-import-row-pushed" data-testid="import-row-pushed">
        {channels.length === 0 ? (
          <Tag>{t('list.notPushed')}</Tag>
        ) : (
          channels.map((channel) => (
            <Tag key={channel} color="green" data-testid={`import-row-pushed-${channel}`}>
              {t(`channels.${channel}`, { defaultValue: channel })}
            </Tag>
          ))
        )}
      </div>
      <Space className="omni-import-row-actions" wrap>
        <Link to={importListEditorPath(item.id)} tabIndex={-1}>
          <Button icon={<EditOutlined aria-hidden />} size="small" data-testid="import-row-edit">
            {t('list.edit')}
          </Button>
        </Link>
        <PushButtonOnIntent
          products={[pushProductOfItem(item)]}
          size="small"
          data-testid="import-row-push"
        />
      </Space>
    </div>
  );
});
