import { Alert, Button, Card, Descriptions, Divider, Flex, Image, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NEED_CHANGE_SUPPLIER,
  OMNI_SOURCE,
  SHIPPING_EDITABLE_SECTION,
  type OrderDetail,
  type OrderDetailLine,
} from '@omni/shared/contracts/orders';
import { formatShippingTime } from '@omni/shared/format';
import { formatPrice } from '@omni/shared/money';
import type { LineShippingTarget } from '../../../common/api/order-shipping';
import { sourceRecommendation } from '../utils/line-recommendation';
import { ChangeSupplierDialog } from './change-supplier-dialog';
import { ShippingMethodDialog } from './shipping-method-dialog';

const IMAGE_SIZE = 64;

/** "7-12" or "7" of a shipping_info time; the API keeps them as the supplier wrote them. */
const timeRange = (value: string) => {
  const [min, max] = value.split('-');
  return formatShippingTime(min, max ?? min);
};

/** What the line ships as, when its method can still be chosen here (a New order, mapped). */
export function shippingTarget(
  order: OrderDetail,
  line: OrderDetailLine,
): LineShippingTarget | null {
  if (order.section !== SHIPPING_EDITABLE_SECTION || line.unmapped_product || line.disabled)
    return null;
  if (!line.source || !line.source_product_id) return null;
  return {
    source: line.source,
    productId: line.source_product_id,
    skuId: line.sku_id,
    quantity: line.quantity,
    countryCode: order.shipping_address?.country_code ?? order.country_code,
  };
}

