import { Col, Form, Input, Row, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UPDATE_CUSTOMER_FIELDS, type CustomerAddress } from '@omni/shared/contracts/orders';
import type { FieldError } from '@omni/shared/errors';
import { shipToCountries } from '@omni/shared/format';
import { fieldErrorText } from './field-error-text';

export type AddressFieldName = (typeof UPDATE_CUSTOMER_FIELDS)[number];

/** The buyer's id the destination's customs require, by country (ADR 022). */
const TAX_ID_KINDS: Record<string, 'cpf' | 'rut' | 'kr_customs_code'> = {
  BR: 'cpf',
  CL: 'rut',
  KR: 'kr_customs_code',
};

const isAddressField = (field: string): field is AddressFieldName =>
  (UPDATE_CUSTOMER_FIELDS as readonly string[]).includes(field);

/** The translated label of an address field. */
export function useAddressLabel() {
  const { t } = useTranslation('orders');
  return (field: AddressFieldName) => t(`orderDetail.address.fields.${field}`);
}

/**
 * The API's field errors of an address (named `prefix` + field: `zip`, or `shipping_address.zip`)
 * put on the form's fields in the user's language; what was typed stays. Answers the errors that
 * were not address fields.
 */
export function useShowAddressErrors(form: FormInstance, prefix: readonly string[] = []) {
  const { t } = useTranslation('orders');
  const label = useAddressLabel();
  const dotted = prefix.length > 0 ? `${prefix.join('.')}.` : '';
  return (errors: readonly FieldError[]): FieldError[] => {
    const shown = errors.flatMap((error) => {
      const field = error.field.startsWith(dotted) ? error.field.slice(dotted.length) : null;
      return field !== null && isAddressField(field) ? [{ error, field }] : [];
    });
    form.setFields(
      shown.map(({ error, field }) => ({
        name: [...prefix, field],
        errors: [fieldErrorText(error, label(field), t)],
      })),
    );
    return errors.filter((error) => !shown.some((s) => s.error === error));
  };
}

/**
 * The shipping address and the buyer's contact as form fields (the detail's edit form, the order
 * made by hand): required fields marked, the country from the ship-to list, and the tax or customs
 * id named as the destination's customs name it. Fields sit under `prefix` in the form's values.
 */
export function AddressFields({
  form,
  prefix = [],
  keepCountry,
}: {
  form: FormInstance;
  prefix?: readonly string[];
  /** A country code to offer even when the ship-to list lacks it (the order's own). */
  keepCountry?: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const label = useAddressLabel();
  const country: CustomerAddress['country_code'] | undefined = Form.useWatch(
    [...prefix, 'country_code'],
    form,
  );
  const taxKind = country ? TAX_ID_KINDS[country] : undefined;

  const countries = useMemo(() => {
    const list = shipToCountries(i18n.language).map((c) => ({ value: c.code, label: c.name }));
    return !keepCountry || list.some((c) => c.value === keepCountry)
      ? list
      : [{ value: keepCountry, label: keepCountry }, ...list];
  }, [i18n.language, keepCountry]);

  const text = (
    field: AddressFieldName,
    options: { required?: boolean; autoComplete?: string } = {},
  ) => (
    <Form.Item
      name={[...prefix, field]}
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
        <Form.Item
          name={[...prefix, 'country_code']}
          label={label('country_code')}
          rules={[{ required: true, message: t('orderDetail.address.required') }]}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} options={countries} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name={[...prefix, 'tax_id']}
          label={taxKind ? t(`orderDetail.address.taxIdKinds.${taxKind}`) : label('tax_id')}
          extra={taxKind ? t(`orderDetail.address.taxIdHints.${taxKind}`) : undefined}
        >
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
}
