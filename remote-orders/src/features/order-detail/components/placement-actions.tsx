import { App, Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceOrder } from '@omni/shared/contracts/orders';
import { useMarkPlacementFailed, useRecreatePlacement } from '../api/failed-placements';
import { placementActionsOf, recreateNeedsCheck } from '../utils/placement-actions';

/**
 * What the merchant can do with the order's supplier orders: mark placed, unpaid ones as failed
 * (the supplier cancelled or the order went wrong there), and place failed ones again.
 */
export function PlacementActions({
  orderId,
  sourceOrders,
}: {
  orderId: string;
  sourceOrders: readonly SourceOrder[];
}) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const markFailed = useMarkPlacementFailed(orderId);
  const recreate = useRecreatePlacement(orderId);
  const { canMarkFailed, canRecreate } = placementActionsOf(sourceOrders);
  if (!canMarkFailed && !canRecreate) return null;
  const placeAgain = () =>
    recreate.mutate(undefined, {
      onSuccess: (result) =>
        result.entries.length > 0
          ? void message.success(t('orderDetail.failed.recreated'))
          : void message.warning(
              t(`placement.errors.${result.failed[0]?.error_key ?? ''}`, {
                defaultValue: t('orderDetail.failed.nothingToRecreate'),
              }),
            ),
    });
  // the supplier may have the failed order already: placing again asks first (never one click)
  const mustCheck = recreateNeedsCheck(sourceOrders);

  return (
    <Flex gap="small" wrap data-testid="placement-actions">
      {canRecreate && mustCheck ? (
        <Popconfirm
          title={t('orderDetail.failed.repeatedConfirmTitle')}
          description={t('orderDetail.failed.repeatedConfirmText')}
          okText={t('orderDetail.failed.recreateAnyway')}
          okButtonProps={{ danger: true }}
          cancelText={t('placement.cancel')}
          onConfirm={placeAgain}
        >
          <Button loading={recreate.isPending} data-testid="placement-recreate">
            {t('orderDetail.failed.recreate')}
          </Button>
        </Popconfirm>
      ) : canRecreate ? (
        <Button
          type="primary"
          loading={recreate.isPending}
          onClick={placeAgain}
          data-testid="placement-recreate"
        >
          {t('orderDetail.failed.recreate')}
        </Button>
      ) : null}
      {canMarkFailed ? (
        <Popconfirm
          title={t('orderDetail.failed.confirmTitle')}
          description={t('orderDetail.failed.confirmText')}
          okText={t('orderDetail.failed.markFailed')}
          cancelText={t('orderDetail.failed.keep')}
          onConfirm={() =>
            markFailed.mutate(undefined, {
              onSuccess: (result) =>
                result.entries.length > 0
                  ? void message.success(t('orderDetail.failed.marked'))
                  : void message.warning(
                      t(`orderDetail.failed.skipped.${result.skipped[0]?.reason ?? 'not_placed'}`),
                    ),
            })
          }
        >
          <Button danger loading={markFailed.isPending} data-testid="placement-mark-failed">
            {t('orderDetail.failed.markFailed')}
          </Button>
        </Popconfirm>
      ) : null}
    </Flex>
  );
}
