import { Button, Flex, Tooltip, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MULTIPLE_SHIPPING_MAX_ORDERS } from '@omni/shared/contracts/orders';

/** Preview, confirm and payment take at most this many orders per call (their contracts). */
export const BULK_PLACE_MAX = 200;

interface OrderBulkBarProps {
  selectedCount: number;
  /** Selected orders the action applies to (null: the action is not offered in this tab). */
  placeable: number | null;
  payable: number | null;
  /** Selected orders whose shipping method can change (null: not offered in this tab). */
  shippable: number | null;
  archived: boolean;
  busy: boolean;
  onPlace: () => void;
  onPay: () => void;
  onShipping: () => void;
  onMark: (marked: boolean) => void;
  onArchive: () => void;
  onClear: () => void;
}

/** What can be done with the selected orders at once. */
export function OrderBulkBar({
  selectedCount,
  placeable,
  payable,
  shippable,
  archived,
  busy,
  onPlace,
  onPay,
  onShipping,
  onMark,
  onArchive,
  onClear,
}: OrderBulkBarProps) {
  const { t } = useTranslation('orders');
  const tooMany = t('orderList.bulk.tooMany', { max: BULK_PLACE_MAX });
  const limited = (count: number, button: ReactElement) =>
    count > BULK_PLACE_MAX ? <Tooltip title={tooMany}>{button}</Tooltip> : button;

  return (
    <Flex
      gap="small"
      wrap
      align="center"
      role="toolbar"
      aria-label={t('orderList.bulk.label')}
      data-testid="order-bulk-bar"
    >
      <Typography.Text data-testid="order-selected-count">
        {t('orderList.bulk.selected', { count: selectedCount })}
      </Typography.Text>
      {placeable !== null
        ? limited(
            placeable,
            <Button
              type="primary"
              disabled={placeable === 0 || placeable > BULK_PLACE_MAX}
              onClick={onPlace}
              data-testid="order-bulk-place"
            >
              {t('orderList.bulk.place', { count: placeable })}
            </Button>,
          )
        : null}
      {payable !== null
        ? limited(
            payable,
            <Button
              type="primary"
              disabled={payable === 0 || payable > BULK_PLACE_MAX}
              onClick={onPay}
              data-testid="order-bulk-pay"
            >
              {t('orderList.bulk.pay', { count: payable })}
            </Button>,
          )
        : null}
      {shippable !== null ? (
        shippable > MULTIPLE_SHIPPING_MAX_ORDERS ? (
          <Tooltip title={t('orderList.bulk.tooMany', { max: MULTIPLE_SHIPPING_MAX_ORDERS })}>
            <Button disabled data-testid="order-bulk-shipping">
              {t('orderList.bulk.shipping', { count: shippable })}
            </Button>
          </Tooltip>
        ) : (
          <Button disabled={shippable === 0} onClick={onShipping} data-testid="order-bulk-shipping">
            {t('orderList.bulk.shipping', { count: shippable })}
          </Button>
        )
      ) : null}
      <Button
        disabled={selectedCount === 0 || busy}
        onClick={() => onMark(true)}
        data-testid="order-bulk-mark"
      >
        {t('orderList.mark')}
      </Button>
      <Button
        disabled={selectedCount === 0 || busy}
        onClick={() => onMark(false)}
        data-testid="order-bulk-unmark"
      >
        {t('orderList.unmark')}
      </Button>
      <Button
        disabled={selectedCount === 0 || busy}
        onClick={onArchive}
        data-testid="order-bulk-archive"
      >
        {archived ? t('orderList.unarchive') : t('orderList.archive')}
      </Button>
      <Button type="link" disabled={selectedCount === 0} onClick={onClear}>
        {t('orderList.bulk.clear')}
      </Button>
    </Flex>
  );
}
