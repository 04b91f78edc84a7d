import { Alert, Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@omni/shared/api-client';
import {
  UPDATE_CUSTOMER_FIELDS,
  type OrderDetail,
  type UpdateCustomerBody,
} from '@omni/shared/contracts/orders';
import { shipToCountries } from '@omni/shared/format';
import { useUpdateCustomer } from '../api/order-detail';
import { fieldErrorText } from '../utils/field-error-text';

type Values = Omit<UpdateCustomerBody, 'order_id'>;
type FieldName = (typeof UPDATE_CUSTOMER_FIELDS)[number];

/** The buyer's id the destination's customs require, by country (ADR 022). */
const TAX_ID_KINDS: Record<string, 'cpf' | 'rut' | 'kr_customs_code'> = {
  BR: 'cpf',
  CL: 'rut',
  KR: 'kr_customs_code',
};

function initialValues(order: OrderDetail): Values {
  const address = order.shipping_address;
  const customer = order.customer;
  return {
    first_name: address?.first_name ?? customer?.first_name ?? '',
    last_name: address?.last_name ?? customer?.last_name ?? '',
    company: address?.company ?? '',
    email: address?.email ?? customer?.email ?? '',
    phone: address?.phone ?? customer?.phone ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    province_code: address?.province_code ?? '',
    zip: address?.zip ?? '',
    country_code: address?.country_code ?? order.country_code,
    tax_id: address?.tax_id ?? '',
  };
}

/**
 * Edits the shipping address and the buyer's contact. The API checks it by the destination's rules
 * and its field errors appear on their fields in the user's language; what was typed stays.
 */
export function AddressForm({
  order,
  onSaved,
  onCancel,
}: {
  order: OrderDetail;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const [form] = Form.useForm<Values>();
  const update = useUpdateCustomer(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  const country = Form.useWatch('country_code', form) ?? order.country_code;
  const taxKind = TAX_ID_KINDS[country];
  const label = (field: FieldName) => t(`orderDetail.address.fields.${field}`);

  const countries = useMemo(() => {
    const list = shipToCountries(i18n.language).map((c) => ({ value: c.code, label: c.name }));
    return list.some((c) => c.value === order.country_code)
      ? list
      : [{ value: order.country_code, label: order.country_code }, ...list];
  }, [i18n.language, order.country_code]);

  const save = async (values: Values) => {
    setFailure(null);
    try {
      await update.mutateAsync({ ...values, order_id: order.id });
      onSaved();
    } catch (error) {
      const errors = error instanceof ApiError ? (error.result.errors ?? []) : [];
      const known = errors.filter((e) =>
        (UPDATE_CUSTOMER_FIELDS as readonly string[]).includes(e.field),
      );
      form.setFields(
        known.map((e) => ({
          name: e.field as FieldName,
          errors: [fieldErrorText(e, label(e.field as FieldName), t)],
        })),
      );
      if (known.length === 0) setFailure(t('orderDetail.address.saveError'));
    }
  };

  const text = (field: FieldName, options: { required?: boolean; autoComplete?: string } = {}) => (
    <Form.Item
      name={field}
      label={label(field)}
      rules={
        options.required
          ? [{ required: true, whitespace: true, message: t('orderDetail.address.required') }]
          : []
      }
    >
      <Input autoComplete={options.autoComplete} />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(order)}
      onFinish={(values) => void save(values)}
      data-testid="address-form"
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          {text('first_name', { required: true, autoComplete: 'given-name' })}
        </Col>
        <Col xs={24} sm={12}>
          {text('last_name', { autoComplete: 'family-name' })}
        </Col>
        <Col xs={24}>{text('company', { autoComplete: 'organization' })}</Col>
        <Col xs={24} sm={12}>
          {text('email', { autoComplete: 'email' })}
        </Col>
        <Col xs={24} sm={12}>
          {text('phone', { required: true, autoComplete: 'tel' })}
        </Col>
        <Col xs={24}>{text('address1', { required: true, autoComplete: 'address-line1' })}</Col>
        <Col xs={24}>{text('address2', { autoComplete: 'address-line2' })}</Col>
        <Col xs={24} sm={12}>
          {text('city', { required: true, autoComplete: 'address-level2' })}
        </Col>
        <Col xs={24} sm={12}>
          {text('province', { autoComplete: 'address-level1' })}
        </Col>
        <Col xs={24} sm={12}>
          {text('province_code')}
        </Col>
        <Col xs={24} sm={12}>
          {text('zip', { autoComplete: 'postal-code' })}
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="country_code" label={label('country_code')}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={countries} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="tax_id"
            label={taxKind ? t(`orderDetail.address.taxIdKinds.${taxKind}`) : label('tax_id')}
            extra={taxKind ? t(`orderDetail.address.taxIdHints.${taxKind}`) : undefined}
          >
            <Input />
          </Form.Item>
        </Col>
      </Row>
      {failure ? (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />
      ) : null}
      <Flex gap="small" justify="end">
        <Button onClick={onCancel}>{t('orderDetail.address.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('orderDetail.address.save')}
        </Button>
      </Flex>
    </Form>
  );
}