function LineMapping({
  line,
  supplierCurrency,
  onChangeShipping,
}: {
  line: OrderDetailLine;
  supplierCurrency: string;
  /** Opens the method choice; absent when the method cannot change. */
  onChangeShipping?: () => void;
}) {
  const { t } = useTranslation('orders');
  if (line.unmapped_product)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="order-line-unmapped"
        title={t('orderDetail.lines.unmapped')}
        description={t('orderDetail.lines.unmappedHint')}
      />
    );
  const shipping = line.shipping_info;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} data-testid="order-line-mapping">
      <Descriptions.Item label={t('orderDetail.lines.sourceProduct')}>
        {line.source_product_id ?? '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('orderDetail.lines.sourceSku')}>
        {line.sku_id ?? '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('orderDetail.lines.warehouse')}>
        {line.shipping_warehouse ?? '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('orderDetail.lines.shipping')}>
        {shipping
          ? t('orderDetail.lines.shippingInfo', {
              name: shipping.service_name,
              fee: formatPrice(line.shipping_fee ?? shipping.amount, supplierCurrency),
              days: t('shippingTime.days', {
                ns: 'shared',
                range: timeRange(shipping.delivery_time),
              }),
            })
          : t('orderDetail.lines.noShipping')}
        {onChangeShipping ? (
          <Button
            type="link"
            size="small"
            onClick={onChangeShipping}
            data-testid="order-line-change-shipping"
          >
            {shipping
              ? t('orderDetail.lines.changeShipping')
              : t('orderDetail.lines.chooseShipping')}
          </Button>
        ) : null}
      </Descriptions.Item>
      {line.replace_supplier ? (
        <Descriptions.Item label={t('orderDetail.lines.replacement')}>
          {line.replace_supplier.source_product_id} / {line.replace_supplier.sku_id}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/**
 * Which sources can place the line and what they answered for it (spec 002 §3): its mapped
 * supplier and the own service (can_place_by_omni), the own service's shipping and request once
 * it took the line (omni_recommend), and the product a supplier's report led to
 * (source_recommend). Each only when the API says so; nothing is shown in its place.
 */
function LineSources({
  line,
  supplierCurrency,
}: {
  line: OrderDetailLine;
  supplierCurrency: string;
}) {
  const { t } = useTranslation('orders');
  const sourceName = (source: string) => t(`placement.sources.${source}`, { defaultValue: source });
  const sources = [
    ...(line.source && !line.unmapped_product ? [line.source] : []),
    ...(line.can_place_by_omni && line.source !== OMNI_SOURCE ? [OMNI_SOURCE] : []),
  ];
  const omni = line.omni_recommend;
  const recommended = sourceRecommendation(line);
  if (sources.length === 0 && !omni && !recommended) return null;
  return (
    <Flex vertical gap={4}>
      {sources.length > 0 ? (
        <Flex gap="small" wrap align="center" data-testid="order-line-sources">
          <Typography.Text type="secondary">{t('orderDetail.lines.placeableBy')}</Typography.Text>
          {sources.map((source) => (
            <Tag key={source}>{sourceName(source)}</Tag>
          ))}
        </Flex>
      ) : null}
      {omni ? (
        <Typography.Text type="secondary" data-testid="order-line-omni-recommend">
          {omni.shipping_info
            ? t('orderDetail.lines.omniOffer', {
                name: omni.shipping_info.service_name,
                fee: formatPrice(omni.shipping_info.amount, supplierCurrency),
                days: t('shippingTime.days', {
                  ns: 'shared',
                  range: timeRange(omni.shipping_info.delivery_time),
                }),
                number: omni.source_order_id ?? '-',
              })
            : t('orderDetail.lines.omniRequest', { number: omni.source_order_id ?? '-' })}
        </Typography.Text>
      ) : null}
      {recommended ? (
        <Typography.Text type="secondary" data-testid="order-line-source-recommend">
          {t('orderDetail.lines.recommendedProduct', {
            source: sourceName(recommended.source),
            product: recommended.source_product_id,
            sku: recommended.sku_id,
          })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/**
 * The lines spec 002 §5 leaves out of the list (the supplier can no longer supply them and no
 * other product was found): named here, so a placement that fails on them can be understood and
 * their supplier changed.
 */
function UnavailableLines({
  lines,
  onChangeSupplier,
}: {
  lines: OrderDetailLine[];
  /** Absent once the order is past placement. */
  onChangeSupplier?: (lineId: string) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      data-testid="order-unavailable-lines"
      title={t('orderDetail.lines.unavailableTitle')}
      description={
        <Flex vertical gap="small">
          <Typography.Text>{t('orderDetail.lines.unavailableHint')}</Typography.Text>
          {lines.map((line) => (
            <Flex
              key={line.id}
              gap="small"
              align="center"
              wrap
              data-testid="order-unavailable-line"
            >
              <Typography.Text strong>{line.title}</Typography.Text>
              {line.variant_title ? <Tag>{line.variant_title}</Tag> : null}
              <Typography.Text>× {line.quantity}</Typography.Text>
              {onChangeSupplier ? (
                <Button
                  size="small"
                  onClick={() => onChangeSupplier(line.id)}
                  aria-label={`${t('orderDetail.lines.changeSupplier')}: ${line.title}`}
                  data-testid="order-unavailable-change-supplier"
                >
                  {t('orderDetail.lines.changeSupplier')}
                </Button>
              ) : null}
            </Flex>
          ))}
        </Flex>
      }
    />
  );
}

/** The order's lines: what the buyer bought, and which supplier product each is placed as. */
export function LineItemsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const currency = order.totals.currency;
  const [editing, setEditing] = useState<string | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  const changedLine = [...order.line_items, ...order.unavailable_lines].find(
    (line) => line.id === changing,
  );
  const canChangeSupplier = order.section === SHIPPING_EDITABLE_SECTION;
  const editedLine = order.line_items.find((line) => line.id === editing);
  const editedTarget = editedLine ? shippingTarget(order, editedLine) : null;
  return (
    <Card size="small" title={t('orderDetail.lines.title', { count: order.line_items.length })}>
      {order.line_items.length === 0 ? (
        <Typography.Text type="secondary">{t('orderDetail.lines.empty')}</Typography.Text>
      ) : null}
      {order.line_items.map((line, index) => (
        <div key={line.id}>
          {index > 0 ? <Divider style={{ margin: '12px 0' }} /> : null}
          <Flex gap="middle" align="start" data-testid="order-line">
            {line.image_url ? (
              <Image
                src={line.image_url}
                alt={line.title}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                style={{ objectFit: 'cover' }}
              />
            ) : (
              <div
                aria-hidden
                style={{
                  width: IMAGE_SIZE,
                  height: IMAGE_SIZE,
                  background: '#f5f5f5',
                  flex: 'none',
                }}
              />
            )}
            <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Flex justify="space-between" gap="small" wrap>
                <Typography.Text strong>{line.title}</Typography.Text>
                <Typography.Text>
                  {t('orderDetail.lines.quantityPrice', {
                    quantity: line.quantity,
                    price: formatPrice(line.price, currency),
                  })}
                </Typography.Text>
              </Flex>
              <Flex gap="small" wrap>
                {line.variant_title ? <Tag>{line.variant_title}</Tag> : null}
                {line.sku ? (
                  <Typography.Text type="secondary">
                    {t('orderDetail.lines.sku', { sku: line.sku })}
                  </Typography.Text>
                ) : null}
                {line.disabled ? <Tag>{t('orderDetail.lines.disabled')}</Tag> : null}
              </Flex>
              {line.source_recommend?.error_code === NEED_CHANGE_SUPPLIER ? (
                <Alert
                  type="warning"
                  showIcon
                  data-testid="order-line-need-change"
                  title={t('orderDetail.lines.needChangeSupplier')}
                />
              ) : null}
              <LineMapping
                line={line}
                supplierCurrency={order.totals.supplier_currency}
                {...(shippingTarget(order, line)
                  ? { onChangeShipping: () => setEditing(line.id) }
                  : {})}
              />
              <LineSources line={line} supplierCurrency={order.totals.supplier_currency} />
              {canChangeSupplier && !line.disabled ? (
                <div>
                  <Button
                    size="small"
                    onClick={() => setChanging(line.id)}
                    data-testid="order-line-change-supplier"
                  >
                    {t('orderDetail.lines.changeSupplier')}
                  </Button>
                </div>
              ) : null}
            </Flex>
          </Flex>
        </div>
      ))}
      {order.unavailable_lines.length > 0 ? (
        <UnavailableLines
          lines={order.unavailable_lines}
          {...(canChangeSupplier ? { onChangeSupplier: setChanging } : {})}
        />
      ) : null}
      {changedLine ? (
        <ChangeSupplierDialog
          orderId={order.id}
          line={changedLine}
          onClose={() => setChanging(null)}
        />
      ) : null}
      {/* mounted only while open: each opening asks the supplier again */}
      {editedLine && editedTarget ? (
        <ShippingMethodDialog
          orderId={order.id}
          line={editedLine}
          target={editedTarget}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
