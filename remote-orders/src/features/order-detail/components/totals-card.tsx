import { Card, Descriptions, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@omni/shared/contracts/orders';
import { priceDisplay } from '@omni/shared/money';
import { formatMinor } from '../../../common/minor-money';

/**
 * What the buyer paid on the channel, with its shipping, taxes and discounts as charged; then
 * what the suppliers charge: the products as the import estimates them, and the chosen shipping.
 */
export function TotalsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { totals } = order;
  const money = (value: string | null) => priceDisplay(value, totals.currency);
  return (
    <Card size="small" title={t('orderDetail.totals.title')} data-testid="order-totals">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('orderDetail.totals.subtotal')}>
          {money(totals.subtotal_price)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.totals.shipping')}>
          {money(totals.shipping_price)}
        </Descriptions.Item>
        {order.shipping_lines.map((line, index) => (
          <Descriptions.Item
            key={`shipping-${index}`}
            label={t('orderDetail.totals.shippingMethod', { name: line.title })}
          >
            {money(line.price)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item
          label={
            totals.taxes_included
              ? t('orderDetail.totals.taxIncluded')
              : t('orderDetail.totals.tax')
          }
        >
          {money(totals.total_tax)}
        </Descriptions.Item>
        {order.tax_lines.map((line, index) => (
          <Descriptions.Item key={`tax-${index}`} label={line.title}>
            {money(line.price)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('orderDetail.totals.discounts')}>
          {money(totals.total_discounts)}
        </Descriptions.Item>
        {order.discounts.map((discount, index) => (
          <Descriptions.Item
            key={`discount-${index}`}
            label={t('orderDetail.totals.discountCode', { code: discount.code })}
          >
            {money(discount.amount)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item
          label={<Typography.Text strong>{t('orderDetail.totals.total')}</Typography.Text>}
        >
          <Typography.Text strong data-testid="order-total">
            {money(totals.total_price)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.totals.supplierProducts')}>
          {totals.expected_product_cost ? (
            <Tooltip title={t('orderList.expectedCostHint')}>
              <Typography.Text data-testid="order-expected-cost">
                ≈ {formatMinor(totals.expected_product_cost)}
              </Typography.Text>
            </Tooltip>
          ) : (
            priceDisplay(null, totals.supplier_currency)
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.totals.supplierShipping')}>
          {priceDisplay(totals.supplier_shipping_fee, totals.supplier_currency)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
