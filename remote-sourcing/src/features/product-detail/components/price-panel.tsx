import type { MoneyDisplay } from '@omni/shared/money';
import { Alert, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PriceDetail, SupplierVariant } from '@omni/shared/contracts';
import { displayPrice, shippingCostDisplay } from '../../product-card/utils/card-fields';
import { countryName } from '@omni/shared/format';

export interface PricePanelProps {
  priceDetail: PriceDetail | undefined;
  loading: boolean;
  failed: boolean;
  /** The chosen variant, else the cheapest line is shown. */
  variant: SupplierVariant | null;
  money: MoneyDisplay;
  shipTo: string;
  /** Shown while the price of another country loads in place of this one. */
  stale: boolean;
}

/**
 * The price detail for the ship-to country (GET …/price-detail/{source}/{id}/{ship_to}): the
 * chosen variant's cost, shipping there, total, suggested selling price and profit.
 */
export function PricePanel({
  priceDetail,
  loading,
  failed,
  variant,
  money,
  shipTo,
  stale,
}: PricePanelProps) {
  const { t, i18n } = useTranslation('sourcing');
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (failed || !priceDetail)
    return <Alert type="error" showIcon title={t('detail.priceError')} data-testid="price-error" />;
  const lines = priceDetail.product.variants;
  const line =
    (variant && lines.find((item) => item.sku_id === variant.sku_id)) ??
    [...lines].sort((a, b) => a.price_usd - b.price_usd)[0];
  if (!line) return null;
  const shipping = shippingCostDisplay(line.shipping_usd, money);
  const country = countryName(shipTo, i18n.language);
  return (
    <div
      data-testid="price-detail"
      data-ship-to={priceDetail.ship_to}
      style={{ opacity: stale ? 0.5 : 1 }}
    >
      <Typography.Title level={3} style={{ margin: 0 }} data-testid="detail-price">
        {displayPrice(line.price_usd, money)}
      </Typography.Title>
      {line.shipping_usd === null ? (
        <Alert
          type="warning"
          showIcon
          data-testid="price-no-shipping"
          title={t('detail.noShipping', { country })}
        />
      ) : null}
      <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
        <Descriptions.Item label={t('detail.shippingTo', { country })}>
          <span data-testid="detail-shipping">
            {shipping.kind === 'free'
              ? t('card.free')
              : shipping.kind === 'empty'
                ? '-'
                : shipping.text}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.total')}>
          <span data-testid="detail-total">
            {line.total_usd === null ? '-' : displayPrice(line.total_usd, money)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.suggestedPrice')}>
          <span data-testid="detail-suggested">{displayPrice(line.suggested_price, money)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.profit')}>
          <span data-testid="detail-profit">
            {line.profit === null ? '-' : displayPrice(line.profit, money)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.stock')}>
          {new Intl.NumberFormat(i18n.language).format(line.quantity)}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
