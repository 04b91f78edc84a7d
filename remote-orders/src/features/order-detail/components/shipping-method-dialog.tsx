import { Alert, Empty, Flex, Modal, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@omni/shared/api-client';
import type { OrderDetailLine } from '@omni/shared/contracts/orders';
import { formatShippingTime } from '@omni/shared/format';
import { formatPrice } from '@omni/shared/money';
import { LoadErrorAlert, useFocusReturn } from '@omni/shared/ui';
import {
  useLineShippingOptions,
  useSaveShipping,
  type LineShippingTarget,
} from '../../../common/api/order-shipping';

interface ShippingMethodDialogProps {
  orderId: string;
  line: OrderDetailLine;
  target: LineShippingTarget;
  onClose: () => void;
}

/** Why the API refused the method, in the merchant's language (rule of the field error). */
function refusalText(error: unknown, t: TFunction): string {
  const rule = error instanceof ApiError ? error.result.errors?.[0]?.params?.rule : undefined;
  const fallback = t('orderDetail.shippingDialog.saveError');
  return typeof rule === 'string'
    ? t(`orderDetail.shippingDialog.refused.${rule}`, { defaultValue: fallback })
    : fallback;
}

/**
 * Choosing a line's shipping method among its supplier's options to the order's country (spec
 * 002 §3 shipping_info, §7 save-shipping). The fee shown is the supplier's; the server asks the
 * supplier again before saving it.
 */
export function ShippingMethodDialog({
  orderId,
  line,
  target,
  onClose,
}: ShippingMethodDialogProps) {
  const { t } = useTranslation('orders');
  useFocusReturn();
  const options = useLineShippingOptions(target);
  const save = useSaveShipping(orderId);
  const current = line.shipping_info?.service_code ?? null;
  const [chosen, setChosen] = useState<string | null>(current);

  const submit = () => {
    if (!chosen) return;
    save.mutate(
      { line_items: [{ id: line.id, service_code: chosen }] },
      { onSuccess: () => onClose() },
    );
  };

  return (
    <Modal
      open
      title={t('orderDetail.shippingDialog.title', { title: line.title })}
      okText={t('orderDetail.shippingDialog.save')}
      cancelText={t('orderDetail.shippingDialog.cancel')}
      okButtonProps={{ disabled: !chosen || chosen === current, loading: save.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      data-testid="shipping-method-dialog"
    >
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">
          {t('orderDetail.shippingDialog.intro', {
            quantity: target.quantity,
            country: target.countryCode,
          })}
        </Typography.Text>
        {options.isPending ? (
          <Skeleton active />
        ) : options.isError ? (
          <LoadErrorAlert
            title={t('orderDetail.shippingDialog.loadError')}
            onRetry={() => void options.refetch()}
          />
        ) : options.data.options.length === 0 ? (
          <Empty
            description={t('orderDetail.shippingDialog.none', { country: target.countryCode })}
          />
        ) : (
          <Radio.Group
            value={chosen}
            onChange={(event) => setChosen(event.target.value as string)}
            aria-label={t('orderDetail.shippingDialog.label')}
          >
            <Flex vertical gap="small">
              {options.data.options.map((option) => (
                <Radio key={option.code} value={option.code} data-testid="shipping-method-option">
                  {t('orderDetail.shippingDialog.option', {
                    name: option.name ?? option.code,
                    fee: formatPrice(option.amount, option.currency),
                    days: t('shippingTime.days', {
                      ns: 'shared',
                      range: formatShippingTime(option.delivery_time.min, option.delivery_time.max),
                    }),
                  })}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        )}
        {save.isError ? (
          <Alert
            type="error"
            showIcon
            title={refusalText(save.error, t)}
            data-testid="shipping-method-error"
          />
        ) : null}
      </Flex>
    </Modal>
  );
}
