import { Col, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@omni/shared/api-client';
import { EmptyState, LoadErrorAlert } from '@omni/shared/ui';
import { OmniFulfillmentCard } from '../../omni-fulfillment/components/omni-fulfillment-card';
import { useOrderDetail } from '../api/order-detail';
import { orderListPath } from '../utils/order-list-path';
import { CustomerCard } from './customer-card';
import { LineItemsCard } from './line-items-card';
import { OrderHeader } from './order-header';
import { OrderCancelPanel } from '../../order-cancel/components/order-cancel-panel';
import { OrderLogCard } from './order-log-card';
import { SourceOrdersCard } from './source-orders-card';
import { TotalsCard } from './totals-card';

const isNotFound = (error: unknown) => error instanceof ApiError && error.result.status === 404;

/**
 * The order detail (`/app/orders/detail/:orderId/:orderStatus`): the order's header, its lines
 * with their supplier mapping, the buyer and shipping address (editable), the totals, where it
 * was placed and what happened to it. `orderStatus` is the tab the merchant came from, where the
 * back link returns.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { orderId = '', orderStatus } = useParams();
  const detail = useOrderDetail(orderId);
  const back = (
    <Link to={orderListPath(orderStatus, detail.data)} data-testid="order-detail-back">
      {t('orderDetail.back')}
    </Link>
  );

  if (detail.isPending) return <Skeleton active data-testid="order-detail-loading" />;
  if (detail.isError)
    return (
      <Flex vertical gap="middle">
        {back}
        {isNotFound(detail.error) ? (
          <EmptyState
            data-testid="order-detail-not-found"
            title={t('orderDetail.notFoundTitle')}
            description={t('orderDetail.notFoundDescription')}
          />
        ) : (
          <LoadErrorAlert
            title={t('orderDetail.loadError')}
            onRetry={() => void detail.refetch()}
          />
        )}
      </Flex>
    );

  const order = detail.data;
  return (
    <Flex vertical gap="middle" data-testid="order-detail-page">
      {back}
      <OrderHeader order={order} />
      <OrderCancelPanel order={order} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap="middle">
            <LineItemsCard order={order} />
            <TotalsCard order={order} />
            <OmniFulfillmentCard orderId={order.id} section={order.section} />
            <SourceOrdersCard orderId={order.id} />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap="middle">
            <CustomerCard order={order} />
            <OrderLogCard orderId={order.id} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
