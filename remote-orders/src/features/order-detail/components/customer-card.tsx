import { Button, Card, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@omni/shared/contracts/orders';
import { countryName } from '@omni/shared/format';
import { AddressForm } from './address-form';

/** The buyer and where the order goes; Edit opens the address form in place. */
export function CustomerCard({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const address = order.shipping_address;
  const buyer = order.customer;
  const name = (first: string | null | undefined, last: string | null | undefined) =>
    [first, last].filter(Boolean).join(' ') || '-';

  return (
    <Card
      size="small"
      title={t('orderDetail.address.title')}
      data-testid="order-customer"
      extra={
        editing ? null : (
          <Button
            size="small"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('orderDetail.address.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <AddressForm
          order={order}
          onSaved={() => {
            setSaved(true);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <Descriptions size="small" column={1} data-testid="order-address">
            <Descriptions.Item label={t('orderDetail.address.buyer')}>
              {name(buyer?.first_name, buyer?.last_name)}
              {buyer?.email ? ` · ${buyer.email}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderDetail.address.recipient')}>
              {name(address?.first_name, address?.last_name)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderDetail.address.fields.phone')}>
              {address?.phone ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderDetail.address.shipTo')}>
              {address ? (
                <span data-testid="order-address-lines">
                  {[
                    address.company,
                    address.address1,
                    address.address2,
                    [address.zip, address.city].filter(Boolean).join(' '),
                    address.province,
                    address.country_code ? countryName(address.country_code, i18n.language) : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              ) : (
                t('orderDetail.address.none')
              )}
            </Descriptions.Item>
            {address?.tax_id ? (
              <Descriptions.Item label={t('orderDetail.address.fields.tax_id')}>
                {address.tax_id}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {saved ? (
            <Typography.Text type="success" role="status">
              {t('orderDetail.address.saved')}
            </Typography.Text>
          ) : null}
        </>
      )}
    </Card>
  );
}
