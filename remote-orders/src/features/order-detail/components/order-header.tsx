import { Alert, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@omni/shared/contracts/orders';
import { formatDateTime } from '@omni/shared/format';
import { paths } from '@omni/shared/navigation';
import { placementWarningText } from '../../placement/components/placement-warning';

/** Brand names are the same in every language. */
const CHANNEL_NAMES: Record<string, string> = { shopify: 'Shopify', woocommerce: 'WooCommerce' };

/** The order's number, where it stands, where it came from and when. */
export function OrderHeader({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const date = (value: string) => formatDateTime(value, i18n.language);
  const channel = order.channel
    ? (CHANNEL_NAMES[order.channel] ?? order.channel)
    : t('orderDetail.manualChannel');
  // an error stopped the placement; a warning (spec 002 §3) says what still waits after it
  const problem = order.error_message
    ? t(`placement.errors.${order.error_message}`, {
        defaultValue: t('orderDetail.placementProblem'),
      })
    : order.warning_key
      ? placementWarningText(t, order.warning_key)
      : null;
  // the end customer's page (ADR 046): public, so the link is absolute and needs no session
  const trackingLink = new URL(paths.tracking(order.id), window.location.origin).href;

  return (
    <Card size="small">
      <Flex vertical gap="small">
        <Flex gap="small" align="center" wrap>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="order-detail-title">
            {t('orderDetail.title', { name: order.order_name ?? order.platform_order_id })}
          </Typography.Title>
          <Tag color="blue" data-testid="order-detail-status">
            {t(`orderCenter.sections.${order.section}`)} ·{' '}
            {t(`orderCenter.subStatuses.${order.section}.${order.sub_status}`)}
          </Tag>
          {order.marked ? <Tag color="gold">{t('orderDetail.marked')}</Tag> : null}
          {order.archived ? <Tag>{t('orderDetail.archived')}</Tag> : null}
          <Typography.Text
            type="secondary"
            copyable={{
              text: trackingLink,
              tooltips: [t('publicTracking.copyLink'), t('publicTracking.linkCopied')],
            }}
            data-testid="order-tracking-link"
            data-link={trackingLink}
          >
            {t('publicTracking.copyLink')}
          </Typography.Text>
        </Flex>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('orderDetail.channel')}>
            <span data-testid="order-detail-channel">{channel}</span>
          </Descriptions.Item>
          {order.store_name ? (
            <Descriptions.Item label={t('orderDetail.store')}>{order.store_name}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('orderDetail.channelOrderId')}>
            {order.platform_order_id}
          </Descriptions.Item>
          <Descriptions.Item label={t('orderDetail.orderedAt')}>
            {date(order.ordered_at)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orderDetail.importedAt')}>
            {date(order.created_at)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orderDetail.updatedAt')}>
            {date(order.updated_at)}
          </Descriptions.Item>
        </Descriptions>
        {order.note ? (
          <Typography.Paragraph style={{ margin: 0 }}>
            <Typography.Text strong>{t('orderDetail.buyerNote')}</Typography.Text> {order.note}
          </Typography.Paragraph>
        ) : null}
        {problem ? (
          <Alert type="warning" showIcon title={problem} data-testid="order-detail-problem" />
        ) : null}
      </Flex>
    </Card>
  );
}
