import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@omni/shared/api-client';
import {
  REFUND_NOTE_MAX,
  REFUND_REASONS,
  type RefundOption,
  type RefundReason,
} from '@omni/shared/contracts/orders';
import { useFocusReturn } from '@omni/shared/ui';
import { formatMinor } from '../../../common/minor-money';
import { useRefundOptions, useRequestRefund } from '../api/refund';
import { checkRefundAmount } from '../utils/refund-amount';

interface Values {
  placement_id: string;
  reason: RefundReason;
  /** Quantity per line item id; 0 or absent: not asked. */
  quantities: Record<string, number | null>;
  amount: string;
  note?: string;
}

/**
 * The refund form: which supplier order, why (spec 002 §5), which items and how many, how much
 * (exact, at most what is left of the payment, formatted by shared/money) and a note. A supplier
 * whose API takes no refund (AliExpress) is said so, with the link to ask on its site. The API's
 * refusal is said in the dialog; what was typed stays.
 */
export function RefundDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation('orders');
  useFocusReturn();
  const options = useRefundOptions(orderId, true);
  return (
    <Modal
      open
      title={t('refund.title')}
      footer={null}
      onCancel={onClose}
      // a click beside the dialog would lose the amount and note typed
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="refund-dialog"
    >
      {options.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : options.isError ? (
        <Alert type="error" showIcon title={t('refund.loadError')} />
      ) : options.data.options.length === 0 ? (
        <Typography.Paragraph>{t('refund.none')}</Typography.Paragraph>
      ) : (
        <RefundForm orderId={orderId} options={options.data.options} onClose={onClose} />
      )}
    </Modal>
  );
}

function RefundForm({
  orderId,
  options,
  onClose,
}: {
  orderId: string;
  options: readonly RefundOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const request = useRequestRefund();
  const [failure, setFailure] = useState<string | null>(null);
  const [itemsError, setItemsError] = useState(false);
  const first = options.find((o) => o.blocked === null && o.type === 'refund_only') ?? options[0]!;
  const chosenId = Form.useWatch('placement_id', form) ?? first.placement_id;
  const option = options.find((o) => o.placement_id === chosenId) ?? first;
  const sourceName = t(`placement.sources.${option.source}`, { defaultValue: option.source });
  const money = (minor: number) => formatMinor({ amount: minor, currency: option.currency });

  const submit = async (values: Values) => {
    setFailure(null);
    setItemsError(false);
    const lines = option.lines
      .map((line) => ({
        line_item_id: line.line_item_id,
        quantity: values.quantities?.[line.line_item_id] ?? 0,
      }))
      .filter((line) => line.quantity > 0);
    if (lines.length === 0) {
      setItemsError(true);
      return;
    }
    const amount = checkRefundAmount(values.amount, option.currency, option.max_minor);
    if (!amount.ok) return; // the field's rule says why
    try {
      await request.mutateAsync({
        order_id: orderId,
        placement_id: option.placement_id,
        reason: values.reason,
        lines,
        amount_minor: amount.minor,
        ...(values.note?.trim() ? { note: values.note.trim() } : {}),
      });
      void message.success(t('refund.sent'));
      onClose();
    } catch (error) {
      const key = error instanceof ApiError ? error.result.message : null;
      const params = error instanceof ApiError ? error.result.errors?.[0]?.params : undefined;
      setFailure(
        key
          ? t(`messages.${key}`, { ns: 'shared', ...params, defaultValue: t('refund.loadError') })
          : t('refund.loadError'),
      );
    }
  };

  const choice = (
    <Form.Item name="placement_id" label={t('refund.sourceOrder')}>
      <Select
        options={options.map((o) => ({
          value: o.placement_id,
          label: `${t(`placement.sources.${o.source}`, { defaultValue: o.source })} ${o.order_no.join(', ')}`,
        }))}
        data-testid="refund-source-order"
      />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        placement_id: first.placement_id,
        reason: REFUND_REASONS[0],
        quantities: Object.fromEntries(first.lines.map((l) => [l.line_item_id, l.quantity])),
        amount: '',
      }}
      onFinish={(values) => void submit(values)}
    >
      {options.length > 1 ? choice : null}
      {option.type === 'on_source' ? (
        <Alert
          type="info"
          showIcon
          data-testid="refund-on-source"
          title={
            option.source_url
              ? t('refund.onSource', { source: sourceName })
              : t('refund.placedByHand')
          }
          description={
            option.source_url ? (
              <Typography.Link href={option.source_url} target="_blank" rel="noopener noreferrer">
                {t('refund.openOnSource', { source: sourceName })}
              </Typography.Link>
            ) : null
          }
        />
      ) : option.blocked ? (
        <Alert type="warning" showIcon title={t(`refund.blocked.${option.blocked}`)} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('refund.refundOnly')}</Typography.Paragraph>
          <Form.Item name="reason" label={t('refund.reason')}>
            <Select
              options={REFUND_REASONS.map((reason) => ({
                value: reason,
                label: t(`refund.reasons.${reason}`),
              }))}
              data-testid="refund-reason"
            />
          </Form.Item>
          <Form.Item
            label={t('refund.items')}
            validateStatus={itemsError ? 'error' : undefined}
            help={itemsError ? t('refund.itemsRequired') : undefined}
          >
            <Flex vertical gap={4}>
              {option.lines.map((line) => (
                <RefundLine key={line.line_item_id} line={line} />
              ))}
            </Flex>
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('refund.amount')}
            extra={t('refund.amountHint', {
              max: money(option.max_minor),
              paid: money(option.paid_minor),
              refunded: money(option.refunded_minor),
            })}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const checked = checkRefundAmount(value ?? '', option.currency, option.max_minor);
                  if (checked.ok) return Promise.resolve();
                  return Promise.reject(
                    new Error(
                      checked.error === 'tooHigh'
                        ? t('refund.amountTooHigh', { max: money(option.max_minor) })
                        : t('refund.amountInvalid'),
                    ),
                  );
                },
              },
            ]}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              addonAfter={option.currency}
              data-testid="refund-amount"
            />
          </Form.Item>
          <Form.Item name="note" label={t('refund.note')}>
            <Input.TextArea
              maxLength={REFUND_NOTE_MAX}
              showCount
              rows={3}
              data-testid="refund-note"
            />
          </Form.Item>
          {failure ? (
            <Alert type="error" showIcon title={failure} data-testid="refund-error" />
          ) : null}
        </>
      )}
      <Flex justify="end" gap="small" style={{ marginTop: 16 }}>
        <Button onClick={onClose}>{t('refund.cancel')}</Button>
        {option.type === 'refund_only' && !option.blocked ? (
          <Button
            type="primary"
            htmlType="submit"
            loading={request.isPending}
            data-testid="refund-submit"
          >
            {t('refund.submit')}
          </Button>
        ) : null}
      </Flex>
    </Form>
  );
}

/** One placed line: asked or not, and how many of its units (at most what was placed). */
function RefundLine({ line }: { line: RefundOption['lines'][number] }) {
  const { t } = useTranslation('orders');
  return (
    <Flex align="center" gap="small" data-testid="refund-line">
      <Form.Item name={['quantities', line.line_item_id]} noStyle>
        <InputNumber
          min={0}
          max={line.quantity}
          precision={0}
          style={{ width: 80 }}
          aria-label={t('placement.lineTitle', { title: line.title, quantity: line.quantity })}
        />
      </Form.Item>
      <Typography.Text>
        {t('placement.lineTitle', { title: line.title, quantity: line.quantity })}
      </Typography.Text>
    </Flex>
  );
}
