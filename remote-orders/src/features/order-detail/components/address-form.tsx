import { Alert, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@omni/shared/api-client';
import type { OrderDetail, UpdateCustomerBody } from '@omni/shared/contracts/orders';
import { AddressFields, useShowAddressErrors } from '../../../common/address-fields';
import { useUpdateCustomer } from '../api/order-detail';

type Values = Omit<UpdateCustomerBody, 'order_id'>;

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
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<Values>();
  const update = useUpdateCustomer(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  const showAddressErrors = useShowAddressErrors(form);

  const save = async (values: Values) => {
    setFailure(null);
    try {
      await update.mutateAsync({ ...values, order_id: order.id });
      onSaved();
    } catch (error) {
      const errors = error instanceof ApiError ? (error.result.errors ?? []) : [];
      const others = showAddressErrors(errors);
      if (others.length === errors.length) setFailure(t('orderDetail.address.saveError'));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(order)}
      onFinish={(values) => void save(values)}
      data-testid="address-form"
    >
      <AddressFields form={form} keepCountry={order.country_code} />
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
