import { Alert, Flex, Modal, Select, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@omni/shared/api-client';
import type { PlacementResult, PreviewOrder } from '@omni/shared/contracts/orders';
import { exceededQuota } from '@omni/shared/plans';
import { LoadErrorAlert, QuotaExceededAlert, useFocusReturn } from '@omni/shared/ui';
import { formatMinor } from '../../../common/minor-money';
import { useConfirmOrders } from '../api/confirm-orders';
import { usePreviewOrders } from '../api/preview-orders';

export interface PlaceOrdersDialogProps {
  orderIds: readonly string[];
  open: boolean;
  onClose: () => void;
  /** The queued placements (the progress panel follows them). */
  onPlaced: (result: PlacementResult) => void;
}

/**
 * Place orders (spec 002 §4): the preview priced by each supplier now — per order and source the
 * lines, the shipping method (cheapest or fastest by the settings, changeable) and the total —
 * then Confirm queues the placements. Orders that cannot be placed say why and are left out.
 * A plan's quota that runs out (bulk placement, orders placed) shows its upgrade message (001 §6).
 */
export function PlaceOrdersDialog({ orderIds, open, onClose, onPlaced }: PlaceOrdersDialogProps) {
  const { t } = useTranslation('orders');
  useFocusReturn();
  const preview = usePreviewOrders(orderIds, open);
  const confirm = useConfirmOrders();
  // order id → line item id → service code, as the merchant changed it
  const [chosen, setChosen] = useState<Record<string, Record<string, string>>>({});
  const placeable = (preview.data ?? []).filter((q) => !q.error_key);
  const failure = preview.error ?? confirm.error;
  const quota = failure instanceof ApiError ? exceededQuota(failure.result) : null;

  const submit = () => {
    const ids = [...new Set(placeable.map((q) => q.order_id))];
    confirm.mutate(
      { orders: ids.map((id) => ({ order_id: id, shipping: chosen[id] ?? {} })) },
      // a refusal stays in the dialog (confirmError) with the preview as it was
      {
        onSuccess: (result) => {
          onPlaced(result);
          onClose();
        },
      },
    );
  };

  const columns = [
    {
      key: 'order',
      title: t('placement.columns.order'),
      render: (q: PreviewOrder) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{q.order_name ?? q.order_id}</Typography.Text>
          {q.source ? <Tag>{t(`placement.sources.${q.source}`)}</Tag> : null}
          {q.repeated_reference ? (
            // the last attempt may be on the supplier already: confirming places a second order
            <Typography.Text type="warning" data-testid="placement-repeated-warning">
              {t('placement.repeatedWarning', { reference: q.repeated_reference })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'lines',
      title: t('placement.columns.items'),
      render: (q: PreviewOrder) => (
        <Flex vertical gap={8}>
          {q.lines.map((line) => (
            <Flex key={line.line_item_id} vertical gap={4}>
              <Typography.Text>
                {t('placement.lineTitle', { title: line.title, quantity: line.quantity })}
              </Typography.Text>
              {line.shipping_options.length > 0 ? (
                <Select
                  aria-label={t('placement.shippingFor', { title: line.title })}
                  size="small"
                  value={chosen[q.order_id]?.[line.line_item_id] ?? line.service_code ?? undefined}
                  onChange={(code: string) =>
                    setChosen((all) => ({
                      ...all,
                      [q.order_id]: { ...all[q.order_id], [line.line_item_id]: code },
                    }))
                  }
                  options={line.shipping_options.map((o) => ({
                    value: o.service_code,
                    label: t('placement.shippingOption', {
                      name: o.service_name,
                      fee: formatMinor(o.fee),
                      min: o.min_days,
                      max: o.max_days,
                    }),
                  }))}
                />
              ) : null}
            </Flex>
          ))}
        </Flex>
      ),
    },
    {
      key: 'total',
      title: t('placement.columns.total'),
      render: (q: PreviewOrder) =>
        q.error_key ? (
          <Typography.Text type="danger">{t(`placement.errors.${q.error_key}`)}</Typography.Text>
        ) : (
          formatMinor(q.total)
        ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('placement.dialogTitle', { count: orderIds.length })}
      onCancel={onClose}
      onOk={submit}
      okText={t('placement.confirm', { count: placeable.length })}
      cancelText={t('placement.cancel')}
      okButtonProps={{
        disabled: placeable.length === 0 || quota !== null,
        loading: confirm.isPending,
      }}
      width={880}
      data-testid="place-orders-dialog"
    >
      {preview.isPending ? (
        <Skeleton active />
      ) : quota && preview.isError ? (
        <QuotaExceededAlert quota={quota} data-testid="placement-quota-exceeded" />
      ) : preview.isError ? (
        <LoadErrorAlert
          title={t('placement.previewError')}
          onRetry={() => void preview.refetch()}
        />
      ) : (
        <Flex vertical gap="middle">
          <Typography.Text type="secondary">{t('placement.previewHint')}</Typography.Text>
          <Table
            rowKey={(q) => `${q.order_id}:${q.source ?? 'none'}`}
            dataSource={preview.data}
            columns={columns}
            pagination={false}
            size="small"
          />
          {quota ? (
            <QuotaExceededAlert quota={quota} data-testid="placement-quota-exceeded" />
          ) : confirm.isError ? (
            <Alert type="error" title={t('placement.confirmError')} />
          ) : null}
        </Flex>
      )}
    </Modal>
  );
}
