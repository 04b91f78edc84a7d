import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '@omni/shared/ui';
import { formatMinor } from '../../../common/minor-money';
import { useOrderPanel } from '../api/order-detail';
import { PlacementWarning } from '../../placement/components/placement-warning';
import { RefundAction } from '../../refund/components/refund-action';
import { RefundStatus } from '../../refund/components/refund-status';
import { PlacementActions } from './placement-actions';
import { RecordOrderNumber } from './record-order-number';
import { SourceOrderNumbers } from './source-order-numbers';

const STATUS_COLORS: Record<string, string> = {
  processing: 'processing',
  success: 'success',
  error: 'error',
};

/**
 * The panel: the supplier orders this order was placed as (their numbers and our reference), what
 * the merchant can do with them, and the order's parcels.
 */
export function SourceOrdersCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const panel = useOrderPanel(orderId);
  // the order center's "Request refund" opens the dialog here (?refund=1)
  const [params] = useSearchParams();
  const refundAsked = params.get('refund') === '1';
  return (
    <Card size="small" title={t('orderDetail.panel.title')} data-testid="order-source-orders">
      {panel.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : panel.isError ? (
        <LoadErrorAlert
          title={t('orderDetail.panel.loadError')}
          onRetry={() => void panel.refetch()}
        />
      ) : (
        <>
          {panel.data.source_orders.length === 0 ? (
            <Typography.Text type="secondary">{t('orderDetail.panel.notPlaced')}</Typography.Text>
          ) : null}
          {panel.data.source_orders.map((source) => (
            <Flex
              vertical
              key={source.id}
              style={{ marginBottom: 8 }}
              data-testid="source-order"
              data-status={source.status}
            >
              <div>
                {t(`placement.sources.${source.source}`, { defaultValue: source.source })}{' '}
                <Tag color={STATUS_COLORS[source.status]}>
                  {t(`placement.statuses.${source.status}`, { defaultValue: source.status })}
                </Tag>
                {source.paid ? <Tag color="green">{t('orderDetail.panel.paid')}</Tag> : null}
              </div>
              <SourceOrderNumbers source={source} />
              {source.source_status ? (
                <Typography.Text type="secondary" data-testid="source-order-status">
                  {t('orderDetail.panel.sourceStatus', {
                    // the source's own word, translated per source; an unknown one as it came
                    status: t(
                      `orderDetail.panel.sourceStatuses.${source.source}.${source.source_status}`,
                      { defaultValue: source.source_status },
                    ),
                  })}
                </Typography.Text>
              ) : null}
              {source.cost_minor !== null && source.cost_currency ? (
                <Typography.Text type="secondary">
                  {t('orderDetail.panel.cost', {
                    cost: formatMinor({
                      amount: source.cost_minor,
                      currency: source.cost_currency,
                    }),
                  })}
                </Typography.Text>
              ) : null}
              {source.error ? (
                <Typography.Text type="danger">
                  {t(`placement.errors.${source.error}`, {
                    defaultValue: t('orderDetail.placementProblem'),
                  })}
                </Typography.Text>
              ) : null}
              {source.warning ? <PlacementWarning warningKey={source.warning} /> : null}
              <RefundStatus refund={source.refund_info} />
            </Flex>
          ))}
          <Flex gap="small" wrap>
            <PlacementActions orderId={orderId} sourceOrders={panel.data.source_orders} />
            <RecordOrderNumber orderId={orderId} sourceOrders={panel.data.source_orders} />
            <RefundAction
              orderId={orderId}
              sourceOrders={panel.data.source_orders}
              autoOpen={refundAsked}
            />
          </Flex>
          {panel.data.trackings.map((parcel) => (
            <Typography.Paragraph key={parcel.id} style={{ margin: 0 }}>
              {t('orderDetail.panel.parcel', {
                number: parcel.tracking_number,
                carrier: parcel.carrier ?? '-',
              })}{' '}
              <Tag>
                {t(`orderCenter.subStatuses.shipment.${parcel.status.toLowerCase()}`, {
                  defaultValue: parcel.status,
                })}
              </Tag>
            </Typography.Paragraph>
          ))}
        </>
      )}
    </Card>
  );
}
