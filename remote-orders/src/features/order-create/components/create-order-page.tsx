import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, useMoneyDisplay, useStores } from '@omni/shared/api-client';
import { CREATE_ORDER_NOTE_MAX } from '@omni/shared/contracts/orders';
import { fieldErrorI18nKey, getToaster, type FieldError } from '@omni/shared/errors';
import { CURRENCY_OPTIONS, formatPrice, fromMinorUnits } from '@omni/shared/money';
import { orderDetailPath, ordersPath } from '@omni/shared/navigation';
import { AddressFields, useShowAddressErrors } from '../../../common/address-fields';
import { useCreateOrder } from '../api/create-order';
import {
  canAddLine,
  formFieldPath,
  NO_STORE,
  orderTotals,
  toCreateOrderBody,
  type CreateOrderFormValues,
} from '../utils/create-order-form';
import { OrderLineFields } from './order-line-fields';

/** `params.rule` of the field errors only POST orders/v5/create gives, each said in words. */
const CREATE_RULES = ['store_not_found', 'product_not_found', 'variant_not_found', 'currency'];

const INITIAL_VALUES: CreateOrderFormValues = {
  store_id: NO_STORE,
  currency: 'USD',
  lines: [{ quantity: 1 }],
  shipping_price: '',
  shipping_address: {},
  note: '',
};

/**
 * An order made by hand (`/app/orders/create`, ADR 035): a store or none, lines from the
 * workplace's imported products, the buyer's address checked by the destination's rules, a note.
 * Created, it opens in its detail; refused, each field says why in the user's language and what
 * was typed stays.
 */
export default function CreateOrderPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [form] = Form.useForm<CreateOrderFormValues>();
  const stores = useStores();
  const money = useMoneyDisplay();
  const create = useCreateOrder();
  const showAddressErrors = useShowAddressErrors(form, ['shipping_address']);
  const [failure, setFailure] = useState<string | null>(null);

  const chosenStore: string = Form.useWatch('store_id', form) ?? NO_STORE;
  const storeId = chosenStore === NO_STORE ? null : chosenStore;
  const currency: string = Form.useWatch('currency', form) ?? INITIAL_VALUES.currency;
  const lines = Form.useWatch('lines', form) ?? [];
  const shippingPrice = Form.useWatch('shipping_price', form);
  const totals = orderTotals(lines, shippingPrice, currency);

  // the workplace's currency until the merchant chooses one
  useEffect(() => {
    if (!form.isFieldTouched('currency')) form.setFieldValue('currency', money.currency);
  }, [form, money.currency]);

  const chooseStore = (id: string) => {
    const store = stores.data?.find((s) => s.id === id);
    if (store && !form.isFieldTouched('currency')) form.setFieldValue('currency', store.currency);
  };

  const fieldLabel = (field: string) =>
    t(`createOrder.fields.${field.split('.').pop() ?? field}`, { defaultValue: field });

  /** An API field error not of the address, in words, on its field. */
  const errorText = (error: FieldError) => {
    const rule = error.params?.rule;
    if (typeof rule === 'string' && CREATE_RULES.includes(rule))
      return t(`createOrder.ruleErrors.${rule}`);
    return t(fieldErrorI18nKey(error.message), {
      ns: 'shared',
      ...error.params,
      field: fieldLabel(error.field),
    });
  };

  const submit = async (values: CreateOrderFormValues) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(toCreateOrderBody(values));
      getToaster()?.success(t('createOrder.created', { name: created.order_name }));
      void navigate(orderDetailPath(created.order_id, created.section));
    } catch (error) {
      const errors = error instanceof ApiError ? (error.result.errors ?? []) : [];
      const others = showAddressErrors(errors);
      form.setFields(
        others.map((e) => ({ name: formFieldPath(e.field) as never, errors: [errorText(e)] })),
      );
      setFailure(errors.length > 0 ? t('createOrder.checkFields') : t('createOrder.failed'));
    }
  };

  const amount = (minor: number) => formatPrice(fromMinorUnits(minor, currency), currency);

  return (
    <Flex vertical gap="middle" data-testid="create-order-page">
      <Link to={ordersPath()} data-testid="create-order-back">
        {t('createOrder.back')}
      </Link>
      <header>
        <Typography.Title level={2}>{t('createOrder.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('createOrder.subtitle')}</Typography.Text>
      </header>

      <Form
        form={form}
        layout="vertical"
        initialValues={INITIAL_VALUES}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => setFailure(t('createOrder.checkFields'))}
        scrollToFirstError
        data-testid="create-order-form"
      >
        <Flex vertical gap="middle">
          <Card size="small" title={t('createOrder.store.title')}>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="store_id"
                  label={t('createOrder.fields.store_id')}
                  extra={t('createOrder.store.hint')}
                >
                  <Select<string>
                    loading={stores.isPending}
                    onChange={chooseStore}
                    options={[
                      { value: NO_STORE, label: t('createOrder.store.none') },
                      ...(stores.data ?? []).map((s) => ({
                        value: s.id,
                        label: s.domain || s.platform_domain,
                      })),
                    ]}
                    data-testid="create-order-store"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="currency" label={t('createOrder.fields.currency')}>
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    options={CURRENCY_OPTIONS.map((o) => ({
                      value: o.currencyType,
                      label: `${o.currencyType} · ${o.currencyName}`,
                    }))}
                    data-testid="create-order-currency"
                  />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Card size="small" title={t('createOrder.lines.title')}>
            <Form.List name="lines">
              {(fields, { add, remove }) => (
                <Flex vertical gap="small">
                  {fields.map((field) => (
                    <OrderLineFields
                      key={field.key}
                      form={form}
                      index={field.name}
                      storeId={storeId}
                      removable={fields.length > 1}
                      onRemove={() => remove(field.name)}
                    />
                  ))}
                  <div>
                    <Button
                      onClick={() => add({ quantity: 1 })}
                      disabled={!canAddLine(lines)}
                      data-testid="create-order-add-line"
                    >
                      {t('createOrder.lines.add')}
                    </Button>
                  </div>
                </Flex>
              )}
            </Form.List>
          </Card>

          <Card size="small" title={t('createOrder.addressTitle')}>
            <AddressFields form={form} prefix={['shipping_address']} />
          </Card>

          <Card size="small" title={t('createOrder.summary.title')}>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item name="note" label={t('createOrder.fields.note')}>
                  <Input.TextArea rows={3} maxLength={CREATE_ORDER_NOTE_MAX} showCount />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="shipping_price"
                  label={t('createOrder.fields.shipping_price', { currency })}
                  extra={t('createOrder.shippingHint')}
                >
                  <Input inputMode="decimal" suffix={currency} />
                </Form.Item>
                <Descriptions size="small" column={1} data-testid="create-order-totals">
                  <Descriptions.Item label={t('createOrder.summary.subtotal')}>
                    {totals ? amount(totals.subtotal) : '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('createOrder.summary.shipping')}>
                    {totals ? amount(totals.shipping) : '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('createOrder.summary.total')}>
                    <strong data-testid="create-order-total">
                      {totals ? amount(totals.total) : '—'}
                    </strong>
                  </Descriptions.Item>
                </Descriptions>
              </Col>
            </Row>
          </Card>

          {failure ? <Alert type="error" showIcon title={failure} /> : null}
          <Flex gap="small" justify="end">
            <Button onClick={() => void navigate(ordersPath())}>{t('createOrder.cancel')}</Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={create.isPending}
              data-testid="create-order-submit"
            >
              {t('createOrder.submit')}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Flex>
  );
}
