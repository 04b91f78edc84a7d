import { Alert, Flex, List, Modal, Progress, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPPING_PICKS, type ShippingPick } from '@omni/shared/contracts/orders';
import { useFocusReturn } from '@omni/shared/ui';
import { useShippingChange, useUpdateMultipleShipping } from '../../../common/api/order-shipping';

interface BulkShippingDialogProps {
  /** The selected New orders, with the name the merchant knows each by. */
  orders: { id: string; name: string }[];
  onClose: () => void;
}

/**
 * Every item of the selected New orders takes the cheapest or the fastest method its supplier
 * offers (spec 002 §7 update-multiple-shipping-method). The change runs queued: the dialog follows
 * it order by order, then says which items kept their method and why.
 */
export function BulkShippingDialog({ orders, onClose }: BulkShippingDialogProps) {
  const { t } = useTranslation('orders');
  useFocusReturn();
  const [pick, setPick] = useState<ShippingPick>('cheapest');
  const update = useUpdateMultipleShipping();
  const change = useShippingChange(update.data);
  const running = change.data?.status === 'processing';
  const result = change.data?.status === 'done' ? change.data : undefined;
  const nameOf = (id: string) => orders.find((o) => o.id === id)?.name ?? id;
  const kept =
    result?.orders.flatMap((order) =>
      order.lines
        .filter((line) => line.error_key !== null)
        .map((line) => ({
          key: line.line_item_id,
          name: nameOf(order.order_id),
          reason:
            line.error_key === 'order_placed'
              ? t('orderList.shippingBulk.orderPlaced')
              : t(`placement.errors.${line.error_key}`, {
                  defaultValue: t('orderList.shippingBulk.notChanged'),
                }),
        })),
    ) ?? [];

  return (
    <Modal
      open
      title={t('orderList.shippingBulk.title', { count: orders.length })}
      okText={result ? t('orderList.shippingBulk.done') : t('orderList.shippingBulk.apply')}
      cancelText={t('orderList.shippingBulk.cancel')}
      okButtonProps={{ loading: update.isPending || running }}
      onOk={() =>
        result ? onClose() : update.mutate({ order_ids: orders.map((o) => o.id), pick })
      }
      onCancel={onClose}
      data-testid="bulk-shipping-dialog"
    >
      <Flex vertical gap="middle">
        <Typography.Text>{t('orderList.shippingBulk.intro')}</Typography.Text>
        <Radio.Group
          value={pick}
          disabled={update.data !== undefined || update.isPending}
          onChange={(event) => setPick(event.target.value as ShippingPick)}
          aria-label={t('orderList.shippingBulk.label')}
        >
          <Flex vertical gap="small">
            {SHIPPING_PICKS.map((value) => (
              <Radio key={value} value={value}>
                {t(`orderList.shippingBulk.picks.${value}`)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        {running && change.data ? (
          <Flex vertical gap={4} data-testid="bulk-shipping-progress">
            <Typography.Text>
              {t('orderList.shippingBulk.progress', {
                done: change.data.done,
                total: change.data.total,
              })}
            </Typography.Text>
            <Progress
              percent={Math.round((change.data.done / Math.max(1, change.data.total)) * 100)}
              aria-label={t('orderList.shippingBulk.label')}
            />
          </Flex>
        ) : null}
        {update.isError || change.isError ? (
          <Alert type="error" showIcon title={t('orderList.shippingBulk.error')} />
        ) : null}
        {result ? (
          <Alert
            type={kept.length > 0 ? 'warning' : 'success'}
            showIcon
            data-testid="bulk-shipping-result"
            title={t('orderList.shippingBulk.changed', { count: result.updated })}
            description={
              kept.length > 0 ? (
                <Flex vertical gap={4}>
                  <Typography.Text>
                    {t('orderList.shippingBulk.kept', { count: kept.length })}
                  </Typography.Text>
                  <List
                    size="small"
                    dataSource={kept}
                    renderItem={(item) => (
                      <List.Item key={item.key}>
                        {t('orderList.shippingBulk.keptItem', {
                          name: item.name,
                          reason: item.reason,
                        })}
                      </List.Item>
                    )}
                  />
                </Flex>
              ) : null
            }
          />
        ) : null}
      </Flex>
    </Modal>
  );
}
