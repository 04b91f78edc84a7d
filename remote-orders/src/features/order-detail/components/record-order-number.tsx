import { Alert, App, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@omni/shared/api-client';
import {
  PLACEMENT_SOURCES,
  ORDER_NUMBER_MAX_LENGTH,
  ORDER_NUMBERS_MAX_LENGTH,
  ORDER_NUMBERS_PATTERN,
  type PlacementSourceKey,
  type SourceOrder,
} from '@omni/shared/contracts/orders';
import type { FieldError } from '@omni/shared/errors';
import { useFocusReturn } from '@omni/shared/ui';
import { useRecordOrderNumber } from '../api/order-number';
import { recordableSourceOrders } from '../utils/order-number';
import { isRepeatedOrder } from '../../placement/utils/placement-entries';

/**
 * The contract's bounds of the numbers (one, or several separated by commas for a supplier order
 * split per seller), so the form refuses what the API would.
 */
const NUMBERS_PATTERN = new RegExp(ORDER_NUMBERS_PATTERN);
const NUMBER_MAX = ORDER_NUMBER_MAX_LENGTH;

interface Values {
  source: PlacementSourceKey;
  number: string;
}

const isPlacementSource = (value: string): value is PlacementSourceKey =>
  (PLACEMENT_SOURCES as readonly string[]).includes(value);

/**
 * "Record supplier order number" for the supplier orders that take one (an order placed by hand, a
 * repeated AliExpress order): a small form of source and number, checked as the contract checks
 * it. A refusal is said on its field or above the buttons, and what was typed stays.
 */
export function RecordOrderNumber({
  orderId,
  sourceOrders,
}: {
  orderId: string;
  sourceOrders: readonly SourceOrder[];
}) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const recordable = recordableSourceOrders(sourceOrders).filter((s) =>
    isPlacementSource(s.source),
  );
  if (recordable.length === 0) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="record-order-number">
        {t('orderDetail.orderNumber.action')}
      </Button>
      {open ? (
        <RecordOrderNumberDialog
          orderId={orderId}
          recordable={recordable}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function RecordOrderNumberDialog({
  orderId,
  recordable,
  onClose,
}: {
  orderId: string;
  recordable: readonly SourceOrder[];
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  useFocusReturn();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const record = useRecordOrderNumber(orderId);
  const [failure, setFailure] = useState<string | null>(null);
  const first = recordable[0]!;
  const chosen = Form.useWatch('source', form) ?? first.source;
  const target = recordable.find((s) => s.source === chosen) ?? first;

  /** The API's field errors on their fields; true when one was placed. */
  const showFieldErrors = (errors: readonly FieldError[]) => {
    const fields: { name: keyof Values; errors: string[] }[] = [];
    for (const error of errors)
      if (error.field === 'order_no')
        fields.push({
          name: 'number',
          errors: [t('orderDetail.orderNumber.invalid', { max: NUMBER_MAX })],
        });
      else if (error.field === 'order_source')
        fields.push({ name: 'source', errors: [t('orderDetail.orderNumber.notRecordable')] });
    form.setFields(fields);
    return fields.length > 0;
  };

  const save = async (values: Values) => {
    setFailure(null);
    try {
      await record.mutateAsync({ source: values.source, number: values.number.trim() });
      void message.success(t('orderDetail.orderNumber.saved'));
      onClose();
    } catch (error) {
      const errors = error instanceof ApiError ? (error.result.errors ?? []) : [];
      if (!showFieldErrors(errors)) setFailure(t('orderDetail.orderNumber.saveError'));
    }
  };

  return (
    <Modal
      open
      title={t('orderDetail.orderNumber.title')}
      okText={t('orderDetail.orderNumber.save')}
      cancelText={t('orderDetail.orderNumber.cancel')}
      okButtonProps={{ loading: record.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      data-testid="record-order-number-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ source: first.source, number: first.order_no.join(', ') }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="source" label={t('orderDetail.orderNumber.source')}>
          <Select
            options={recordable.map((s) => ({
              value: s.source,
              label: t(`placement.sources.${s.source}`, { defaultValue: s.source }),
            }))}
            data-testid="record-order-number-source"
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" data-testid="record-order-number-hint">
          {isRepeatedOrder(target.error) && target.reference ? (
            <>
              {t('orderDetail.orderNumber.repeatedHint')}{' '}
              <Typography.Text
                copyable={{ text: target.reference }}
                style={{ wordBreak: 'break-all' }}
              >
                {target.reference}
              </Typography.Text>
            </>
          ) : (
            t('orderDetail.orderNumber.manualHint')
          )}
        </Typography.Paragraph>
        <Form.Item
          name="number"
          label={t('orderDetail.orderNumber.number')}
          extra={`${t('orderDetail.orderNumber.numberHint', { max: NUMBER_MAX })} ${t('orderDetail.orderNumber.severalHint')}`}
          rules={[
            { required: true, whitespace: true, message: t('orderDetail.orderNumber.required') },
            {
              validator: (_, value: string | undefined) => {
                const number = (value ?? '').trim();
                return number === '' ||
                  (number.length <= ORDER_NUMBERS_MAX_LENGTH && NUMBERS_PATTERN.test(number))
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(t('orderDetail.orderNumber.invalid', { max: NUMBER_MAX })),
                    );
              },
            },
          ]}
        >
          <Input autoComplete="off" data-testid="record-order-number-input" />
        </Form.Item>
        {failure ? <Alert type="error" showIcon title={failure} /> : null}
      </Form>
    </Modal>
  );
}
