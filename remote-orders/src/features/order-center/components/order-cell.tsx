import { Button, Dropdown, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderColumn, OrderListRow } from '@omni/shared/contracts/orders';
import { countryName, formatDateTime } from '@omni/shared/format';
import { orderDetailPath } from '@omni/shared/navigation';
import { formatMinor } from '../../../common/minor-money';
import {
  expectedCost,
  formatDecimal,
  placementsCost,
  sourceOrderNumbers,
} from '../../../common/order-money';
import { OrderStatusBadge } from '../../../common/order-status-badge';
import { canUndoCancel } from '../../order-cancel/components/use-order-cancel-actions';
import { placementSources, rowAction, shippingTimeRange } from '../utils/order-row-values';
import { RefundRowLink } from '../../refund/components/refund-row-link';

/** Lines shown in a row before "+n more": enough to recognise the order, short enough to scan. */
const SHOWN_ITEMS = 2;

export interface RowActions {
  onPlace: (row: OrderListRow) => void;
  onPay: (row: OrderListRow) => void;
  onMark: (row: OrderListRow) => void;
  onArchive: (row: OrderListRow) => void;
  /** Cancel a new order, or take a cancellation back (ADR 049). */
  onCancel: (row: OrderListRow) => void;
  onUndoCancel: (row: OrderListRow) => void;
}

const Dash = () => <Typography.Text type="secondary">—</Typography.Text>;
const orValue = (text: string | null | undefined) => (text ? text : <Dash />);

/** One cell of an order row: what the column of spec 002 §2 shows for the order. */
export function OrderCell({
  row,
  column,
  actions,
}: {
  row: OrderListRow;
  column: OrderColumn;
  actions: RowActions;
}) {
  const { t, i18n } = useTranslation('orders');
  const cost = placementsCost(row.placements);
  const sourceName = (source: string) => t(`placement.sources.${source}`, { defaultValue: source });

  switch (column) {
    case 'order_id':
      return (
        <Flex vertical gap={2} align="start">
          <Link to={orderDetailPath(row.id, row.section)} data-testid="order-detail-link">
            {row.order_name ?? row.platform_order_id}
          </Link>
          {row.marked ? (
            <Tag color="purple" data-testid="order-marked">
              {t('orderList.marked')}
            </Tag>
          ) : null}
        </Flex>
      );
    case 'order_info':
      return (
        <Flex vertical gap={2}>
          <Typography.Text>{formatDateTime(row.ordered_at, i18n.language)}</Typography.Text>
          {row.customer_name ? <Typography.Text>{row.customer_name}</Typography.Text> : null}
          <Typography.Text type="secondary">
            {countryName(row.country_code, i18n.language)}
          </Typography.Text>
        </Flex>
      );
    case 'items':
      return (
        <Flex vertical gap={2}>
          {row.items.slice(0, SHOWN_ITEMS).map((item) => (
            <Flex key={item.id} vertical gap={0}>
              <Typography.Text ellipsis={{ tooltip: item.title }}>
                {t('placement.lineTitle', { title: item.title, quantity: item.quantity })}
              </Typography.Text>
              {item.variant_title || item.sku ? (
                <Typography.Text type="secondary">
                  {[item.variant_title, item.sku].filter(Boolean).join(' · ')}
                </Typography.Text>
              ) : null}
              {item.unmapped_product ? (
                <Tag color="orange" data-testid="order-line-unmapped">
                  {t('orderDetail.lines.unmapped')}
                </Tag>
              ) : null}
            </Flex>
          ))}
          {row.items.length > SHOWN_ITEMS ? (
            <Typography.Text type="secondary">
              {t('orderList.moreItems', { count: row.items.length - SHOWN_ITEMS })}
            </Typography.Text>
          ) : null}
        </Flex>
      );
    case 'selling_price':
      return orValue(formatDecimal(row.total_price, row.currency));
    case 'product_cost': {
      // before a placement says what was charged: the import's supplier costs, marked as such
      const expected = cost ? null : expectedCost(row);
      return expected ? (
        <Tooltip title={t('orderList.expectedCostHint')}>
          <Typography.Text data-testid="order-expected-cost">
            ≈ {formatMinor(expected)}
          </Typography.Text>
        </Tooltip>
      ) : (
        orValue(formatMinor(cost))
      );
    }
    case 'total_cost':
      return orValue(formatMinor(cost));
    case 'shipping_cost':
      // supplier fees are in the supplier's currency, the one its cost is in
      return orValue(formatDecimal(row.shipping_cost, cost?.currency ?? null));
    case 'shipping_time': {
      const range = shippingTimeRange(row.shipping_time);
      return range === '-' ? <Dash /> : <>{t('orderList.days', { range })}</>;
    }
    case 'source_no': {
      const numbers = sourceOrderNumbers(row.placements);
      return numbers.length === 0 ? (
        <Dash />
      ) : (
        <Flex vertical gap={0}>
          {numbers.map((number) => (
            <Typography.Text key={number} copyable data-testid="source-order-number">
              {number}
            </Typography.Text>
          ))}
        </Flex>
      );
    }
    case 'status':
      return <OrderStatusBadge section={row.section} subStatus={row.sub_status} />;
    case 'payment_platform':
    case 'source': {
      const sources = placementSources(row.placements);
      return sources.length === 0 ? <Dash /> : <>{sources.map(sourceName).join(', ')}</>;
    }
    case 'tracking_no':
      return orValue(row.tracking?.tracking_number);
    case 'carrier':
      return orValue(row.tracking?.carrier);
    case 'delivery_date':
      return orValue(
        row.tracking?.delivered_at
          ? formatDateTime(row.tracking.delivered_at, i18n.language)
          : null,
      );
    case 'latest_event':
      return row.tracking?.latest_event ? (
        <Flex vertical gap={0}>
          <Typography.Text>{row.tracking.latest_event}</Typography.Text>
          {row.tracking.latest_event_at ? (
            <Typography.Text type="secondary">
              {formatDateTime(row.tracking.latest_event_at, i18n.language)}
            </Typography.Text>
          ) : null}
        </Flex>
      ) : (
        <Dash />
      );
    case 'channel':
      return orValue(
        row.channel ? t(`orderList.channels.${row.channel}`, { defaultValue: row.channel }) : null,
      );
    case 'note':
      // the refund tab's note is the one sent with the refund (ADR 048); a cancelled order's is
      // why the merchant cancelled it, when they said (ADR 049)
      return orValue(row.refund ? row.refund.note : (row.cancel_note ?? row.note));
    case 'refund_amount':
      return orValue(
        row.refund
          ? formatMinor({ amount: row.refund.amount_minor, currency: row.refund.currency })
          : null,
      );
    case 'last_updated':
      return <>{formatDateTime(row.refund?.updated_at ?? row.updated_at, i18n.language)}</>;
    case 'updated_at':
      return <>{formatDateTime(row.updated_at, i18n.language)}</>;
    case 'action':
      return <RowActionsCell row={row} actions={actions} />;
  }
}

function RowActionsCell({ row, actions }: { row: OrderListRow; actions: RowActions }) {
  const { t } = useTranslation('orders');
  const action = rowAction(row);
  const name = row.order_name ?? row.platform_order_id;
  const menuActions: Record<string, (row: OrderListRow) => void> = {
    mark: actions.onMark,
    archive: actions.onArchive,
    cancel: actions.onCancel,
    undoCancel: actions.onUndoCancel,
  };
  return (
    <Flex gap={4} wrap>
      {action === 'place' ? (
        <Button
          size="small"
          type="primary"
          onClick={() => actions.onPlace(row)}
          aria-label={t('orderList.placeOne', { name })}
          data-testid="order-place"
        >
          {t('orderList.place')}
        </Button>
      ) : action === 'pay' ? (
        <Button
          size="small"
          type="primary"
          onClick={() => actions.onPay(row)}
          aria-label={t('orderList.payOne', { name })}
          data-testid="order-pay"
        >
          {t('orderList.pay')}
        </Button>
      ) : null}
      <RefundRowLink row={row} />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'mark', label: row.marked ? t('orderList.unmark') : t('orderList.mark') },
            {
              key: 'archive',
              label: row.archived ? t('orderList.unarchive') : t('orderList.archive'),
            },
            ...(row.section === 'placement'
              ? [{ key: 'cancel', label: t('cancelOrders.cancel'), danger: true }]
              : []),
            ...(canUndoCancel(row) ? [{ key: 'undoCancel', label: t('cancelOrders.undo') }] : []),
          ],
          onClick: ({ key }) => menuActions[key]?.(row),
        }}
      >
        <Button
          size="small"
          aria-label={t('orderList.moreActions', { name })}
          data-testid="order-more"
        >
          {t('orderList.more')}
        </Button>
      </Dropdown>
    </Flex>
  );
}
